// The page's vocabulary: counts, places, colours, a layout or a format chosen, a share that
// failed, in plain words. What the reducer says is worded in message-words.js.

import { PICTUREFORMAT_LABELS, Place } from '../core/abi-codes.js';

/** Small counts in words (a larger one is written in digits). */
export const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** Place code → its words: `topLeft` is "top left". */
const PLACE_WORDS = new Map(Object.entries(Place).map(([name, code]) => [code, name.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`)]));

/**
 * A cell's place in words (a Place code from the core): "top left", "bottom".
 * @param {number} place
 */
export function placeWords(place) {
  return PLACE_WORDS.get(place) ?? 'other';
}

/**
 * A divider's name, from the places of the cells on either side (words from placeWords):
 * "Divider between the top left cell and the top right cell", "Divider between the top left and
 * top right cells and the bottom cell".
 * @param {string[]} before the cells on its left (or above) @param {string[]} after those on its right (or below)
 */
export function dividerWords(before, after) {
  const cells = (/** @type {string[]} */ places) =>
    places.length === 1 ? `the ${places[0]} cell` : `the ${places.slice(0, -1).join(', ')} and ${places.at(-1)} cells`;
  return `Divider between ${cells(before)} and ${cells(after)}`;
}

/** The frame colours the core offers, in words; any other is said as its code. */
const COLOUR_WORDS = new Map([[0x106698, 'Blue'], [0xffffff, 'White'], [0x000000, 'Black']]);

/**
 * A frame colour (0xRRGGBB) in words: "Blue", or "#12AB34".
 * @param {number} colour
 */
export function colourWords(colour) {
  return COLOUR_WORDS.get(colour) ?? `#${colour.toString(16).padStart(6, '0').toUpperCase()}`;
}

/**
 * What is said when a layout is chosen: "Layout 7: Big top, small below."
 * @param {{number: number, name: string}} layout
 */
export function layoutChosenWords({ number, name }) {
  return `Layout ${number}: ${name}.`;
}

/**
 * What is said when a format is chosen: "Story 9:16, 1080 × 1920 pixels."
 * @param {number} format a PictureFormat code @param {{width: number, height: number}} size the picture's pixels
 */
export function formatChosenWords(format, { width, height }) {
  return `${PICTUREFORMAT_LABELS[format] ?? 'Format'}, ${width} × ${height} pixels.`;
}

/**
 * What a layout keeps of the photos, in words: "keeps 97 %".
 * @param {number} kept millionths
 */
export function keptWords(kept) {
  return `keeps ${keptPercent(kept)} %`;
}

/**
 * What a layout keeps of the photos in whole percent, rounded down: never more than it keeps.
 * @param {number} kept millionths @returns {number}
 */
export function keptPercent(kept) {
  return Math.floor(kept / 10_000);
}

/**
 * `word` with a capital first letter: "Two photos".
 * @param {string} word
 */
export function capital(word) {
  return word[0].toUpperCase() + word.slice(1);
}

/**
 * A plain-words reason for a failed share, from the error's name ('' when none helps).
 * @param {unknown} error whatever the share or the copy threw (read as an Error, through ?.)
 * @returns {string}
 */
export function shareFailureReason(error) {
  switch (/** @type {Error | null | undefined} */ (error)?.name) {
    case 'NotAllowedError':
      return 'the browser did not allow it';
    case 'DataError':
    case 'TypeError':
      return 'this browser cannot share it';
    case 'PictureError':
      return /** @type {Error} */ (error).message;
    default:
      return '';
  }
}
