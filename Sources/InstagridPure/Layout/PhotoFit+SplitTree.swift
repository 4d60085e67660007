/// A refined tree written as a layout's `SplitTree`, and what tells two of them apart.
extension FitTree {
  /// The tree as a `SplitTree`, photo `i` in slot `slots[i]`: nested splits of one kind merged
  /// into one, each split's parts in the order of their first photo, each part's share its
  /// extent with one gutter (as `SplitTree` measures it). Photos of one shape are then placed
  /// in reading order, first photo first, which changes no cell.
  func splitTree(slots: [Int], problem: FitProblem) -> SplitTree {
    let tree = written(0, problem)
    let reading = Layout(number: 0, name: "", tree: tree).visibleSlots
    var photoOf = Array(0..<Layout.slotCount)
    for shape in problem.shapeClasses.indices where problem.shapeClasses[shape] == shape {
      let cells = reading.filter { problem.shapeClasses[$0] == shape }
      let photos = problem.shapeClasses.indices.filter { problem.shapeClasses[$0] == shape }
      for (cell, photo) in zip(cells, photos) { photoOf[cell] = photo }
    }
    return tree.relabelled { slots[photoOf[$0]] }
  }

  /// The `SplitTree` of `node`, its slots photo indices.
  private func written(_ node: Int, _ problem: FitProblem) -> SplitTree {
    guard let axis = nodes[node].axis else { return .slot(nodes[node].first) }
    var parts: [Int] = []
    collectParts(of: node, along: axis, into: &parts)
    let order = ascendingOrder(parts.map { Double(firstPhoto($0)) })
    // Shares from the running sum of the extents, so rounding never piles up; each at least 1.
    let span = extent(of: node, along: axis, problem)
    var (sum, given) = (0.0, 0)
    var written: [SplitPart] = []
    for (index, part) in order.map({ parts[$0] }).enumerated() {
      sum += extent(of: part, along: axis, problem)
      let end =
        index == parts.count - 1 ? SplitTree.whole : Int(sum / span * Double(SplitTree.whole) + 0.5)
      let share = min(max(end - given, 1), SplitTree.whole - given - (parts.count - 1 - index))
      written.append(SplitPart(share: share, tree: self.written(part, problem)))
      given += share
    }
    return .split(axis, written)
  }

  /// The parts of `node`'s split along `axis`, parts of the same kind opened up.
  private func collectParts(of node: Int, along axis: SplitAxis, into parts: inout [Int]) {
    for part in [nodes[node].first, nodes[node].second] {
      if nodes[part].axis == axis {
        collectParts(of: part, along: axis, into: &parts)
      } else {
        parts.append(part)
      }
    }
  }

  /// The lowest photo index under `node`.
  private func firstPhoto(_ node: Int) -> Int {
    guard nodes[node].axis != nil else { return nodes[node].first }
    return min(firstPhoto(nodes[node].first), firstPhoto(nodes[node].second))
  }

  /// `node`'s extent along `axis`, with one gutter.
  private func extent(of node: Int, along axis: SplitAxis, _ problem: FitProblem) -> Double {
    (axis == .columns ? nodes[node].width : nodes[node].height) + problem.gutter
  }

  /// A digest of `node`'s splits and its photos' shape classes (`classes`), blind to the
  /// order of a split's parts and to nesting splits of one kind: two trees with one digest
  /// make one layout for these photos, its parts perhaps in another order.
  func signature(_ node: Int, classes: [Int]) -> UInt64 {
    guard let axis = nodes[node].axis else { return mixed(UInt64(classes[nodes[node].first]) &+ 1) }
    let parts =
      partsSignature(nodes[node].first, axis, classes) &+ partsSignature(nodes[node].second, axis, classes)
    return mixed(parts &+ (axis == .columns ? 0x5851_F42D : 0x4C95_7F2D))
  }

  /// The sum of the signatures of the parts under `node` along `axis`: a sum, so any order.
  private func partsSignature(_ node: Int, _ axis: SplitAxis, _ classes: [Int]) -> UInt64 {
    guard nodes[node].axis == axis else { return signature(node, classes: classes) }
    return partsSignature(nodes[node].first, axis, classes)
      &+ partsSignature(nodes[node].second, axis, classes)
  }

  /// SplitMix64's finaliser: every bit of the result depends on every bit of `value`.
  private func mixed(_ value: UInt64) -> UInt64 {
    var z = value &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension SplitTree {
  /// The same tree with every slot `s` changed to `map(s)`.
  func relabelled(_ map: (Int) -> Int) -> SplitTree {
    switch self {
    case .slot(let slot): .slot(map(slot))
    case .split(let axis, let parts):
      .split(axis, parts.map { SplitPart(share: $0.share, tree: $0.tree.relabelled(map)) })
    }
  }
}
