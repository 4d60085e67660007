// Zoomed-in crops at full sharpness (§9 of the design): a photo is decoded once, to what
// its cells need at 1×, so a zoomed-in crop would be enlarged from those pixels. The core says
// which part of which photo to decode on its own and at what size (`Flow.sharpRegion`); this
// module decodes it from the slot's file and hands it to the picture, which renders again.
// The picture made before it arrives stays ready meanwhile, so a share never waits for it.

/** @typedef {import('./loads.js').ShownPhoto} ShownPhoto */
/** @typedef {import('../../../types/worker-messages').SharpRegion} SharpRegion */

export class Sharpening {
  /** @type {import('../core/flow.js').Flow} */
  #flow;
  /** @type {import('./loads.js').PhotoLoads} */
  #loads;
  /** @type {import('./decoder.js').PhotoDecoder} */
  #decoder;
  /** @type {import('../picture/picture.js').PictureMaker} */
  #pictures;
  /** @type {() => void} */
  #onArrived;
  /** @type {(string | null)[]} */
  #held = []; // slot → key of the region the compose worker holds
  /** @type {({key: string, cancel: () => void} | null)[]} */
  #wanted = []; // slot → {key, cancel}: a region decode under way

  /**
   * `onArrived()` is called when a region reaches the picture: time to render again.
   * @param {object} parts
   * @param {import('../core/flow.js').Flow} parts.flow
   * @param {import('./loads.js').PhotoLoads} parts.loads
   * @param {import('./decoder.js').PhotoDecoder} parts.decoder
   * @param {import('../picture/picture.js').PictureMaker} parts.pictures
   * @param {() => void} parts.onArrived
   */
  constructor({ flow, loads, decoder, pictures, onArrived }) {
    this.#flow = flow;
    this.#loads = loads;
    this.#decoder = decoder;
    this.#pictures = pictures;
    this.#onArrived = onArrived;
  }

  /**
   * The regions to render `state` with: slot → the key of a region the worker holds for it
   * now, or null (the decoded photo and its framing). Starts decoding the regions it lacks and
   * lets go of the ones no longer wanted.
   * @param {import('../core/flow-state.js').FlowState} state @returns {(string | null)[]}
   */
  keysFor(state) {
    return state.slots.map(({ photo }, slot) => {
      const record = this.#loads.shown[slot];
      const region = record?.source && photo ? this.#flow.sharpRegion(slot, record.source) : null;
      // A region is only asked for a record with a source.
      const key = region ? keyOf(/** @type {ShownPhoto} */ (record), region) : null;
      const wanted = this.#wanted[slot]; // (a local: tsc narrows it, not an element of a private field)
      if (wanted && wanted.key !== key) {
        wanted.cancel();
        this.#wanted[slot] = null;
      }
      if (this.#held[slot] && this.#held[slot] !== key) {
        this.#pictures.photos.dropSharp(slot);
        this.#held[slot] = null;
      }
      if (key && this.#held[slot] !== key && !this.#wanted[slot]) {
        this.#fetch(slot, /** @type {ShownPhoto} */ (record), /** @type {SharpRegion} */ (region), key);
      }
      return this.#held[slot] === key ? key : null;
    });
  }

  /**
   * Two slots' photos changed places, and the worker's regions with them.
   * @param {number} a @param {number} b
   */
  swap(a, b) {
    [this.#held[a], this.#held[b]] = [this.#held[b], this.#held[a]];
    [this.#wanted[a], this.#wanted[b]] = [this.#wanted[b], this.#wanted[a]];
  }

  /** The compose worker started again without any region: they are fetched anew when asked. */
  forget() {
    this.#held = [];
  }

  /** @param {number} slot @param {ShownPhoto} record @param {SharpRegion} region @param {string} key */
  #fetch(slot, record, region, key) {
    // A record with a source is a decoded photo's: it has its file.
    const { promise, cancel } = this.#decoder.decodeRegion(/** @type {File} */ (record.file), region);
    const wanted = { key, cancel };
    this.#wanted[slot] = wanted;
    promise.then(
      (decoded) => {
        if (this.#wanted[slot] !== wanted) return decoded.bitmap.close();
        this.#wanted[slot] = null;
        this.#pictures.photos.sendSharp(slot, key, decoded);
        this.#held[slot] = key;
        this.#onArrived();
      },
      (error) => {
        // Cancelled, or the file cannot be read again: the enlarged crop stays, as before.
        if (this.#wanted[slot] === wanted) this.#wanted[slot] = null;
        if (error?.name !== 'CancelledDecode') console.warn('Sharp region:', error);
      },
    );
  }
}

/**
 * Names a region of one decode of one photo: the worker's region is used only for this key.
 * @param {ShownPhoto} record @param {SharpRegion} region
 */
function keyOf(record, { crop, size }) {
  return `${record.version}:${crop.x},${crop.y},${crop.width}x${crop.height}→${size.width}x${size.height}`;
}
