// Where a draft's parts are in IndexedDB: the database and its one store, the index of every
// draft's save time, and each photo's bytes and thumbnail under its own key beside its draft's
// document (`<draft id>/photo/<photo id>`, `<draft id>/thumb/<photo id>`).

export const DB_NAME = 'instagrid';
export const STORE = 'drafts';
export const INDEX = 'index';
/** A key nothing is ever stored under: deleting it makes a transaction that writes nothing. */
export const NEVER_WRITTEN = 'never-written';

/**
 * The key of photo `photo`'s bytes in draft `id`.
 * @param {string} id @param {number} photo
 */
export function photoKey(id, photo) {
  return `${id}/photo/${photo}`;
}

/**
 * The key of photo `photo`'s thumbnail in draft `id`.
 * @param {string} id @param {number} photo
 */
export function thumbKey(id, photo) {
  return `${id}/thumb/${photo}`;
}

/**
 * Every key of draft `id`'s photos and thumbnails.
 * @param {string} id
 */
export function partsOf(id) {
  return IDBKeyRange.bound(`${id}/`, `${id}/\uffff`);
}

/**
 * Whether `key` is a photo's or a thumbnail's, not a draft's.
 * @param {IDBValidKey} key
 */
export function isPartKey(key) {
  return typeof key === 'string' && key.includes('/');
}

