// A browser that refuses IndexedDB, as a private window may: opening a database throws. (How
// often the page said so is in window.__said: hook.js.)
Object.defineProperty(IDBFactory.prototype, 'open', {
  value() {
    throw new DOMException('no', 'SecurityError');
  },
});
