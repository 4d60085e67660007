// Zoomed-in crops at full sharpness (§9 of the design): a photo is decoded once, to what
// its cells need at 1×, so a zoomed-in crop would be enlarged from those pixels. The core says
// which part of which photo to decode on its own and at what size (`Flow.sharpRegion`); this
// module decodes it from the slot's file and hands it to the picture, which renders again.
// The picture made before it arrives stays ready meanwhile, so a share never waits for it.

export class Sharpening {
  #flow;
  #loads;
  #decoder;
  #pictures;
  #onArrived;
  #held = []; // slot → key of the region the compose worker holds
  #wanted = []; // slot → {key, cancel}: a region decode under way

  /** `onArrived()` is called when a region reaches the picture: time to render again. */
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
   */
  keysFor(state) {
    return state.slots.map(({ photo }, slot) => {
      const record = this.#loads.shown[slot];
      const region = record?.source && photo ? this.#flow.sharpRegion(slot, record.source) : null;
      const key = region ? keyOf(record, region) : null;
      if (this.#wanted[slot] && this.#wanted[slot].key !== key) {
        this.#wanted[slot].cancel();
        this.#wanted[slot] = null;
      }
      if (this.#held[slot] && this.#held[slot] !== key) {
        this.#pictures.dropSharp(slot);
        this.#held[slot] = null;
      }
      if (key && this.#held[slot] !== key && !this.#wanted[slot]) this.#fetch(slot, record, region, key);
      return this.#held[slot] === key ? key : null;
    });
  }

  /** Two slots' photos changed places, and the worker's regions with them. */
  swap(a, b) {
    [this.#held[a], this.#held[b]] = [this.#held[b], this.#held[a]];
    [this.#wanted[a], this.#wanted[b]] = [this.#wanted[b], this.#wanted[a]];
  }

  /** The compose worker started again without any region: they are fetched anew when asked. */
  forget() {
    this.#held = [];
  }

  #fetch(slot, record, region, key) {
    const { promise, cancel } = this.#decoder.decodeRegion(record.file, region);
    const wanted = { key, cancel };
    this.#wanted[slot] = wanted;
    promise.then(
      (bitmap) => {
        if (this.#wanted[slot] !== wanted) return bitmap.close();
        this.#wanted[slot] = null;
        this.#pictures.sendSharp(slot, key, bitmap);
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

/** Names a region of one decode of one photo: the worker's region is used only for this key. */
function keyOf(record, { crop, size }) {
  return `${record.version}:${crop.x},${crop.y},${crop.width}x${crop.height}→${size.width}x${size.height}`;
}
