// Numbers across the ABI: every argument and result is an i32; fractions are millionths.

/// An ABI integer in millionths as a fraction.
func fraction(_ value: Int32) -> Double {
  Double(value) / fractionScale
}

/// A fraction as ABI millionths, saturating.
func millionths(_ value: Double) -> Int32 {
  let scaled = (value * fractionScale).rounded()
  return scaled.isFinite ? Int32(clamping: Int(max(min(scaled, 2e9), -2e9))) : 0
}

/// `value` as an ABI `i32`, saturating (a header may declare sides past 2^31 natively).
func clamped(_ value: Int) -> Int32 {
  Int32(clamping: value)
}
