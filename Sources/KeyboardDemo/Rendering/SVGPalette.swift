/// The colours of the demo's SVG, named for what they paint.
enum SVGPalette {
  /// The screen.
  static let screen = "#fafafa"
  /// The screen around an app's window that is not the whole screen (Stage Manager).
  static let desk = "#d5d9e0"
  /// Text and outlines.
  static let ink = "#333333"
  /// The safe areas.
  static let safeArea = "#e6e6e6"
  /// The background, the fields and text on the keyboard.
  static let paper = "#ffffff"
  /// A field's outline.
  static let field = "#8a8a8a"
  /// The focused field's outline, and the offset's line.
  static let focus = "#1f6feb"
  /// The estimated keyboard's outline.
  static let estimate = "#b07d00"
  /// The docked keyboard.
  static let keyboard = "#3a3a3c"
  /// A keyboard that floats, covering nothing.
  static let floatingKeyboard = "#9a9aa0"
  /// The caption.
  static let note = "#555555"
  /// The plot's frame.
  static let frame = "#999999"
  /// The plot's grid.
  static let grid = "#eeeeee"
  /// The lines where transitions start.
  static let marker = "#bbbbbb"
  /// The time cursor.
  static let cursor = "#d1242f"
  /// Where a recording's replay departs from what the device published.
  static let departure = "#a40e26"
  /// The lines of the animated properties, in the order of `LayoutProperty.allCases`: the offset's
  /// in the focus colour, the bottom inset's, the content offset's, the constraint constant's. The
  /// colours after them are for properties still to come, so that each has a colour of its own.
  static let series = [focus, "#8250df", "#1a7f37", "#cf222e", "#bc4c00", "#bf3989", "#1b7c83", "#7d4e00"]
  /// The covered height's line.
  static let covered = "#9a6700"
}
