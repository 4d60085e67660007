// Written by scripts/abi.py from Sources/instagrid-wasm-shim/ABI.toml: do not edit.

/// The most `i32`s a call writes at `out`: the block the page passes is this long.
let resultWords = 256

/// A fraction (a zoom, a focus, a pan) crosses the ABI as this many parts of one.
let fractionScale = 1000000.0

/// Negative results of the C ABI: the module never traps on bad arguments.
enum ABIStatus: Int32 {
  case ok = 0
  /// An argument is out of its documented range, an address is null, or a record would not fit.
  case invalidArgument = -1
  /// Memory could not be allocated, or a size overflowed 32 bits.
  case outOfMemory = -2
  /// No layout has that number, or the form writes no layout.
  case unknownLayout = -3
  /// The canvas side is outside the sides the geometry supports.
  case sideOutOfRange = -4
  /// No picture format has that code.
  case unknownFormat = -5
}
