// What the page holds for the photo a slot shows: the reducer has its size and framing, the
// page the file, the on-screen preview and the thumbnail a kept draft stores with it (the draft
// holds its bytes: drafts/kept-photos.js).


/** @typedef {import('../../../types/worker-messages').Size} Size */
/** @typedef {import('../../../types/worker-messages').StoredBytes} StoredBytes */
/**
 * What a slot shows, as the page holds it.
 * @typedef {object} ShownPhoto
 * @property {File | null} file the file it came from; null for a restored photo's stand-in
 * @property {HTMLCanvasElement} preview a page-owned canvas (preview.js)
 * @property {number} width the decoded size, which the core's crop is for
 * @property {number} height
 * @property {Size} [source] the size of the file's full decode (a stand-in has none)
 * @property {number} version the ticket of the load that brought it
 * @property {number} [photo] the photo's id, as the core's history refers to it (a stand-in has none)
 * @property {StoredBytes | null} [thumb] a small JPEG of the preview, which a photo coming back shows meanwhile
 */
/**
 * A shown photo in the making: its file, before its decode is done.
 * @typedef {Partial<ShownPhoto> & {file: File}} LoadingPhoto
 */

/**
 * After a compose-worker restart: decodes every shown photo (`shown[slot]`) again at the picture
 * side the reducer holds and hands it to `post(slot, {bitmap, inSrgb})`. Throws if any could not be posted.
 * @param {object} parts
 * @param {import('../core/core-api.js').Core} parts.core
 * @param {import('../core/flow.js').Flow} parts.flow
 * @param {import('./decoder.js').PhotoDecoder} parts.decoder
 * @param {(ShownPhoto | undefined)[]} parts.shown
 * @param {(slot: number, photo: import('../../../types/worker-messages').PhotoBitmap) => void} post
 */
export async function redecodeShown({ core, flow, decoder, shown }, post) {
  const state = flow.state;
  const results = await Promise.allSettled(
    shown.map(async (record, slot) => {
      if (!record?.file || !state.slots[slot].photo) return; // a stand-in is not in the picture
      const need = flow.slotNeed(slot);
      const decoded = await decoder.decode(record.file, { need, preview: need, draftNeed: null }).promise;
      decoded.preview.close();
      if (shown[slot] !== record) return decoded.bitmap.close(); // replaced meanwhile
      post(slot, decoded);
    }),
  );
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw /** @type {PromiseRejectedResult} found by its status */ (failure).reason;
}
