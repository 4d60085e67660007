// Test hook, loaded before the page's own scripts in every engine: records JavaScript errors,
// the Blobs the page makes URLs for (what a download saves: the CSP rightly stops reading a
// blob: URL back), every draft the page writes to IndexedDB, every text the page's message
// shows, the held workers' state (hold.js), and, on demand, the longest stretch the main thread
// was busy.
(() => {
  const errors = [];
  window.__errors = errors;
  addEventListener('error', (event) => {
    errors.push(`error: ${event.message} (${event.filename}:${event.lineno})`);
  });
  addEventListener('unhandledrejection', (event) => {
    errors.push(`unhandled rejection: ${event.reason?.stack ?? event.reason}`);
  });
  const consoleError = console.error;
  console.error = function error(...args) {
    errors.push(`console.error: ${args.map(String).join(' ')}`);
    return consoleError.apply(this, args);
  };

  window.__blobs = [];
  const createObjectURL = URL.createObjectURL;
  URL.createObjectURL = function keep(blob) {
    const url = createObjectURL.call(URL, blob);
    window.__blobs.push({ url, blob });
    return url;
  };
  window.__downloads = [];
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function recordDownload() {
    if (this.hasAttribute('download')) window.__downloads.push({ name: this.download, href: this.href });
    return click.call(this);
  };

  // The last input the page saw, with when and where (a failing scenario prints it: a tap the
  // browser took for a long press, say, shows as a contextmenu and no click).
  window.__input = [];
  for (const type of ['pointerdown', 'pointerup', 'pointercancel', 'click', 'contextmenu']) {
    addEventListener(type, (event) => {
      const target = /** @type {HTMLElement} */ (event.target);
      const at = 'clientX' in event ? [Math.round(/** @type {MouseEvent} */ (event).clientX), Math.round(/** @type {MouseEvent} */ (event).clientY)] : [];
      window.__input.push([type, Math.round(event.timeStamp), target?.dataset?.slot ?? target?.id ?? target?.tagName, ...at]);
      if (window.__input.length > 40) window.__input.shift();
    }, true);
  }

  // Every draft's document written to IndexedDB (not a photo, not the index), with when: what
  // was kept, and in what order.
  window.__draftWrites = [];
  const put = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function recordDraft(value, ...rest) {
    if (Array.isArray(value?.photos)) {
      window.__draftWrites.push({ at: performance.now(), photos: value.photos.filter(Boolean).length });
    }
    return put.call(this, value, ...rest);
  };

  // Every text the page's message shows, in order (empty when it clears): a notice of the page's
  // own fades after the core's passing time, which a test busy meanwhile may outlast. Watched
  // from the moment the document is parsed, before the page's modules run.
  window.__said = [];
  document.addEventListener('readystatechange', () => {
    const message = document.getElementById('message');
    if (document.readyState !== 'interactive' || !message) return;
    new MutationObserver(() => window.__said.push(message.textContent)).observe(message, {
      childList: true, characterData: true, subtree: true,
    });
  });

  // Held workers (hold.js): a worker that starts asks for the word in force (this page's last
  // word, else one kept in sessionStorage across reloads, else 'go'); __held has each worker's
  // last answer, by worker name.
  const hold = new BroadcastChannel('test-hold');
  window.__held = {};
  hold.onmessage = ({ data }) => {
    if (data?.ask) {
      window.__held[data.ask] = { holding: null };
      hold.postMessage(window.__holdWord ?? sessionStorage.getItem('test-hold') ?? 'go');
    } else if (data?.worker) {
      window.__held[data.worker] = { holding: data.holding };
    }
  };
  window.__hold = (word, acrossReloads) => {
    window.__holdWord = word;
    if (acrossReloads) sessionStorage.setItem('test-hold', word);
    else sessionStorage.removeItem('test-hold');
    hold.postMessage(word);
  };

  // The longest main-thread task, in any engine (WebKit and Gecko have no 'longtask' entries):
  // a 5 ms timer that notes how late each tick comes. Started only when asked (it costs a little).
  const TICK = 5;
  window.__busy = { longest: 0, running: false };
  window.__startBusyProbe = () => {
    const busy = window.__busy;
    busy.longest = 0;
    if (busy.running) return;
    busy.running = true;
    let last = performance.now();
    const tick = () => {
      const now = performance.now();
      busy.longest = Math.max(busy.longest, now - last - TICK);
      last = now;
      if (busy.running) setTimeout(tick, TICK);
    };
    setTimeout(tick, TICK);
  };
  window.__stopBusyProbe = () => {
    window.__busy.running = false;
    return window.__busy.longest;
  };
})();
