// The reducer's effects, performed: each goes to the part of the page that owns it (loads and
// returns,
// drafts, the picture, motion, the share, timers, what is said).

import { Effect, Event } from './core/abi-codes.js';
import { wordsFor } from './screen/message-words.js';
import { shareWay } from './screen/screen.js';
import { mark } from './marks.js';

/** @typedef {import('./core/core-api.js').Effect} Effect */

/**
 * The function that performs one effect with the page's `parts`.
 * @param {object} parts
 * @param {import('./core/flow.js').Flow} parts.flow
 * @param {import('./core/flow.js').Send} parts.send
 * @param {() => void} parts.render draws the state again
 * @param {import('./screen/grid.js').GridView} parts.grid
 * @param {import('./input/picker.js').PhotoPicker} parts.picker
 * @param {import('./photos/loads.js').PhotoLoads} parts.loads
 * @param {import('./photos/returns.js').PhotoReturns} parts.returns
 * @param {() => number} parts.previewSide the grid's side in device pixels
 * @param {() => void} parts.requestPicture
 * @param {import('./drafts/keeper.js').DraftKeeper} parts.keeper
 * @param {import('./picture/picture.js').PictureMaker} parts.pictures
 * @param {import('./photos/sharpening.js').Sharpening} parts.sharpening
 * @param {import('./screen/motion.js').GridMotion} parts.motion
 * @param {import('./picture/share-session.js').ShareSession} parts.share
 * @param {import('./screen/messages.js').Announcer} parts.announcer
 * @param {number} parts.maxPixels the most pixels a photo may have, for the words
 * @param {number} parts.mostPhotos the most photos a grid holds, for the words
 * @param {import('./timers.js').FlowTimers} parts.timers
 * @returns {(effect: Effect, drawing: import('./core/flow.js').Drawing) => void} throws on an
 *   effect it does not know: the core and the page disagree on the ABI, and nothing may be dropped
 */
export function effectPerformer(parts) {
  const { flow, send, render, grid, picker, loads, returns, previewSide, requestPicture, keeper, pictures, sharpening, motion, share, announcer, maxPixels, mostPhotos, timers } = parts;
  return ({ kind, a, b, c, d }, drawing) => {
    switch (kind) {
      case Effect.openPicker:
        picker.open(a, b === 1); // b: several photos may be chosen (an empty cell)
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
        // A full render after the event drew the cell already; at frame rate only this cell is.
        if (drawing === 'reframed') grid.reframe(a, flow.state.slots[a].crop);
        break;
      case Effect.photosMoved:
        // The reducer's slots changed places: the page's photos and the worker's follow.
        loads.swap(a, b);
        pictures.photos.swap(a, b);
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
        share.present();
        break;
      case Effect.startReturnAnimation:
        motion.back(a).then(() => send(Event.animationFinished));
        break;
      case Effect.nudge:
        motion.nudge(a); // along the share direction
        break;
      case Effect.announce: {
        announcer.say(wordsFor({ kind: a, a: b, b: c, c: d }, { maxPixels, mostPhotos, detail: share.failureDetail, direction: shareWay(flow.state) }));
        break;
      }
      case Effect.startTimer:
        timers.start(a, b);
        break;
      case Effect.cancelTimer:
        timers.cancel(a);
        break;
      case Effect.releasePhoto:
        returns.setAside(a);
        pictures.photos.drop(a);
        render();
        break;
      case Effect.recallPhoto:
        returns.recall(a, b, c);
        break;
      case Effect.forgetPhoto:
        loads.aside.forget(a);
        keeper.photos.forget(a);
        break;
      case Effect.keepDocument:
        keeper.keepDocument();
        break;
      default:
        throw new Error(`The page cannot perform effect ${kind}: the core and the page disagree on the ABI.`);
    }
  };
}
