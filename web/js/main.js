// Wiring: gestures and controls become reducer events, and after every event the screen is
// drawn from the reducer's state (screen.js) and its effects are performed (effects.js: photo
// loads, drafts, the picture, motion, the share). The page keeps no rules of its own.

import { loadCore } from './core/core.js';
import { Event, Phase, Timer } from './core/abi-codes.js';
import { Flow } from './core/flow.js';
import { pictureSpec } from './core/flow-state.js';
import { FlowTimers } from './timers.js';
import { GridView } from './screen/grid.js';
import { DividerLayer } from './screen/dividers.js';
import { LayoutButtons } from './screen/layouts.js';
import { LayoutCatalogue } from './screen/catalogue.js';
import { FrameSheet } from './screen/frame-sheet.js';
import { PhotoSheet } from './screen/photo-sheet.js';
import { wireGridHands } from './input/grid-hands.js';
import { GridMotion } from './screen/motion.js';
import { PhotoDecoder } from './photos/decoder.js';
import { PhotoLoads } from './photos/loads.js';
import { PhotoReturns } from './photos/returns.js';
import { DraftKeeper } from './drafts/keeper.js';
import { PictureMaker } from './picture/picture.js';
import { Sharpening } from './photos/sharpening.js';
import { ShareSheet } from './picture/share.js';
import { ShareSession } from './picture/share-session.js';
import { PhotoPicker } from './input/picker.js';
import { watchPhotoDrops, watchPhotoPastes } from './input/photo-drops.js';
import { Screen } from './screen/screen.js';
import { effectPerformer } from './effects.js';
import { redecodeShown } from './photos/shown-photo.js';
import { Announcer } from './screen/messages.js';
import { NOTICES } from './screen/message-words.js';
import { formatChosenWords, layoutChosenWords } from './screen/words.js';
import { cssColour } from './core/core-grid.js';
import { PictureSizeMenu } from './screen/settings.js';
import { StartOver } from './screen/start-over.js';
import { UndoRedo } from './screen/undo-redo.js';
import { mark } from './marks.js';

/**
 * The elements of index.html the page wires, by id, as what they are.
 * @typedef {object} PageElements
 * @property {HTMLElement} message the live region
 * @property {HTMLElement} spoken the live region for screen readers alone
 * @property {HTMLElement} grid
 * @property {HTMLElement} hint
 * @property {HTMLInputElement} picker
 * @property {HTMLDialogElement} sheet
 * @property {HTMLElement} layouts
 * @property {HTMLSelectElement} size
 * @property {HTMLButtonElement} start-over
 * @property {HTMLButtonElement} undo
 * @property {HTMLButtonElement} redo
 * @property {HTMLButtonElement} share
 * @property {HTMLButtonElement} open-catalogue
 * @property {HTMLDialogElement} catalogue
 * @property {HTMLElement} catalogue-entries
 * @property {HTMLButtonElement} open-frame
 * @property {HTMLButtonElement} open-photos
 * @property {HTMLDialogElement} photo-sheet
 * @property {HTMLElement} photo-rows
 * @property {HTMLDialogElement} frame-sheet
 * @property {HTMLElement} formats
 * @property {HTMLInputElement} spacing
 * @property {HTMLOutputElement} spacing-value
 * @property {HTMLInputElement} radius
 * @property {HTMLOutputElement} radius-value
 * @property {HTMLElement} colours
 * @property {HTMLInputElement} colour
 */
/**
 * @template {keyof PageElements} K
 * @param {K} id @returns {PageElements[K]}
 */
const $ = (id) => /** @type {PageElements[K]} index.html has each of them */ (document.getElementById(id));

registerServiceWorker();
start();

async function start() {
  const announcer = new Announcer($('message'), $('spoken'));
  /** @type {import('./core/core-api.js').Core} */
  let core;
  try {
    core = await loadCore();
    document.body.dataset.core = core.path; // which build runs (SIMD, scalar, wasm2js), for tests
  } catch (error) {
    console.warn(error);
    announcer.notice(NOTICES.noWebAssembly);
    return;
  }

  announcer.fadeNoticesAfter(core.passingMilliseconds());
  const flow = new Flow(core);
  const gridElement = $('grid');
  const landscape = matchMedia('(orientation: landscape)');
  const maxPixels = core.maxPhotoPixels();

  const motion = new GridMotion(gridElement, core.screenRules());
  const sheet = new ShareSheet($('sheet'));
  const grid = new GridView(gridElement, core, flow, (slot) => send(Event.cellTapped, slot));
  const dividers = new DividerLayer(gridElement, core.screenRules().dividerHit);
  const layouts = new LayoutButtons($('layouts'), core, chooseLayout);
  const catalogue = new LayoutCatalogue(
    { dialog: $('catalogue'), opener: $('open-catalogue'), list: $('catalogue-entries') },
    { core, flow, shown: () => loads.shown },
    { onChoose: chooseLayout, onChooseMade: chooseMadeLayout },
  );
  const frameSheet = new FrameSheet(
    {
      dialog: $('frame-sheet'), opener: $('open-frame'), formats: $('formats'), spacing: $('spacing'), spacingValue: $('spacing-value'),
      radius: $('radius'), radiusValue: $('radius-value'), colours: $('colours'), colour: $('colour'),
    },
    core,
    {
      onFormat: (format) =>
        choose(Event.formatChosen, format, (state) => state.format, () => formatChosenWords(format, flow.state.pictureSize)),
      onFrame: ({ spacing, colour, radius }) => send(Event.frameChosen, spacing, colour, radius),
      onLetGo: () => send(Event.changeEnded),
    },
  );
  /** @type {Record<import('./screen/photo-sheet.js').PhotoAction, number>} a photo's control → its event */
  const PHOTO_ACTIONS = {
    replace: Event.cellTapped, turnLeft: Event.photoTurnedLeft, turnRight: Event.photoTurnedRight,
    mirror: Event.photoMirrored, centre: Event.frameReset, remove: Event.photoRemoved,
  };
  const photoSheet = new PhotoSheet($('photo-sheet'), $('open-photos'), $('photo-rows'), gridElement, flow, (slot, action) => send(PHOTO_ACTIONS[action], slot));
  const sizes = new PictureSizeMenu($('size'), core.pictureSides(), (side) => send(Event.pictureSideChosen, side));
  const startOver = new StartOver($('start-over'), {
    onStartOver: () => send(Event.startOverPressed),
    focusGrid: () => grid.focusFirstCell(),
  });
  const undoRedo = new UndoRedo($('undo'), $('redo'), {
    onUndo: () => send(Event.undoPressed),
    onRedo: () => send(Event.redoPressed),
    focusGrid: () => grid.focusFirstCell(),
  });
  const timers = new FlowTimers((timer) => {
    if (timer === Timer.shareAnswer && flow.state.phase === Phase.sharing) mark('share-unanswered');
    send(Event.timerFired, timer);
  });
  const decoder = new PhotoDecoder(() => cssColour(flow.state.frame.colour));
  const loads = new PhotoLoads({ core, flow, decoder });
  const returns = new PhotoReturns({ flow, loads });
  const keeper = new DraftKeeper({ core, flow, loads, returns, decoder, announcer });
  loads.drafts = keeper.photos; // a new photo's bytes go into the draft before it shows
  /** @type {PictureMaker} */
  const pictures = new PictureMaker({
    resend: () => {
      sharpening.forget();
      return redecodeShown({ core, flow, decoder, shown: loads.shown }, (slot, photo) => pictures.photos.send(slot, photo));
    },
    onTrouble(error, willRetry) {
      console.warn('Compose worker:', error);
      announcer.notice(willRetry ? NOTICES.pictureRetrying : NOTICES.pictureFailed);
    },
    onStatus(status, detail) {
      document.body.dataset.picture = status; // for tests and styling: is the picture made?
      if (status !== 'ready') return;
      mark('picture-ready', detail);
      send(Event.pictureRendered, /** @type {import('./picture/picture.js').PictureDetail} 'ready' comes with it */ (detail).revision);
    },
    onOutOfMemory: (revision) => send(Event.pictureOutOfMemory, revision),
    onBusy: (busy) => decoder.pictureBusy(busy),
  });
  const sharpening = new Sharpening({ flow, loads, decoder, pictures, onArrived: requestPicture });
  loads.onDecoded = (slot, photo) => pictures.photos.send(slot, photo);
  // One photo goes the way a tap's pick always went; several, to the reducer with their count.
  const picker = new PhotoPicker($('picker'), (slot, files) =>
    files.length === 1 ? loads.pick(slot, files[0]) : loads.pickMany(Event.photosPicked, slot, files));
  const share = new ShareSession({ flow, send, pictures, sheet });
  const screen = new Screen({
    grid,
    gridElement,
    controls: [dividers, layouts, catalogue, frameSheet, photoSheet, sizes, startOver, undoRedo],
    hint: $('hint'),
    announcer,
    shown: () => loads.shown,
  });
  flow.connect({
    render,
    perform: effectPerformer({
      flow, send, render, grid, picker, loads, returns, previewSide: () => grid.deviceSide(), requestPicture, keeper, pictures, sharpening, motion, share, announcer, maxPixels, mostPhotos: core.slotCount(), timers,
    }),
  });

  /**
   * A layout button or the catalogue chose `number`: said once the reducer has taken it.
   * @param {number} number
   */
  function chooseLayout(number) {
    const layout = core.layouts().find((each) => each.number === number);
    if (layout) choose(Event.layoutTapped, number, (state) => state.layout, () => layoutChosenWords(layout));
  }

  /**
   * The catalogue chose the layout made for the photos at `index`: `name` (its entry's) is
   * said once the grid shows it.
   * @param {number} index @param {string} name
   */
  function chooseMadeLayout(index, name) {
    const before = flow.state.form;
    send(Event.madeLayoutChosen, index);
    if (flow.state.form !== before) announcer.speak(`${name}.`);
  }

  /**
   * Sends a person's choice of `value`; once the reducer has taken it (`read` of the state went
   * from another value to it), says `words()` to screen readers.
   * @param {number} event @param {number} value @param {(state: import('./core/flow-state.js').FlowState) => number} read
   * @param {() => string} words
   */
  function choose(event, value, read, words) {
    const before = read(flow.state);
    send(event, value);
    if (before !== value && read(flow.state) === value) announcer.speak(words());
  }

  /** @type {import('./core/flow.js').Send} */
  function send(event, ...args) {
    flow.send(event, ...args);
  }

  function render() {
    screen.render(flow.state);
  }

  /** Asks for the picture of the grid as the reducer holds it, with the sharp regions at hand. */
  function requestPicture() {
    const state = flow.state;
    if (!state.complete) return; // a region that arrives late for a grid that changed since
    const sharp = sharpening.keysFor(state);
    pictures.request(pictureSpec(state), state.pictureRevision, state.slots.map(({ framing, orientation }, slot) => ({ framing, orientation, sharp: sharp[slot] })));
  }

  $('share').addEventListener('click', () => send(Event.shareButtonPressed));
  wireGridHands(gridElement, { core, flow, send, grid, dividers });
  const bring = (/** @type {number} */ event, /** @type {number} */ slot, /** @type {File[]} */ files) => loads.pickMany(event, slot, files);
  watchPhotoDrops(gridElement, bring);
  watchPhotoPastes(gridElement, bring);
  landscape.addEventListener('change', () => send(Event.orientationChanged, landscape.matches ? 1 : 0));
  // Back in view (a share sheet closed, say): a sheet that still answers does so at once. Out of
  // view, the page may be frozen or discarded: changes waiting for the draft are kept now.
  addEventListener('focus', () => document.visibilityState === 'visible' && send(Event.pageReturned));
  document.addEventListener('visibilitychange', () => send(document.visibilityState === 'visible' ? Event.pageReturned : Event.pageHidden));

  send(Event.orientationChanged, landscape.matches ? 1 : 0);
  mark('interactive');
  try {
    await keeper.restore();
  } catch (error) {
    console.warn('The kept collage could not come back:', error); // the grid starts empty
  } finally {
    // Now the grid and the controls show (app.css): a tap works, and cannot beat the kept collage.
    document.body.dataset.ready = 'true';
  }
}

function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('sw.js').catch((error) => console.warn('Offline use unavailable:', error));
}
