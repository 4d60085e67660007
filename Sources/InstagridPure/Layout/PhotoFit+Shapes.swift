/// The photos and the picture a search fits them into, measured in the picture's proportions
/// (its short side is 1), so that the layouts found do not depend on its pixels.
struct FitProblem {
  /// Each photo's aspect, width over height.
  let aspects: [Double]
  /// For each photo, the first photo of exactly its shape (compared as whole-number ratios).
  let shapeClasses: [Int]
  /// The frame's inside, the picture less its margins.
  let width: Double
  let height: Double
  /// The spacing: every gutter and margin.
  let gutter: Double
  /// The smallest side a cell may have, with a little room for rounding to pixels.
  let smallestSide: Double

  var count: Int { aspects.count }

  init(photos: [PixelSize], picture: Picture) {
    aspects = photos.map { Double($0.width) / Double($0.height) }
    // In 64 bits: the page's module has 32-bit Ints, and two sides multiplied pass them (not
    // checked: a checked product needs 128-bit helpers the module does not link, and two
    // 32-bit sides cannot overflow).
    shapeClasses = photos.indices.map { index in
      let photo = photos[index]
      return photos.firstIndex {
        Int64($0.width) &* Int64(photo.height) == Int64(photo.width) &* Int64($0.height)
      } ?? index
    }
    let format = picture.format
    let short = Double(min(format.width, format.height))
    gutter = Double(picture.frame.spacing) / 1000
    width = Double(format.width) / short - 2 * gutter
    height = Double(format.height) / short - 2 * gutter
    smallestSide = 1.015 / 8
  }

  /// What the worst photo's cut weighs beside the mean cut: a quarter with two or three
  /// photos, whose mean it is already much of, half from four on.
  var worstWeight: Double { count <= 3 ? 0.25 : 0.5 }

  /// How many shape bands a group keeps: fewer for eight and nine photos, whose groups are
  /// what the time goes on (about `3ⁿ / 2` splits of groups), and which have so many
  /// near-perfect trees that a coarser choice loses nothing measurable.
  var bandCount: Int { count <= 7 ? 24 : count == 8 ? 8 : 6 }
}

/// A tree in which every cell has its photo's shape, all multiplied by one factor `K`: its
/// width at height `h` is `K · (slope · h + scaled) + fixed`. A photo is `slope` = its aspect.
/// Side by side, two trees of one height add their widths (and a gutter); one above the other,
/// two trees of one width add their heights (and a gutter), and the sum of the inverses of
/// affine functions is again one: so gutters are exact.
///
/// The same record is a node of a refined tree (`FitTree`): there the shape terms are worked
/// out again for each try, from each photo's `factor`, and `rect` is where the node lies.
struct FitShape {
  var slope = 0.0
  var scaled = 0.0
  var fixed = 0.0
  /// The smallest cell's share of the tree's area, at the size its group would have.
  var balance = 0.0
  /// How its two parts lie (`nil`: a photo, `first` its index); `first` and `second` are the
  /// parts' places in the list of shapes (or of the tree's nodes).
  var axis: SplitAxis?
  var first = 0
  var second = 0
  /// In a refined tree: a photo's cell shape over the photo's, and the node's rectangle on the
  /// picture's inside, in the picture's proportions.
  var factor = 1.0
  var x = 0.0
  var y = 0.0
  var width = 0.0
  var height = 0.0

  /// Its shape terms as `a` and `b` laid along `axis` make them.
  mutating func combine(_ a: FitShape, _ b: FitShape, along axis: SplitAxis, gutter: Double) {
    if axis == .columns {
      slope = a.slope + b.slope
      scaled = a.scaled + b.scaled
      fixed = a.fixed + b.fixed + gutter
    } else {
      slope = a.slope * b.slope / (a.slope + b.slope)
      scaled = slope * (a.scaled / a.slope + b.scaled / b.slope - gutter)
      fixed = slope * (a.fixed / a.slope + b.fixed / b.slope)
    }
  }

  /// Its width at `height`, with every photo's shape times `factor`.
  func width(atHeight height: Double, factor: Double) -> Double {
    factor * (slope * height + scaled) + fixed
  }

  /// Its height at `width`, with every photo's shape times `factor`.
  func height(atWidth width: Double, factor: Double) -> Double {
    (width - factor * scaled - fixed) / (factor * slope)
  }
}

/// A whole tree the search found worth fitting: two shapes, how they lie, and its rank.
struct RootCandidate {
  var first = 0
  var second = 0
  var axis = SplitAxis.columns
  var rank = Double.infinity
}

extension FitProblem {
  /// The most promising whole trees, best first (`limit` of them, the places no tree took of
  /// infinite rank): the shapes of every group
  /// of the photos, built from the groups inside it, then every split of the whole set, ranked
  /// by the share every photo loses when the tree is fitted by one factor, plus how far its
  /// smallest cell falls under the size floor.
  ///
  /// `shapes` receives every shape kept; a candidate's parts are indices into it.
  func rootCandidates(limit: Int, shapes: inout [FitShape]) -> [RootCandidate] {
    let full = (1 << count) - 1
    let bands = bandCount
    // Room for every shape kept: a photo per photo, and at most a shape per band per group.
    shapes = [FitShape](repeating: FitShape(), count: count + (full + 1) * bands)
    // Per group (a bit per photo): where its shapes start in `shapes`, and how many.
    var start = [Int](repeating: 0, count: full + 1)
    var kept = [Int](repeating: 0, count: full + 1)
    for photo in 0..<count {
      (start[1 << photo], kept[1 << photo]) = (photo, 1)
      (shapes[photo].slope, shapes[photo].balance, shapes[photo].first) = (aspects[photo], 1, photo)
    }
    var used = count
    var band = [FitShape](repeating: FitShape(), count: bands)
    var candidates = [RootCandidate](repeating: RootCandidate(), count: limit)
    var found = 0
    let aspect = width / height
    // A group's subgroups are smaller numbers than it: counting up builds them first.
    for group in 3...full where group & (group - 1) != 0 {
      let isWhole = group == full
      let size = group.nonzeroBitCount
      // The size a group of `size` photos would have: a share of the inside, of its shape.
      let h = isWhole ? height : height * (Double(size) / Double(count)).squareRoot()
      // A group's shape is bounded by the picture: at least `size` cells of half an equal
      // share each, none past the inside's width or height (with some slack).
      let lowest = Double(size) * aspect / Double(2 * count) / 1.5
      let highest = Double(2 * count) * aspect / Double(size) * 1.5
      for index in 0..<bands { band[index].balance = -1 }
      let lowestPhoto = group & -group
      // Each split of the group into two, once: the part holding its lowest photo first.
      var part = (group - 1) & group
      while part != 0 {
        defer { part = (part - 1) & group }
        guard part & lowestPhoto != 0 else { continue }
        let other = group ^ part
        for a in start[part]..<(start[part] + kept[part]) {
          for b in start[other]..<(start[other] + kept[other]) {
            for side in 0..<2 {
              var shape = FitShape()
              shape.axis = side == 0 ? .columns : .rows
              (shape.first, shape.second) = (a, b)
              shape.combine(shapes[a], shapes[b], along: shape.axis!, gutter: gutter)
              let w = isWhole ? width : shape.width(atHeight: h, factor: 1)
              guard w > 0 else { continue }
              // The share of the first part at that size: its cells' smallest shares follow.
              let (partA, partB) =
                side == 0
                ? (shapes[a].width(atHeight: h, factor: 1), shapes[b].width(atHeight: h, factor: 1))
                : (shapes[a].height(atWidth: w, factor: 1), shapes[b].height(atWidth: w, factor: 1))
              let share = partA / (partA + partB)
              guard share > 0, share < 1 else { continue }
              shape.balance = min(share * shapes[a].balance, (1 - share) * shapes[b].balance)
              guard !isWhole else {
                let rank = wholeRank(shape)
                guard rank < candidates[limit - 1].rank else { continue }
                // Into its place among the best, the worst falling off the end.
                var at = min(found, limit - 1)
                while at > 0, candidates[at - 1].rank > rank {
                  candidates[at] = candidates[at - 1]
                  at -= 1
                }
                candidates[at] = RootCandidate(first: a, second: b, axis: shape.axis!, rank: rank)
                found = min(found + 1, limit)
                continue
              }
              let shapeAspect = w / h
              guard shapeAspect >= lowest, shapeAspect <= highest else { continue }
              // Bands of equal width in `x / (1 + x)`: as fine for tall shapes as for wide ones.
              let index = min(Int(shapeAspect / (1 + shapeAspect) * Double(bands)), bands - 1)
              if band[index].balance < shape.balance { band[index] = shape }
            }
          }
        }
      }
      start[group] = used
      for shape in band where shape.balance >= 0 {
        shapes[used] = shape
        used += 1
      }
      kept[group] = used - start[group]
    }
    return candidates
  }

  /// A whole tree's rank: the share each photo loses when it is fitted to the inside by one
  /// factor (in closed form: its width is affine in the factor), plus how far its smallest cell
  /// falls under half an equal share; infinite when it cannot be fitted.
  private func wholeRank(_ shape: FitShape) -> Double {
    let denominator = shape.slope * height + shape.scaled
    let factor = (width - shape.fixed) / denominator
    guard denominator > 0, factor > 0 else { return .infinity }
    return 1 - min(factor, 1 / factor) + max(0, 0.5 - shape.balance * Double(count))
  }
}
