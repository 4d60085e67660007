// navigator.share / canShare stubs, installed before the page's scripts. Every call is recorded
// with where the grid was at that moment and the files' names, types, sizes and bytes (base64).
// window.__shareMode: 'resolve' (default) | 'abort' | 'fail' | 'hang' | 'unsupported'.
(() => {
  const shares = [];
  window.__shares = shares;
  window.__shareMode = 'resolve';
  // When the last gesture ended, to measure how soon the share sheet opens after it.
  addEventListener('pointerup', () => { window.__lastPointerUp = performance.now(); }, true);

  Navigator.prototype.canShare = function canShare(data) {
    return window.__shareMode !== 'unsupported' && Array.isArray(data?.files) && data.files.length > 0;
  };

  Navigator.prototype.share = async function share(data) {
    const grid = document.getElementById('grid');
    const rect = grid.getBoundingClientRect();
    const record = {
      at: performance.now(),
      sinceGesture: performance.now() - (window.__lastPointerUp ?? -Infinity),
      keys: Object.keys(data),
      grid: { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom },
      transform: getComputedStyle(grid).transform,
      phase: document.body.dataset.phase,
      files: [],
      done: false,
    };
    shares.push(record);
    for (const file of data.files ?? []) {
      const bytes = new Uint8Array(await file.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) {
        binary += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
      }
      record.files.push({ name: file.name, type: file.type, size: file.size, base64: btoa(binary) });
    }
    record.done = true;
    switch (window.__shareMode) {
      case 'abort':
        throw new DOMException('Share canceled', 'AbortError');
      case 'fail':
        throw new DOMException('Permission denied', 'NotAllowedError');
      case 'hang':
        return new Promise(() => {});
      default:
        return undefined;
    }
  };
})();
