/// Where the revealed item ends up.
public enum RevealPlacement: Hashable, Sendable {
  /// The item's bottom sits `spacing` above the keyboard's top (KeyboardAssistant's
  /// `viewBottomToTopOfKeyboard`); an item taller than the visible area is aligned to the top
  /// guide instead.
  case bottomAboveKeyboard
  /// The item's top sits `spacing` below the top guide (KeyboardAssistant's
  /// `viewTopToTopOfScreen`).
  case topBelowTopGuide
}
