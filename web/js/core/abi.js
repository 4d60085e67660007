// Written by scripts/abi.py from Sources/instagrid-wasm-shim/ABI.toml: do not edit.
// The C ABI (docs/abi.md) in one module: its codes, records and functions, each written to a
// module of its own. The page imports the one it needs; this one re-exports them all.

export * from './abi-codes.js';
export * from './abi-records.js';
export * from './abi-exports.js';
