// The reducer's messages in plain words: the reducer decides what to say (a message kind and its
// arguments), this module words it, a step undone or redone among them.

import { Change, PHOTOFORMAT_LABELS, FrameProperty, Message, PICTUREFORMAT_LABELS } from '../core/abi-codes.js';
import { NUMBER_WORDS, capital, placeWords } from './words.js';

/** @typedef {import('../core/flow-state.js').FlowMessage} FlowMessage */

/** The page's own notices (`Announcer.notice`). */
export const NOTICES = Object.freeze({
  noWebAssembly: 'Instagrid cannot run in this browser: it needs WebAssembly. Try an up-to-date browser.',
  pictureRetrying: 'Something went wrong while preparing the picture; trying again. Your photos are still here.',
  pictureFailed: 'The picture could not be prepared. Your photos are still here.',
  noStorage: 'This browser cannot keep your collage on the device (private browsing?): it will be lost if the page closes.',
  noRoom: "This device's storage is full: your collage cannot be kept on it, and it will be lost if the page closes.",
  // The longest photosNotKeptWords can say (one cell or three named, the longest place's words),
  // so every notice is seen to find room.
  photosNotKept: [1, 3].flatMap((count) => [true, false].map((full) => photosNotKeptWords(Array(count).fill('bottom right'), full)))
    .reduce((longest, words) => (words.length > longest.length ? words : longest)),
});

/**
 * What the page says when the device would not keep some photos' bytes: which will not come
 * back after a reload, by the cells that show them (`places`, in words; none: a photo only Undo
 * can bring back; past three, only how many, which fits a small screen); `full`: the device's
 * storage is full.
 * @param {string[]} places @param {boolean} full @returns {string}
 */
export function photosNotKeptWords(places, full) {
  const why = full ? "This device's storage is full" : 'Storing it on this device failed';
  if (places.length === 0) return `${why}: a photo Undo can bring back will not come back after a reload.`;
  if (places.length === 1) return `${why}: the photo in the ${places[0]} will not come back after a reload. The rest of your collage is kept.`;
  if (places.length > 3) return `${why}: ${NUMBER_WORDS[places.length] ?? places.length} of your photos will not come back after a reload.`;
  return `${why}: the photos in the ${places.slice(0, -1).join(', ')} and ${places.at(-1)} will not come back after a reload.`;
}
/**
 * What a message's words need besides its arguments.
 * @typedef {object} WordsContext
 * @property {number} [maxPixels] the most pixels a photo may have
 * @property {number} [mostPhotos] the most photos a grid holds (the core's slot count)
 * @property {string} [detail] why a share failed, in words
 * @property {string} [direction] where to swipe to share: 'up' or 'left'
 */

/**
 * Words for a reducer message `{kind, a, b, c}`; `context` adds the limit and a share failure's reason.
 * @param {FlowMessage} message @param {WordsContext} context (optional) @returns {string}
 */
export function wordsFor({ kind, a, b, c }, { maxPixels = 0, mostPhotos = 0, detail = '', direction = 'up' } = {}) {
  const leftOut = (/** @type {number} */ count) =>
    `${capital(NUMBER_WORDS[mostPhotos] ?? String(mostPhotos))} photos at most: ${count} ${count === 1 ? 'was' : 'were'} left out.`;
  switch (kind) {
    case Message.photosMissing: {
      const count = capital(NUMBER_WORDS[a] ?? String(a));
      return a === 1
        ? `${count} photo is missing: add it to the highlighted cell.`
        : `${count} photos are missing: add them to the highlighted cells.`;
    }
    case Message.photosLoading:
      return a === 1 ? 'One photo is still loading: share once it appears.' : `${capital(NUMBER_WORDS[a] ?? String(a))} photos are still loading: share once they appear.`;
    case Message.photoUnreadable:
      return 'That photo could not be opened. The cell keeps what it had.';
    case Message.photoFormatUnknown:
      return 'That file is not a photo Instagrid can open (JPEG, PNG, GIF, WebP, BMP, HEIC or AVIF). The cell keeps what it had.';
    case Message.photoFormatUnsupported:
      return `This browser cannot open ${PHOTOFORMAT_LABELS[b] ?? 'such'} photos. Choose a JPEG or PNG copy; the cell keeps what it had.`;
    case Message.photoTooLarge:
      return `That photo is ${b.toLocaleString('en')} × ${c.toLocaleString('en')} pixels (${megapixels(b * c)} megapixels), more than the ${megapixels(maxPixels)} megapixels Instagrid takes. The cell keeps what it had.`;
    case Message.photoBlank:
      return 'That photo came out blank in this browser, larger than it can draw. The cell keeps what it had.';
    case Message.pictureMadeSmaller:
      return `There was not enough memory for the picture at the size chosen: it is made ${a} pixels on its short side instead.`;
    case Message.pictureOutOfMemory:
      return 'There is not enough memory to make the picture. Close other tabs and try again; your photos are still here.';
    case Message.preparingPicture:
      return 'The picture is being prepared: one moment.';
    case Message.pictureReady:
      return `The picture is ready: swipe ${direction} to share.`;
    case Message.shareFailed:
      return `The picture could not be shared${detail ? `: ${detail}` : ''}. Your photos are still here.`;
    case Message.photoMoved:
      return `Photo moved to the ${placeWords(c)} cell.`;
    case Message.zoomChanged:
      return `Zoom ${b} %.`;
    case Message.dividerMoved:
      return `Divider at ${b} %.`;
    case Message.photoTurned:
      return `Photo ${ORIENTATION_WORDS[b] ?? 'turned'}.`;
    case Message.photoRemoved:
      return `Photo removed from the ${placeWords(a)} cell. Undo brings it back.`;
    case Message.layoutMade:
      return `Made a layout for your ${a} photos.${b > 0 ? ` ${leftOut(b)}` : ''}`;
    case Message.photosLeftOut:
      return leftOut(a);
    case Message.startedOver:
      return 'The grid is cleared. Undo brings it back.';
    case Message.undid:
      return `Undid: ${changeWords(a, b)}.`;
    case Message.redid:
      return `Redid: ${changeWords(a, b)}.`;
    case Message.draftRestored:
      return a ? 'Your collage is back, as a copy: the one open in your other tab stays as it is there.' : 'Your collage is back.';
    default:
      return '';
  }
}

/** An EXIF orientation → how the photo now shows, from its decoded self. */
const ORIENTATION_WORDS = ['', 'upright', 'mirrored', 'upside down', 'mirrored and upside down',
  'mirrored and turned left', 'turned right', 'mirrored and turned right', 'turned left'];

/** FrameProperty code → its words. */
const FRAME_WORDS = new Map([[FrameProperty.spacing, 'spacing'], [FrameProperty.colour, 'frame colour'], [FrameProperty.radius, 'corners']]);

/**
 * A step of the history in words (a Change code and its argument): "layout 3", "photo moved to
 * the top right".
 * @param {number} change @param {number} argument
 */
export function changeWords(change, argument) {
  switch (change) {
    case Change.layout: // 0: a layout made for the photos, which has no number of its own
      return argument === 0 ? 'layout made for your photos' : `layout ${argument}`;
    case Change.format:
      return `format ${PICTUREFORMAT_LABELS[argument] ?? ''}`.trim();
    case Change.frame:
      return FRAME_WORDS.get(argument) ?? 'frame';
    case Change.photoPicked:
      return `photo in the ${placeWords(argument)}`;
    case Change.photosPicked: // one: a photo that made room for itself (pasted into a full grid)
      return argument === 1 ? 'a photo added' : `${argument} photos added`;
    case Change.photoMoved:
      return `photo moved to the ${placeWords(argument)}`;
    case Change.reframed:
      return `framing of the ${placeWords(argument)} photo`;
    case Change.startOver:
      return 'Start over';
    case Change.divider:
      return 'divider moved';
    case Change.turned:
      return `turn of the ${placeWords(argument)} photo`;
    case Change.mirrored:
      return `mirror image of the ${placeWords(argument)} photo`;
    case Change.photoRemoved:
      return `photo removed from the ${placeWords(argument)}`;
    default:
      return 'change';
  }
}

/**
 * Megapixels with up to two decimals: 10001 × 10000 is 100.01, never a rounded-down "100".
 * @param {number} pixels
 */
function megapixels(pixels) {
  return (Math.floor(pixels / 1e4) / 100).toLocaleString('en', { maximumFractionDigits: 2 });
}
