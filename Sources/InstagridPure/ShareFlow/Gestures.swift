/// How the page tells a person's gestures apart: a tap from a swipe, a press from a hold, one
/// run of wheel turns or key presses from the next.
public enum Gestures {
  /// How far a finger may drift, in CSS pixels, and still be a tap or a hold (beyond it: a swipe).
  public static let slop = 10
  /// How long a finger stays down on a photo, in milliseconds, before the photo lifts to be
  /// moved: about half a second.
  public static let holdMilliseconds = 500
  /// How long after the last wheel turn, key press or slider step a run of them has ended (one
  /// step of the history), in milliseconds.
  public static let runEndsMilliseconds = 250
  /// A press that crosses the slop sooner than this, in milliseconds, was already moving as it
  /// landed: a flick (the grid's swipe), never a divider's drag, which starts with a press.
  public static let flickMilliseconds = 100
  /// The longest from one tap's end to the next's, in milliseconds, for the two to be a double
  /// tap (a divider back where its layout puts it).
  public static let doubleTapMilliseconds = 350
}
