// Which draft is this tab's. A tab's draft id lives in its sessionStorage, which survives a
// reload and a tab that iOS discarded and brought back; while the tab is open it holds a Web
// Lock named after the id, so another tab can tell that the draft is in use.

const TAB_KEY = 'instagrid-draft';
const LOCK_PREFIX = 'instagrid-draft:';
// A reloaded tab asks for its own draft's lock while the page it replaces may still hold it
// for a moment; a duplicated tab waits this long before it goes on from a copy.
const OWN_LOCK_WAIT_MS = 1000;

/** Whether this browser has Web Locks (Safari 15.4+; not in an insecure context). */
export function hasLocks() {
  return typeof navigator.locks?.request === 'function';
}

/**
 * Holds the lock of draft `id` for as long as this tab lives; false if another tab holds it
 * (still, after `waitMs`). Without Web Locks every id counts as free (and a fresh visit
 * always starts from a copy).
 * @param {string} id @param {number} [waitMs] @returns {Promise<boolean>}
 */
export function holdLock(id, waitMs = 0) {
  if (!hasLocks()) return Promise.resolve(true);
  const held = new Promise(() => {}); // released when the tab goes
  if (!waitMs) {
    return new Promise((resolve) => {
      navigator.locks
        .request(LOCK_PREFIX + id, { ifAvailable: true }, (lock) => {
          resolve(Boolean(lock));
          return lock ? held : undefined;
        })
        .catch(() => resolve(true));
    });
  }
  const giveUp = new AbortController();
  const timer = setTimeout(() => giveUp.abort(), waitMs);
  return new Promise((resolve) => {
    navigator.locks
      .request(LOCK_PREFIX + id, { signal: giveUp.signal }, () => {
        clearTimeout(timer);
        resolve(true);
        return held;
      })
      .catch((error) => resolve(error?.name !== 'AbortError'));
  });
}

/**
 * The ids of drafts that open tabs hold (none known without Web Locks).
 * @returns {Promise<Set<string>>}
 */
export async function heldDraftIds() {
  try {
    const { held = [] } = hasLocks() ? await navigator.locks.query() : /** @type {LockManagerSnapshot} */ ({});
    return new Set(
      held
        .map(({ name }) => name)
        .filter((name) => name?.startsWith(LOCK_PREFIX))
        .map((name) => /** @type {string} the filter kept names only */ (name).slice(LOCK_PREFIX.length)),
    );
  } catch {
    return new Set();
  }
}

/**
 * This tab's draft id, kept across its reloads; null on a fresh visit.
 * @returns {string | null}
 */
export function tabDraftId() {
  try {
    return sessionStorage.getItem(TAB_KEY);
  } catch {
    return null;
  }
}

/** A draft id no other tab has. */
export function newDraftId() {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * Holds this tab's own draft lock, waiting a moment for the page a reload replaces.
 * @param {string} id
 */
export function holdOwnLock(id) {
  return holdLock(id, OWN_LOCK_WAIT_MS);
}

/**
 * Keeps `id` as this tab's draft across reloads.
 * @param {string} id
 */
export function rememberTabDraft(id) {
  try {
    sessionStorage.setItem(TAB_KEY, id);
  } catch {
    // no sessionStorage: a reload is a fresh visit, which still finds this draft
  }
}
