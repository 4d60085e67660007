/// `numerator / denominator` to the nearest whole number, halves up (both positive): the one
/// rounding a picture's long side and its cells' edges share.
func nearestWhole(_ numerator: Int, _ denominator: Int) -> Int {
  (2 * numerator + denominator) / (2 * denominator)
}
