// Offline use: every file of the page is cached at install and served from the cache first.
// Bump VERSION with every release: a new name installs a fresh cache and drops the old one.

const VERSION = 'instagrid-v22';
const FILES = [
  './',
  'index.html',
  'manifest.webmanifest',
  'instagrid.wasm',
  'instagrid-scalar.wasm',
  'instagrid-wasm2js.js',
  'css/app.css',
  'js/abi.js',
  'js/canvas-steps.js',
  'js/canvases.js',
  'js/catalogue.js',
  'js/core.js',
  'js/core-api.js',
  'js/core-grid.js',
  'js/core-photos.js',
  'js/core-module.js',
  'js/core-flow.js',
  'js/draft-tabs.js',
  'js/effects.js',
  'js/drafts.js',
  'js/draft-shape.js',
  'js/idb.js',
  'js/engine.js',
  'js/keeper.js',
  'js/loads.js',
  'js/returns.js',
  'js/marks.js',
  'js/start-over.js',
  'js/undo-redo.js',
  'js/timers.js',
  'js/flow.js',
  'js/frame-sheet.js',
  'js/gestures.js',
  'js/grid.js',
  'js/grid-hands.js',
  'js/layouts.js',
  'js/layout-drawing.js',
  'js/main.js',
  'js/message-words.js',
  'js/messages.js',
  'js/words.js',
  'js/motion.js',
  'js/panel.js',
  'js/photos.js',
  'js/picker.js',
  'js/preview.js',
  'js/reframe.js',
  'js/screen.js',
  'worker/decode-worker.js',
  'js/picture.js',
  'js/compose-host.js',
  'js/compose-photos.js',
  'js/settings.js',
  'js/share.js',
  'js/share-session.js',
  'js/set-aside.js',
  'js/sharpening.js',
  'js/shown-photo.js',
  'worker/compose-worker.js',
  'worker/canvas-fallback.js',
  'worker/draft-bytes.js',
  'worker/file-decoding.js',
  'worker/scaling.js',
  'fonts/DancingScript-Bold.woff2',
  'fonts/Dosis-SemiBold.woff2',
  'icons/icon.svg',
  'icons/apple-touch-icon.png',
  'icons/icon-192.png',
  'icons/icon-512.png',
];

// This worker's global scope, as what it is: TypeScript's lib webworker types `self` as any worker's.
const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

sw.addEventListener('install', (event) => {
  // `cache: 'reload'` so a new version never caches a stale HTTP-cached file.
  event.waitUntil(
    caches
      .open(VERSION)
      .then((cache) => cache.addAll(FILES.map((file) => new Request(file, { cache: 'reload' }))))
      .then(() => sw.skipWaiting()),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== VERSION).map((name) => caches.delete(name))))
      .then(() => sw.clients.claim()),
  );
});

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== sw.location.origin) return;
  event.respondWith(
    caches.match(request, { ignoreSearch: true }).then(
      (cached) =>
        cached ??
        fetch(request).then((response) => {
          if (response.ok && response.type === 'basic') {
            const copy = response.clone();
            caches.open(VERSION).then((cache) => cache.put(request, copy));
          }
          return response;
        }),
    ),
  );
});
