// For a test that holds a picked file on its way into the draft (test_app.py): the page's reads
// of a File's whole bytes, which the draft's write of a new photo's file waits for
// (kept-photos.js), wait until window.__releaseFileBytes(), as a 35 MB write still under way
// would, for as long as the test needs; a header's read (a slice, a Blob) goes at once. And what
// the decode worker says to the page, in order (window.__decodeSaid): 'bitmaps', 'thumb', and
// its last word on a photo's draft bytes, 'file' (the file itself stays), 'copy' or 'none'. A
// listener added as the worker is made runs before the page's own, in the same dispatch: once
// a word is recorded, the page has acted on it.
(() => {
  const arrayBuffer = Blob.prototype.arrayBuffer;
  /** @type {() => void} */
  let release = () => {};
  const released = new Promise((resolve) => {
    release = resolve;
  });
  window.__releaseFileBytes = () => release();
  Blob.prototype.arrayBuffer = function heldUntilReleased() {
    if (!(this instanceof File)) return arrayBuffer.call(this);
    return released.then(() => arrayBuffer.call(this));
  };

  window.__decodeSaid = [];
  const said = (data) =>
    'draft' in data ? (data.draft ? 'copy' : data.file ? 'file' : 'none') : 'thumb' in data ? 'thumb' : data.bitmap ? 'bitmaps' : 'other';
  const PageWorker = window.Worker;
  window.Worker = class RecordedWorker extends PageWorker {
    constructor(url, options) {
      super(url, options);
      if (options?.name === 'decode') this.addEventListener('message', ({ data }) => window.__decodeSaid.push(said(data)));
    }
  };
})();
