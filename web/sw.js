// Offline use: every file of the page is cached at install and served from the cache first.
// Bump VERSION with every release: a new name installs a fresh cache and drops the old one.

const VERSION = 'instagrid-v38';
const FILES = [
  './',
  'index.html',
  'manifest.webmanifest',
  'instagrid.wasm',
  'instagrid-scalar.wasm',
  'instagrid-wasm2js.js',
  'css/app.css',
  'js/core/abi.js',
  'js/core/abi-codes.js',
  'js/core/abi-exports.js',
  'js/core/abi-records.js',
  'js/picture/canvas-steps.js',
  'js/picture/canvases.js',
  'js/picture/colour-space.js',
  'js/screen/catalogue.js',
  'js/screen/catalogue-made.js',
  'js/core/core.js',
  'js/core/core-api.js',
  'js/core/core-grid.js',
  'js/core/core-photos.js',
  'js/core/core-module.js',
  'js/core/core-flow.js',
  'js/drafts/draft-tabs.js',
  'js/effects.js',
  'js/drafts/draft-claim.js',
  'js/drafts/draft-parts.js',
  'js/drafts/draft-shape.js',
  'js/drafts/draft-keys.js',
  'js/drafts/older-drafts.js',
  'js/drafts/document-record.js',
  'js/drafts/idb.js',
  'js/core/engine.js',
  'js/drafts/keeper.js',
  'js/drafts/kept-photos.js',
  'js/photos/loads.js',
  'js/photos/page-leaving.js',
  'js/photos/returns.js',
  'js/marks.js',
  'js/screen/start-over.js',
  'js/screen/undo-redo.js',
  'js/timers.js',
  'js/core/flow.js',
  'js/core/flow-state.js',
  'js/screen/frame-sheet.js',
  'js/screen/photo-sheet.js',
  'js/input/gestures.js',
  'js/input/gesture-click.js',
  'js/screen/grid.js',
  'js/screen/cell-drawing.js',
  'js/input/grid-hands.js',
  'js/input/divider-hands.js',
  'js/input/divider-drags.js',
  'js/input/divider-keys.js',
  'js/input/divider-taps.js',
  'js/screen/dividers.js',
  'js/screen/layouts.js',
  'js/screen/layout-drawing.js',
  'js/screen/made-drawing.js',
  'js/main.js',
  'js/screen/page-elements.js',
  'js/screen/choices.js',
  'js/input/page-input.js',
  'js/picture/page-picture.js',
  'js/drafts/page-drafts.js',
  'js/screen/message-words.js',
  'js/screen/messages.js',
  'js/screen/words.js',
  'js/screen/motion.js',
  'js/screen/panel.js',
  'js/photos/decoder.js',
  'js/input/picker.js',
  'js/input/photo-drops.js',
  'js/photos/preview.js',
  'js/input/reframe.js',
  'js/screen/screen.js',
  'worker/decode-worker.js',
  'js/picture/picture.js',
  'js/picture/compose-host.js',
  'js/picture/compose-photos.js',
  'js/screen/settings.js',
  'js/picture/share.js',
  'js/picture/share-session.js',
  'js/photos/set-aside.js',
  'js/photos/sharpening.js',
  'js/photos/shown-photo.js',
  'worker/compose-worker.js',
  'worker/canvas-fallback.js',
  'worker/draft-bytes.js',
  'worker/file-decoding.js',
  'worker/scaling.js',
  'worker/work-queue.js',
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
