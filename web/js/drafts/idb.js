// IndexedDB's requests and transactions as promises.

/**
 * An IDBRequest as a promise; `setup(request)` runs before it can fire.
 * @template {IDBRequest & {onblocked?: unknown}} R an IDBRequest (onblocked: an open request's)
 * @param {R} req @param {(req: R) => void} setup (optional) @returns {Promise<R['result']>}
 */
export function request(req, setup = () => {}) {
  return new Promise((resolve, reject) => {
    setup(req);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
    req.onblocked = () => reject(new Error('blocked'));
  });
}

/**
 * Runs `work` on the object store `store` in `transaction` and resolves when it commits.
 * @param {IDBTransaction} transaction @param {string} store @param {(store: IDBObjectStore) => void} work @returns {Promise<void>}
 */
export function done(transaction, store, work) {
  return new Promise((/** @type {() => void} */ resolve, reject) => {
    work(transaction.objectStore(store));
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new Error('aborted'));
  });
}
