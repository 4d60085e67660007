// The page's input beyond its controls: hands on the grid, photos dropped or pasted, the share
// button, the screen turning, and the page going out of view and back, each sent as an event.

import { Event } from '../core/abi-codes.js';
import { wireGridHands } from './grid-hands.js';
import { watchPhotoDrops, watchPhotoPastes } from './photo-drops.js';

/**
 * Listens for the page's input and sends it to the reducer.
 * @param {object} parts
 * @param {HTMLElement} parts.gridElement
 * @param {HTMLButtonElement} parts.shareButton
 * @param {MediaQueryList} parts.landscape the screen's orientation
 * @param {import('../core/core-api.js').Core} parts.core
 * @param {import('../core/flow.js').Flow} parts.flow
 * @param {import('../core/flow.js').Send} parts.send
 * @param {import('../screen/grid.js').GridView} parts.grid
 * @param {import('../screen/dividers.js').DividerLayer} parts.dividers
 * @param {import('../photos/loads.js').PhotoLoads} parts.loads brings dropped and pasted photos
 */
export function wirePageInput({ gridElement, shareButton, landscape, core, flow, send, grid, dividers, loads }) {
  shareButton.addEventListener('click', () => send(Event.shareButtonPressed));
  wireGridHands(gridElement, { core, flow, send, grid, dividers });
  const bring = (/** @type {number} */ event, /** @type {number} */ slot, /** @type {File[]} */ files) => loads.pickMany(event, slot, files);
  watchPhotoDrops(gridElement, bring);
  watchPhotoPastes(gridElement, bring);
  landscape.addEventListener('change', () => send(Event.orientationChanged, landscape.matches ? 1 : 0));
  // Back in view (a share sheet closed, say): a sheet that still answers does so at once. Out of
  // view, the page may be frozen or discarded: changes waiting for the draft are kept now.
  addEventListener('focus', () => document.visibilityState === 'visible' && send(Event.pageReturned));
  document.addEventListener('visibilitychange', () => send(document.visibilityState === 'visible' ? Event.pageReturned : Event.pageHidden));
}
