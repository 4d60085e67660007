// User Timing marks of the moments that matter (read by make bench's page measurements and
// by the browser tests).

/** @param {string} name @param {unknown} [detail] read back by the tests and make bench */
export function mark(name, detail) {
  performance.mark(`instagrid:${name}`, { detail });
}
