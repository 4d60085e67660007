/// One whole tree being refined: its nodes in preorder (a split's two parts come after it),
/// each photo's cell shape as a factor on its photo's, and the cells they make.
struct FitTree {
  /// The nodes, as `FitShape`s whose parts are node indices: their shape terms, factors and
  /// rectangles are the last scoring's.
  private(set) var nodes: [FitShape]
  /// The score of the cells the factors make (lower is better; infinite: no layout).
  private(set) var score = Double.infinity

  /// The tree `candidate` names in `shapes`, each cell its photo's shape, scored (a candidate
  /// of infinite rank names none: its score stays infinite).
  init(_ candidate: RootCandidate, shapes: [FitShape], problem: FitProblem) {
    nodes = [FitShape](repeating: FitShape(), count: 2 * problem.count - 1)
    guard candidate.rank.isFinite else { return }
    nodes[0].axis = candidate.axis
    var next = 1
    nodes[0].first = copy(shapes[candidate.first], from: shapes, at: &next)
    nodes[0].second = copy(shapes[candidate.second], from: shapes, at: &next)
    score = scored(problem)
  }

  /// Writes `shape`'s nodes from `next` on, in preorder; returns where it starts.
  private mutating func copy(_ shape: FitShape, from shapes: [FitShape], at next: inout Int) -> Int {
    let at = next
    next += 1
    (nodes[at].axis, nodes[at].first) = (shape.axis, shape.first)
    if shape.axis != nil {
      nodes[at].first = copy(shapes[shape.first], from: shapes, at: &next)
      nodes[at].second = copy(shapes[shape.second], from: shapes, at: &next)
    }
    return at
  }

  /// Moves the photos' factors while the score improves: each up and down by a step, the step
  /// halved when no move helps, from `step` until it is under `finest`.
  mutating func refine(_ problem: FitProblem, step: Double, finest: Double) {
    guard score.isFinite else { return }
    var step = step
    while step >= finest {
      var improved = false
      for node in nodes.indices where nodes[node].axis == nil {
        let old = nodes[node].factor
        for larger in 0..<2 {
          nodes[node].factor = larger == 0 ? old * (1 + step) : old / (1 + step)
          let moved = scored(problem)
          if moved < score - 1e-12 {
            score = moved
            improved = true
            break
          }
          nodes[node].factor = old
        }
      }
      if !improved { step /= 2 }
    }
    score = scored(problem)  // the nodes hold the best cells again
  }

  /// The score of the current factors: the tree fitted to the inside by one common factor on
  /// the cells' shapes (in closed form, the width being affine in it), its cells laid out, and
  /// the mean share cut plus a part of the worst (`FitProblem.worstWeight`), with the size
  /// limits as penalties.
  private mutating func scored(_ problem: FitProblem) -> Double {
    // Each node's shape terms, parts before their split.
    for node in nodes.indices.reversed() {
      if let axis = nodes[node].axis {
        nodes[node].combine(
          nodes[nodes[node].first], nodes[nodes[node].second], along: axis, gutter: problem.gutter)
      } else {
        nodes[node].slope = problem.aspects[nodes[node].first] * nodes[node].factor
      }
    }
    let denominator = nodes[0].slope * problem.height + nodes[0].scaled
    let factor = (problem.width - nodes[0].fixed) / denominator
    guard denominator > 0, factor > 0 else { return .infinity }
    // Each node's rectangle, splits before their parts: the first part as its shape gives it,
    // the second what is left, so the cells tile the inside exactly.
    (nodes[0].x, nodes[0].y, nodes[0].width, nodes[0].height) =
      (problem.gutter, problem.gutter, problem.width, problem.height)
    var (cut, worst, area) = (0.0, 0.0, 0.0)
    for index in nodes.indices {
      let node = nodes[index]
      guard let axis = node.axis else {
        guard node.width > 0, node.height > 0 else { return .infinity }
        let photoWide = problem.aspects[node.first] * node.height
        let lost = 1 - min(node.width, photoWide) / max(node.width, photoWide)
        cut += lost
        worst = max(worst, lost)
        area += node.width * node.height
        continue
      }
      let (a, b) = (node.first, node.second)
      (nodes[a].x, nodes[a].y, nodes[a].width, nodes[a].height) = (node.x, node.y, node.width, node.height)
      (nodes[b].x, nodes[b].y, nodes[b].width, nodes[b].height) = (node.x, node.y, node.width, node.height)
      if axis == .columns {
        nodes[a].width = nodes[a].width(atHeight: node.height, factor: factor)
        nodes[b].x += nodes[a].width + problem.gutter
        nodes[b].width -= nodes[a].width + problem.gutter
      } else {
        nodes[a].height = nodes[a].height(atWidth: node.width, factor: factor)
        nodes[b].y += nodes[a].height + problem.gutter
        nodes[b].height -= nodes[a].height + problem.gutter
      }
    }
    // How far the cells fall short of the smallest side and the size floor, in shares of them.
    let floor = area / Double(2 * problem.count) * 1.01
    let smallest = problem.smallestSide
    var short = 0.0
    for node in nodes where node.axis == nil {
      short += max(0, smallest - node.width) / smallest + max(0, smallest - node.height) / smallest
      short += max(0, floor - node.width * node.height) / floor
    }
    let score = cut / Double(problem.count) + worst * problem.worstWeight
    return short > 0 ? score + 1 + 4 * short : score
  }
}

extension FitProblem {
  /// How many whole trees are fitted as they come (each cell its photo's shape, one factor
  /// on all), how many of those are refined quickly, and how many of those finely (more, if
  /// fewer make distinct layouts). Seven photos and fewer are cheap enough to rank twice as
  /// many.
  static let fittedTrees = 256
  var rankedTrees: Int { count <= 7 ? 64 : 32 }
  static let finishedTrees = 8

  /// The distinct trees worth offering, best first: the most promising whole trees fitted, the
  /// best of those refined quickly, then the best of those (at least `wanted`, where there are
  /// as many) refined finely. Trees that make one layout for these photos (their parts in
  /// another order, or photos of one shape swapped) are refined once.
  func refinedTrees(wanted: Int) -> [FitTree] {
    var shapes: [FitShape] = []
    let candidates = rootCandidates(limit: Self.fittedTrees, shapes: &shapes)
    let fitted = candidates.map { FitTree($0, shapes: shapes, problem: self) }
    // Half by their rank as they came, half by the score of their cells as fitted: either
    // alone misses trees that refining makes the best.
    var (chosen, signatures) = ([Int](), [UInt64]())
    func choose(_ index: Int) {
      let signature = fitted[index].signature(0, classes: shapeClasses)
      guard fitted[index].score.isFinite, !signatures.contains(signature) else { return }
      chosen.append(index)
      signatures.append(signature)
    }
    for index in fitted.indices where chosen.count < rankedTrees / 2 { choose(index) }
    for index in ascendingOrder(fitted.map { $0.score }) where chosen.count < rankedTrees { choose(index) }
    var trees = chosen.map { index in
      var tree = fitted[index]
      tree.refine(self, step: 0.25, finest: 0.06)
      return tree
    }
    let order = ascendingOrder(trees.map { $0.score })
    let finished = Array(order.prefix(max(Self.finishedTrees, wanted)))
    for index in finished { trees[index].refine(self, step: 0.125, finest: 0.002) }
    return ascendingOrder(finished.map { trees[$0].score }).map { trees[finished[$0]] }
  }
}

/// The indices of `keys` in ascending order of key, equal keys in the order they came (an
/// insertion sort: at most a few hundred keys).
func ascendingOrder(_ keys: [Double]) -> [Int] {
  var order = Array(keys.indices)
  for index in order.indices {
    var at = index
    while at > 0, keys[order[at]] < keys[order[at - 1]] {
      order.swapAt(at, at - 1)
      at -= 1
    }
  }
  return order
}
