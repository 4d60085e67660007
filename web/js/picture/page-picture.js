// The picture's wiring: the compose worker gets each decoded photo and, once the grid is
// complete, the request for the picture with the sharp regions at hand; its status and its
// trouble come back as events and notices.

import { Event } from '../core/abi-codes.js';
import { pictureSpec } from '../core/flow-state.js';
import { PictureMaker } from './picture.js';
import { Sharpening } from '../photos/sharpening.js';
import { redecodeShown } from '../photos/shown-photo.js';
import { NOTICES } from '../screen/message-words.js';
import { mark } from '../marks.js';

/**
 * The picture maker and the sharpening that feeds it, wired to the page.
 * @param {object} parts
 * @param {import('../core/core-api.js').Core} parts.core
 * @param {import('../core/flow.js').Flow} parts.flow
 * @param {import('../core/flow.js').Send} parts.send
 * @param {import('../photos/decoder.js').PhotoDecoder} parts.decoder
 * @param {import('../photos/loads.js').PhotoLoads} parts.loads
 * @param {import('../screen/messages.js').Announcer} parts.announcer
 */
export function wirePicture({ core, flow, send, decoder, loads, announcer }) {
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
      send(Event.pictureRendered, /** @type {import('./picture.js').PictureDetail} 'ready' comes with it */ (detail).revision);
    },
    onOutOfMemory: (revision) => send(Event.pictureOutOfMemory, revision),
    onBusy: (busy) => decoder.pictureBusy(busy),
  });
  const sharpening = new Sharpening({ flow, loads, decoder, pictures, onArrived: requestPicture });
  loads.onDecoded = (slot, photo) => pictures.photos.send(slot, photo);

  /** Asks for the picture of the grid as the reducer holds it, with the sharp regions at hand. */
  function requestPicture() {
    const state = flow.state;
    if (!state.complete) return; // a region that arrives late for a grid that changed since
    const sharp = sharpening.keysFor(state);
    pictures.request(pictureSpec(state), state.pictureRevision, state.slots.map(({ framing, orientation }, slot) => ({ framing, orientation, sharp: sharp[slot] })));
  }

  return { pictures, sharpening, requestPicture };
}
