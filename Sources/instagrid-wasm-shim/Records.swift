/// The fields of one kind of ABI record (generated from ABI.toml into ABI*Records.swift, a file per concern).
protocol RecordField: RawRepresentable where RawValue == Int {
  /// How many `i32`s the record takes.
  static var words: Int { get }
}

/// One record's `i32` fields, set by name; a field left unset is 0.
struct Record<Field: RecordField> {
  fileprivate(set) var words = [Int32](repeating: 0, count: Field.words)

  init() {}

  subscript(field: Field) -> Int32 {
    get { words[field.rawValue] }
    set { words[field.rawValue] = newValue }
  }
}

/// The block of `resultWords` `i32`s at a call's `out`, filled record by record.
struct ResultBlock {
  private let base: UnsafeMutablePointer<Int32>
  private var used = 0

  /// The block at `address`; `nil` for a null address.
  init?(_ address: Address) {
    guard let pointer = UnsafeMutableRawPointer(address: address) else { return nil }
    base = pointer.bindMemory(to: Int32.self, capacity: resultWords)
  }

  /// Appends `record`; false, writing nothing, when it would not fit.
  mutating func append<Field>(_ record: Record<Field>) -> Bool {
    guard used + Field.words <= resultWords else { return false }
    for (offset, word) in record.words.enumerated() { base[used + offset] = word }
    used += Field.words
    return true
  }

  /// Writes one record for each of `items`, made by `record`; returns their count, or `invalidArgument` when
  /// they would not all fit.
  static func write<Item, Field>(
    _ items: some Collection<Item>, to address: Address, _ record: (Item) -> Record<Field>
  ) -> Int32 {
    guard var block = ResultBlock(address) else { return ABIStatus.invalidArgument.rawValue }
    for item in items {
      guard block.append(record(item)) else { return ABIStatus.invalidArgument.rawValue }
    }
    return Int32(items.count)
  }
}

/// Records the page wrote one after another at an address, read in order.
struct RecordReader {
  private let base: UnsafePointer<Int32>
  private var used = 0

  /// The records at `address`; `nil` for a null address.
  init?(_ address: Address) {
    guard let pointer = UnsafeMutableRawPointer(address: address) else { return nil }
    base = UnsafePointer(pointer.assumingMemoryBound(to: Int32.self))
  }

  /// The next record, read as `Field`'s kind.
  mutating func next<Field: RecordField>(_: Field.Type) -> Record<Field> {
    var record = Record<Field>()
    for offset in 0..<Field.words { record.words[offset] = base[used + offset] }
    used += Field.words
    return record
  }
}

extension Record where Field == NumberField {
  /// A Number record holding `value`.
  init(_ value: Int) {
    self.init()
    self[.value] = Int32(clamping: value)
  }
}
