// Wiring: gestures and controls become reducer events; the reducer's effects are performed
// here; after every event the page is rendered from the reducer's state.

import { loadCore } from './core.js';
import { Effect, Event, Flow, Orientation, Outcome } from './flow.js';
import { GridView } from './grid.js';
import { LayoutButtons } from './layouts.js';
import { watchSwipes } from './gestures.js';
import { GridMotion } from './motion.js';
import { PhotoDecoder } from './photos.js';
import { PictureMaker } from './picture.js';
import { pictureFileName, sharePicture, ShareSheet } from './share.js';
import { Announcer, shareFailureReason, wordsFor } from './messages.js';
import { ExportSize } from './settings.js';

const PHASES = ['idle', 'leaving', 'sharing', 'returning'];
const $ = (id) => document.getElementById(id);

registerServiceWorker();
start();

async function start() {
  const announcer = new Announcer($('message'));
  let core;
  try {
    core = await loadCore();
    document.body.dataset.core = core.path; // issue 9: which build runs (SIMD, scalar, wasm2js), for tests
  } catch (error) {
    console.warn(error);
    announcer.notice('Instagrid cannot run in this browser: it needs WebAssembly. Try an up-to-date browser.');
    return;
  }

  const flow = new Flow(core);
  const gridElement = $('grid');
  const hint = $('hint');
  const picker = $('picker');
  const landscape = matchMedia('(orientation: landscape)');

  const photos = []; // slot → {file, width, height, preview, version}
  const picks = []; // slot → version of the latest pick, to drop slower earlier decodes
  let nextVersion = 1;
  let pickingSlot = null;
  let renderedKey = '';
  let failureDetail = '';

  const decoder = new PhotoDecoder(core);
  const motion = new GridMotion(gridElement);
  const sheet = new ShareSheet($('sheet'));
  const grid = new GridView(gridElement, core, (slot) => send(Event.cellTapped, slot));
  const layouts = new LayoutButtons($('layouts'), core, (number) => send(Event.layoutTapped, number));
  const exportSize = new ExportSize($('size'), () => pictures.restart());
  const pictures = new PictureMaker({
    resend: resendPhotos,
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
      if (status === 'ready') mark('picture-ready', detail);
    },
  });

  function send(event, argument = 0) {
    const effects = flow.dispatch(event, argument);
    render();
    for (const effect of effects) perform(effect);
  }

  function render() {
    const state = flow.state;
    grid.render(state, photos, exportSize.side);
    layouts.render(state);
    hint.textContent = state.orientation === Orientation.landscape ? 'Swipe left to share' : 'Swipe up to share';
    document.body.dataset.orientation = state.orientation === Orientation.landscape ? 'landscape' : 'portrait';
    document.body.dataset.phase = PHASES[state.phase];
    announcer.renderState(state);
    renderAhead(state);
  }

  /** The picture is made whenever the grid is complete and changed, before anyone swipes. */
  function renderAhead(state) {
    if (state.missingCount !== 0) return;
    const key = [state.layout, exportSize.side, ...photos.map((photo) => photo?.version ?? 0)].join();
    if (key === renderedKey) return;
    renderedKey = key;
    pictures.request(state.layout, exportSize.side);
  }

  function perform({ kind, first, second }) {
    switch (kind) {
      case Effect.openPicker:
        pickingSlot = first;
        picker.value = '';
        picker.click(); // still inside the tap's user activation: the picker may open
        break;
      case Effect.startLeave:
        motion.leave(first).then(() => {
          mark('grid-left');
          send(Event.animationFinished);
        });
        break;
      case Effect.presentShare:
        presentShare();
        break;
      case Effect.startReturn:
        motion.back(first).then(() => send(Event.animationFinished));
        break;
      case Effect.nudge:
        motion.nudge(first); // along the share direction
        break;
      case Effect.announce:
        announcer.say(wordsFor(first, second, failureDetail));
        break;
    }
  }

  async function presentShare() {
    let result;
    try {
      const blob = await pictures.picture();
      const file = new File([blob], pictureFileName(), { type: 'image/jpeg' });
      result = await sharePicture(file, { sheet, png: (picture) => pictures.png(picture) });
    } catch (error) {
      console.warn(error);
      result = { outcome: Outcome.failed, error: pictureError() };
      renderedKey = ''; // the person tried: the render after this event asks for the picture again
    }
    failureDetail = result.outcome === Outcome.failed ? shareFailureReason(result.error) : '';
    send(Event.shareFinished, result.outcome);
    failureDetail = '';
  }

  async function addPhoto(slot, file) {
    const version = nextVersion++;
    picks[slot] = version;
    let decoded;
    try {
      // Decoded for the export size of the moment; if it changes meanwhile, decode again.
      for (;;) {
        const side = exportSize.side;
        decoded = await decoder.decode(file, slot, side, previewSide());
        if (side === exportSize.side) break;
        close(decoded);
      }
    } catch (error) {
      console.warn(error);
      if (picks[slot] === version) send(Event.photoFailed, slot);
      return;
    }
    if (picks[slot] !== version) return close(decoded); // a later pick for this slot won
    photos[slot]?.preview.close();
    photos[slot] = { file, width: decoded.width, height: decoded.height, preview: decoded.preview, version };
    pictures.sendPhoto(slot, decoded.bitmap);
    send(Event.photoAdded, slot);
  }

  /**
   * After a worker restart or a new export size: decode every photo again and post it. The
   * photos keep their versions (they are the same photos), so this alone asks for no new
   * picture; it throws if any photo could not be posted, and the worker then renders nothing.
   */
  async function resendPhotos() {
    const side = exportSize.side;
    const results = await Promise.allSettled(
      photos.map(async (photo, slot) => {
        if (!photo) return;
        const decoded = await decoder.decode(photo.file, slot, side, previewSide());
        // Replaced meanwhile, or a newer size asked for: that later pass posts it.
        if (photos[slot] !== photo || exportSize.side !== side) return close(decoded);
        photo.preview.close();
        photos[slot] = { ...photo, width: decoded.width, height: decoded.height, preview: decoded.preview };
        pictures.sendPhoto(slot, decoded.bitmap);
      }),
    );
    render();
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
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
    if (file && slot !== null) addPhoto(slot, file);
  });
  $('share').addEventListener('click', () => send(Event.sharePressed));
  watchSwipes(gridElement, (direction) => send(Event.swiped, direction));
  landscape.addEventListener('change', () => send(Event.orientationChanged, landscape.matches ? 1 : 0));

  send(Event.orientationChanged, landscape.matches ? 1 : 0);
  document.body.dataset.ready = 'true';
  mark('interactive');
}

/** User Timing marks of the moments that matter (read by make bench's page measurements). */
function mark(name, detail) {
  performance.mark(`instagrid:${name}`, { detail });
}

function close(decoded) {
  decoded.bitmap.close();
  decoded.preview.close();
}

function pictureError() {
  const error = new Error('it could not be prepared');
  error.name = 'PictureError';
  return error;
}

function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('sw.js').catch((error) => console.warn('Offline use unavailable:', error));
}
