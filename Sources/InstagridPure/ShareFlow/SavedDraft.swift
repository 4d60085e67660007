/// A draft as the page keeps it on the device: the document, the picture side and the history,
/// written and read here, in short lines of text. The page stores the text as it is, beside the
/// photos' bytes, and never looks inside; a field added to the document is added here alone.
///
/// ```
/// instagrid-draft 5
/// side 2048
/// layout 2 2:0|3:1          the catalogue entry it came from, and its form
/// format 1 1
/// frame 50 16777215 0       spacing, colour (0xRRGGBB), radius
/// photo 0 7 1250000 400000 500000 6
///                           slot, photo id, zoom, focus x and y (millionths), and how it is
///                           turned (its EXIF orientation; a draft of version 3 has none: upright)
/// undo layout 3             a step Undo goes to, then its document's lines
/// layout 3 (0|1)/(2|3)
/// …
/// redo divider              a step Redo goes to (after every Undo step)
/// ```
///
/// A line this version does not know is passed over, so a newer page's draft still comes back
/// as far as this core can show it; a line that does not read makes the draft unreadable.
/// Version 5 added nine slots and the step of several photos picked at once (`pickedMany`);
/// version 4, the photo's turn and the steps that turn, mirror and remove photos.
public enum SavedDraft {
  /// The version this core writes; it reads it and every older one of this form.
  public static let version = 5

  /// The byte that ends each line.
  static let newline = UInt8(ascii: "\n")
}
