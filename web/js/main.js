// Wiring: gestures and controls become reducer events, and after every event the screen is
// drawn from the reducer's state (screen.js) and its effects are performed (effects.js: photo
// loads, drafts, the picture, motion, the share). The page keeps no rules of its own.

import { loadCore } from './core/core.js';
import { Event, Phase, Timer } from './core/abi-codes.js';
import { Flow } from './core/flow.js';
import { FlowTimers } from './timers.js';
import { GridView } from './screen/grid.js';
import { DividerLayer } from './screen/dividers.js';
import { LayoutButtons } from './screen/layouts.js';
import { LayoutCatalogue } from './screen/catalogue.js';
import { FrameSheet } from './screen/frame-sheet.js';
import { PhotoSheet } from './screen/photo-sheet.js';
import { GridMotion } from './screen/motion.js';
import { PhotoDecoder } from './photos/decoder.js';
import { PhotoLoads } from './photos/loads.js';
import { PageLeaving } from './photos/page-leaving.js';
import { PhotoReturns } from './photos/returns.js';
import { ShareSheet } from './picture/share.js';
import { ShareSession } from './picture/share-session.js';
import { PhotoPicker } from './input/picker.js';
import { Screen } from './screen/screen.js';
import { effectPerformer } from './effects.js';
import { Announcer } from './screen/messages.js';
import { NOTICES } from './screen/message-words.js';
import { formatChosenWords } from './screen/words.js';
import { cssColour } from './core/core-grid.js';
import { PictureSizeMenu } from './screen/settings.js';
import { StartOver } from './screen/start-over.js';
import { UndoRedo } from './screen/undo-redo.js';
import { mark } from './marks.js';
import { $ } from './screen/page-elements.js';
import { choices } from './screen/choices.js';
import { wirePageInput } from './input/page-input.js';
import { wirePicture } from './picture/page-picture.js';
import { keepDrafts, restoreKept } from './drafts/page-drafts.js';

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
  const { choose, chooseLayout, chooseMadeLayout } = choices({ core, flow, send, announcer });

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
  const loads = new PhotoLoads({ core, flow, decoder, leaving: new PageLeaving(window) });
  const returns = new PhotoReturns({ flow, loads });
  const keeper = keepDrafts({ core, flow, loads, returns, decoder, announcer });
  const { pictures, sharpening, requestPicture } = wirePicture({ core, flow, send, decoder, loads, announcer });
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

  /** @type {import('./core/flow.js').Send} */
  function send(event, ...args) {
    flow.send(event, ...args);
  }

  function render() {
    screen.render(flow.state);
  }

  wirePageInput({ gridElement, shareButton: $('share'), landscape, core, flow, send, grid, dividers, loads });

  send(Event.orientationChanged, landscape.matches ? 1 : 0);
  mark('interactive');
  await restoreKept(keeper);
}

function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('sw.js').catch((error) => console.warn('Offline use unavailable:', error));
}
