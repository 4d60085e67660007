// The drafts' wiring: the keeper that holds the collage across visits gets each new photo's
// bytes, and the kept collage comes back before the page lets a tap in.

import { DraftKeeper } from './keeper.js';

/**
 * The draft keeper, given each new photo's bytes before the photo shows.
 * @param {ConstructorParameters<typeof DraftKeeper>[0]} parts
 */
export function keepDrafts(parts) {
  const keeper = new DraftKeeper(parts);
  parts.loads.drafts = keeper.photos; // a new photo's bytes go into the draft before it shows
  return keeper;
}

/**
 * Brings the kept collage back, then shows the grid and the controls (app.css): a tap works,
 * and cannot beat the kept collage.
 * @param {DraftKeeper} keeper
 */
export async function restoreKept(keeper) {
  try {
    await keeper.restore();
  } catch (error) {
    console.warn('The kept collage could not come back:', error); // the grid starts empty
  } finally {
    document.body.dataset.ready = 'true';
  }
}
