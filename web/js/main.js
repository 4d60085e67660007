// Wiring: gestures and controls become reducer events; the reducer's effects are performed
// here (photo loads in loads.js, drafts in keeper.js, the picture in picture.js, gestures in
// grid-hands.js, the share in share.js); after every
// event the page is rendered from the reducer's state. The page keeps no rules of its own.

import { loadCore } from './core.js';
import { Direction, Effect, Event, Orientation, Outcome, Phase, Timer } from './abi.js';
import { Flow } from './flow.js';
import { FlowTimers } from './timers.js';
import { GridView } from './grid.js';
import { LayoutButtons } from './layouts.js';
import { wireGridHands } from './grid-hands.js';
import { GridMotion } from './motion.js';
import { PhotoDecoder } from './photos.js';
import { PhotoLoads } from './loads.js';
import { DraftKeeper } from './keeper.js';
import { PictureMaker } from './picture.js';
import { Sharpening } from './sharpening.js';
import { presentPicture, ShareSheet } from './share.js';
import { Announcer, shareFailureReason, wordsFor } from './messages.js';
import { PictureSizeMenu } from './settings.js';
import { StartOver } from './start-over.js';
import { mark } from './marks.js';

/** @typedef {import('./core-api.js').Effect} Effect */

/** Phase code → its name, for the body's data-phase. */
const PHASE_NAMES = new Map(Object.entries(Phase).map(([name, code]) => [code, name]));

/**
 * The elements of index.html the page wires, by id, as what they are.
 * @typedef {object} PageElements
 * @property {HTMLElement} message the live region
 * @property {HTMLElement} grid
 * @property {HTMLElement} hint
 * @property {HTMLInputElement} picker
 * @property {HTMLDialogElement} sheet
 * @property {HTMLElement} layouts
 * @property {HTMLSelectElement} size
 * @property {HTMLButtonElement} start-over
 * @property {HTMLButtonElement} undo
 * @property {HTMLButtonElement} share
 */
/**
 * @template {keyof PageElements} K
 * @param {K} id @returns {PageElements[K]}
 */
const $ = (id) => /** @type {PageElements[K]} index.html has each of them */ (document.getElementById(id));

registerServiceWorker();
start();

/**
 * The way a swipe shares, as the core says for how the screen is held, in words.
 * @param {import('./flow.js').FlowState} state
 */
function shareWay(state) {
  return state.shareDirection === Direction.left ? 'left' : 'up';
}

async function start() {
  const announcer = new Announcer($('message'));
  /** @type {import('./core-api.js').Core} */
  let core;
  try {
    core = await loadCore();
    document.body.dataset.core = core.path; // which build runs (SIMD, scalar, wasm2js), for tests
  } catch (error) {
    console.warn(error);
    announcer.notice('Instagrid cannot run in this browser: it needs WebAssembly. Try an up-to-date browser.');
    return;
  }

  announcer.fadeNoticesAfter(core.passingMilliseconds());
  const flow = new Flow(core);
  const gridElement = $('grid');
  const hint = $('hint');
  const picker = $('picker');
  const landscape = matchMedia('(orientation: landscape)');
  const maxPixels = core.maxPhotoPixels();

  /** @type {number | null} */
  let pickingSlot = null;
  let failureDetail = '';
  let shareToken = 0; // the share whose answer still counts

  const motion = new GridMotion(gridElement);
  const sheet = new ShareSheet($('sheet'));
  const grid = new GridView(gridElement, core, (slot) => send(Event.cellTapped, slot));
  const layouts = new LayoutButtons($('layouts'), core, (number) => send(Event.layoutTapped, number));
  const sizes = new PictureSizeMenu($('size'), core.pictureSides(), (side) => send(Event.pictureSideChosen, side));
  const startOver = new StartOver($('start-over'), $('undo'), {
    onStartOver: () => send(Event.startOverPressed),
    onUndo: () => send(Event.undoPressed),
    focusGrid: () => grid.focusFirstCell(),
  });
  const timers = new FlowTimers((timer) => {
    if (timer === Timer.shareAnswer && flow.state.phase === Phase.sharing) mark('share-unanswered');
    send(Event.timerFired, timer);
  });
  const decoder = new PhotoDecoder(core.photoBackdrop());
  const loads = new PhotoLoads({ core, flow, decoder, send, apply });
  const keeper = new DraftKeeper({ flow, loads, announcer, keeping: core.keeping() });
  /** @type {PictureMaker} */
  const pictures = new PictureMaker({
    resend: () => {
      sharpening.forget();
      return loads.redecodeShown((slot, bitmap) => pictures.sendPhoto(slot, bitmap));
    },
    onTrouble(error, willRetry) {
      console.warn('Compose worker:', error);
      announcer.notice(
        willRetry
          ? 'Something went wrong while preparing the picture; trying again. Your photos are still here.'
          : 'The picture could not be prepared. Your photos are still here.',
      );
    },
    onStatus(status, detail) {
      document.body.dataset.picture = status; // for tests and styling: is the picture made?
      if (status !== 'ready') return;
      mark('picture-ready', detail);
      send(Event.pictureRendered, /** @type {import('./picture.js').PictureDetail} 'ready' comes with it */ (detail).revision);
    },
  });
  const sharpening = new Sharpening({ flow, loads, decoder, pictures, onArrived: requestPicture });
  loads.onDecoded = (slot, bitmap) => pictures.sendPhoto(slot, bitmap);
  loads.onDraftBytes = () => keeper.save();

  /** @type {import('./flow.js').Send} */
  function send(event, ...args) {
    apply(flow.dispatch(event, ...args));
  }

  /**
   * Renders the state after a dispatch, then performs its effects in order.
   * @param {Effect[]} effects
   */
  function apply(effects) {
    render();
    for (const effect of effects) perform(effect);
  }

  function render() {
    const state = flow.state;
    grid.render(state, loads.shown);
    layouts.render(state);
    sizes.render(state);
    startOver.render(state);
    hint.textContent = `Swipe ${shareWay(state)} to share`;
    document.body.dataset.orientation = state.orientation === Orientation.landscape ? 'landscape' : 'portrait';
    document.body.dataset.phase = PHASE_NAMES.get(state.phase) ?? '';
    document.body.dataset.pictureReady = String(state.pictureReady); // for tests and styling
    gridElement.classList.toggle('is-preparing', state.phase === Phase.idle && state.complete && !state.pictureReady);
    announcer.renderState(state);
  }

  /** @param {Effect} effect */
  function perform({ kind, a, b, c, d }) {
    switch (kind) {
      case Effect.openPicker:
        pickingSlot = a;
        picker.value = '';
        picker.click(); // still inside the tap's user activation: the picker may open
        break;
      case Effect.readPhotoHeader:
        loads.readHeader(a, b, c);
        break;
      case Effect.decodePhoto:
        loads.decode(a, b, { width: c, height: d }, previewSide());
        break;
      case Effect.renderPicture:
        requestPicture();
        break;
      case Effect.saveDraft:
        keeper.save();
        break;
      case Effect.reframed:
        break; // the render after the event drew the cell with its new crop
      case Effect.photosMoved:
        // The reducer's slots changed places: the page's photos and the worker's follow.
        loads.swap(a, b);
        pictures.swapPhotos(a, b);
        sharpening.swap(a, b);
        render();
        break;
      case Effect.startLeaveAnimation:
        motion.leave(a).then(() => {
          mark('grid-left');
          send(Event.animationFinished);
        });
        break;
      case Effect.presentShare:
        presentShare();
        break;
      case Effect.startReturnAnimation:
        motion.back(a).then(() => send(Event.animationFinished));
        break;
      case Effect.nudge:
        motion.nudge(a); // along the share direction
        break;
      case Effect.announce: {
        announcer.say(wordsFor({ kind: a, a: b, b: c, c: d }, { maxPixels, detail: failureDetail, direction: shareWay(flow.state) }));
        break;
      }
      case Effect.startTimer:
        timers.start(a, b);
        break;
      case Effect.cancelTimer:
        timers.cancel(a);
        break;
      case Effect.releasePhoto:
        loads.forget([a]);
        pictures.dropPhoto(a);
        break;
    }
  }

  /** Asks for the picture of the grid as the reducer holds it, with the sharp regions at hand. */
  function requestPicture() {
    const state = flow.state;
    if (!state.complete) return; // a region that arrives late for a grid that changed since
    pictures.request(state.layout, state.pictureSide, state.pictureRevision, state.slots.map((slot) => slot.framing), sharpening.keysFor(state));
  }

  async function presentShare() {
    const token = ++shareToken;
    const result = await presentPicture(pictures, sheet, () => send(Event.systemSheetOpened));
    // Given up on (the core's share timer ran out), and perhaps a later share owns the flow now.
    if (token !== shareToken || flow.state.phase !== Phase.sharing) return;
    failureDetail = result.outcome === Outcome.failed ? shareFailureReason(result.error) : '';
    send(Event.shareFinished, result.outcome);
    failureDetail = '';
  }

  /** The grid's side in device pixels, within what the core lays out (a huge screen is capped). */
  function previewSide() {
    return core.clampSide(Math.round(gridElement.clientWidth * devicePixelRatio));
  }

  picker.addEventListener('change', () => {
    const file = picker.files?.[0];
    const slot = pickingSlot;
    pickingSlot = null;
    mark('photo-picked', { slot });
    if (file && slot !== null) loads.pick(slot, file);
  });
  $('share').addEventListener('click', () => send(Event.shareButtonPressed));
  wireGridHands(gridElement, { core, flow, grid, send });
  landscape.addEventListener('change', () => send(Event.orientationChanged, landscape.matches ? 1 : 0));
  // Back in view (a share sheet closed, say): a sheet that still answers does so at once.
  const returned = () => document.visibilityState === 'visible' && send(Event.pageReturned);
  addEventListener('focus', returned);
  document.addEventListener('visibilitychange', returned);

  send(Event.orientationChanged, landscape.matches ? 1 : 0);
  document.body.dataset.ready = 'true';
  mark('interactive');
  await keeper.restore();
}

function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('sw.js').catch((error) => console.warn('Offline use unavailable:', error));
}
