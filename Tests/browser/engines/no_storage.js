// A browser that refuses IndexedDB, as a private window may: opening a database throws. And
// every text the page's message shows, in order (window.__said), to count how often it spoke.
Object.defineProperty(IDBFactory.prototype, 'open', {
  value() {
    throw new DOMException('no', 'SecurityError');
  },
});
addEventListener('DOMContentLoaded', () => {
  window.__said = [];
  const message = document.getElementById('message');
  new MutationObserver(() => window.__said.push(message.textContent)).observe(message, {
    childList: true, characterData: true, subtree: true,
  });
});
