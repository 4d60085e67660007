// User Timing marks of the moments that matter (read by make bench's page measurements and
// by the browser tests).

export function mark(name, detail) {
  performance.mark(`instagrid:${name}`, { detail });
}
