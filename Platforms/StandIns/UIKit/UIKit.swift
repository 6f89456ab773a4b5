// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// UIKit as the package's code sees it: the keyboard and editing notifications, their user-info keys,
// the `NSValue` boxing of geometry, and the views, controls and view controllers the adapter
// (Sources/KeyboardHandlerUIKit) reads and writes, with the names, labels, types and isolation of
// Apple's SDKs. With this module in the build, `canImport(UIKit)` is true, so the code's UIKit branches
// compile on Linux against these declarations and nothing else of UIKit.
//
// Behaviour: `Platforms/check uikit` also runs the UIKit-only tests against this module, so the views
// model the little of UIKit's behaviour those tests rely on, each as Apple documents it: a view's
// `bounds` size follows its `frame`; `convert(_:to:)` goes through each superview's frame and bounds
// origin (a scroll view's `contentOffset` is its bounds origin); a window is at the screen's origin;
// `animate` makes the changes at once; `sendActions(for:)` runs the actions added for the event;
// `beginAppearanceTransition` calls `viewWillAppear`/`viewWillDisappear` and `endAppearanceTransition`
// the matching `viewDidAppear`/`viewDidDisappear`, each forwarded to the children, as is
// `viewWillTransition(to:with:)`; one responder is first at a time; a view is its center and bounds,
// its frame derived with its transform and set as its layer's is; a layout pass places constrained views against their superview's visible edges and
// leaves transforms alone; a full-screen window's screen turns with it; a text view's caret sits on the
// line its position is on; a view controller forwards appearance to its children only while
// `shouldAutomaticallyForwardAppearanceMethods` is true; a child's `transitionCoordinator` is its
// ancestors' while they transition, and the coordinator runs `animate(alongsideTransition:completion:)`'s
// completion when the transition ends, telling whether it was cancelled; a view controller presented as a
// form sheet disables automatic keyboard dismissal; a full-screen window keeps one screen; a constraint
// is read in either direction, to its superview or its safe-area guide; a table makes cells from its data
// source for visible rows only; a scroll view may page; a text field's delegate may refuse to begin
// editing; a view is told when its window changes; a view controller loads its view with `loadView()`,
// and is told before and after its view lays its subviews out (`viewWillLayoutSubviews()`,
// `viewDidLayoutSubviews()`); a responder's `next` is its view controller or superview; navigation, tab
// bar and split view controllers show their children's views and tell them of their appearance; a window
// may sit away from its screen's origin (`standInOriginOnScreen`), and converting to its screen's
// coordinate space adds where; a keyboard layout guide's frame is the keyboard height a test sets, and a
// constraint is held by its items' closest common ancestor; `UIAccessibility.post(notification:argument:)`
// is recorded, and Reduce Motion is a test's setting; a view flipped upside down by a scale of -1 (a chat's
// inverted list) converts rectangles upside down.
// Anything else (safe-area insets, drawing, posting notifications) is absent: a test
// posts what UIKit would.
//
// Isolation: UIKit's classes are `@MainActor`. Apple's current documentation shows these constants as
// `nonisolated class let`, but the SDKs of Xcode 16, which the package still supports, import them as
// members of a main-actor class, isolated to the main actor (the compiler reports such a constant, read
// from a nonisolated context, as an error: https://github.com/swiftlang/swift/issues/59484). They are
// declared here the stricter way, so code that compiles here compiles with both.
//
// Availability: the keyboard notifications and keys exist on iOS, iPadOS, Mac Catalyst and visionOS,
// not on tvOS or watchOS (UIWindow.h: `API_UNAVAILABLE(tvos)`); the editing notifications exist
// wherever UIKit has text fields and text views (not watchOS). Code that uses them says
// `#if canImport(UIKit) && !os(tvOS) && !os(watchOS)`; on Linux that condition is true with this module.
//
// Values: UIKit's constants are `NSString`s whose value is the constant's Objective-C name
// (`UIKeyboardWillShowNotification`); a logged notification shows it: `{name = UIKeyboardWillChangeFrameNotification; ...}`.
//
// Sources:
// - https://developer.apple.com/documentation/uikit/uiresponder (class; `@MainActor`)
// - https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillshownotification
//   and keyboarddidshownotification, keyboardwillhidenotification, keyboarddidhidenotification,
//   keyboardwillchangeframenotification, keyboarddidchangeframenotification
// - https://developer.apple.com/documentation/uikit/uiresponder/keyboardframebeginuserinfokey
//   and keyboardframeenduserinfokey, keyboardanimationdurationuserinfokey,
//   keyboardanimationcurveuserinfokey, keyboardislocaluserinfokey
//   (`nonisolated class let ...: String`; iOS 3.2+, Mac Catalyst 13.1+, visionOS 1.0+; no tvOS)
// - https://developer.apple.com/documentation/uikit/uitextfield/textdidbegineditingnotification
//   and https://developer.apple.com/documentation/uikit/uitextfield/textdidendeditingnotification
//   (`class let ...: NSNotification.Name`; the object is the text field; no user info)
// - https://developer.apple.com/documentation/uikit/uitextview/textdidbegineditingnotification
//   and https://developer.apple.com/documentation/uikit/uitextview/textdidendeditingnotification
// - https://developer.apple.com/documentation/foundation/nsvalue/init(cgrect:) (iOS 2.0+, declared by
//   UIKit's UIGeometry.h), and `init(cgPoint:)` beside it; `NSValue(rect:)` and `rectValue` are macOS and
//   Mac Catalyst only:
//   https://developer.apple.com/documentation/foundation/nsvalue/init(rect:)
// - The class hierarchy: UIResponder > UIView > UIControl > UITextField, and UIView > UIScrollView >
//   UITextView (https://developer.apple.com/documentation/uikit/uitextfield,
//   https://developer.apple.com/documentation/uikit/uitextview).

// - https://developer.apple.com/documentation/uikit/uiview (frame, bounds, superview, subviews,
//   window, addSubview(_:), safeAreaInsets (iOS 11), isHidden, isUserInteractionEnabled,
//   convert(_:to:) with a view and with a UICoordinateSpace (iOS 8), endEditing(_:), layoutIfNeeded(),
//   sizeToFit()); https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
//   (iOS 4; `animations: @escaping () -> Void`, "a duration of 0 makes the changes without animating")
//   and https://developer.apple.com/documentation/uikit/uiview/animationoptions (curve options are the
//   curve in bits 16 to 19: curveEaseInOut 0 << 16 ... curveLinear 3 << 16; beginFromCurrentState 1 << 2)
// - https://developer.apple.com/documentation/uikit/uicoordinatespace (iOS 8), uiscreen/coordinatespace,
//   uiscreen/bounds, uiwindow/screen
// - https://developer.apple.com/documentation/uikit/uiscrollview (contentOffset, contentSize,
//   contentInset, adjustedContentInset (iOS 11), verticalScrollIndicatorInsets (iOS 11.1))
// - https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder() and
//   resignfirstresponder(), isfirstresponder, inputaccessoryview (read-only on UIResponder, read-write
//   on UITextField and UITextView)
// - https://developer.apple.com/documentation/uikit/uitextinputtraits/returnkeytype and
//   https://developer.apple.com/documentation/uikit/uireturnkeytype
// - https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:) (iOS 14),
//   uicontrol/sendactions(for:), uicontrol/event/editingdidendonexit, editingchanged and touchupinside,
//   uicontrol/state/normal,
//   uicontrol/isenabled, https://developer.apple.com/documentation/uikit/uitextfield/text,
//   https://developer.apple.com/documentation/uikit/uibutton (used by Examples/ only),
//   https://developer.apple.com/documentation/uikit/uitextview/iseditable
// - https://developer.apple.com/documentation/uikit/uiaction (iOS 13; init(title:image:identifier:
//   discoverabilityTitle:attributes:state:handler:), of which the code passes title, image and handler),
//   https://developer.apple.com/documentation/uikit/uiimage/init(systemname:) (iOS 13)
// - https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(primaryaction:) (iOS 14),
//   init(systemitem:primaryaction:menu:) (iOS 14), flexiblespace() (iOS 14), uibaritem/isenabled,
//   https://developer.apple.com/documentation/uikit/uitoolbar/items
// - https://developer.apple.com/documentation/uikit/uigesturerecognizer (init(), delegate, view,
//   cancelsTouchesInView), uiview/addgesturerecognizer(_:), uitapgesturerecognizer, uitouch/view,
//   https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:)
//   ("Asks the delegate if a gesture recognizer should begin interpreting touches"; returning false makes
//   the recognizer fail) and gesturerecognizer(_:shouldreceive:)
// - https://developer.apple.com/documentation/uikit/nslayoutconstraint/constant
// - https://developer.apple.com/documentation/uikit/uiscreen/bounds ("This rectangle is specified in
//   the current coordinate space, which takes into account any interface rotations in effect"): the
//   stand-in's full-screen window gives its screen its own bounds.
// - https://developer.apple.com/documentation/uikit/uitableview (init(frame:style:); cells are made
//   when the table asks its data source, during layout, and reused: a test adds and moves them as
//   layout would) and https://developer.apple.com/documentation/uikit/uitableviewcell
//   (init(style:reuseIdentifier:), contentView)
// - https://developer.apple.com/documentation/uikit/uiview/transform ("In iOS 8.0 and later, the
//   transform property does not affect Auto Layout. Auto layout calculates a view's alignment rectangle
//   based on its untransformed frame"), uiview/center, uiview/frame ("If the transform property is not
//   the identity transform, the value of this property is undefined"): the stand-in keeps a view as its
//   center and bounds, and derives the frame from them and a translation. Setting the frame sets them as
//   a view's layer does (https://developer.apple.com/documentation/quartzcore/calayer/frame: "When you
//   assign a new value to this property, the layer changes its position and bounds properties to match
//   the rectangle you specified"), the transform included: the transformed view fills the rectangle, so
//   with a translation it rests off the rectangle by that translation once the transform is identity.
// - Auto Layout's layout pass (https://developer.apple.com/documentation/uikit/uiview/layoutifneeded(),
//   translatesautoresizingmaskintoconstraints, nslayoutanchor, nslayoutconstraint/activate(_:),
//   firstitem, firstattribute, seconditem, isactive). A constrained view is placed against its
//   superview's visible edges, Technical Note TN2154 "UIScrollView And Autolayout"
//   (https://developer.apple.com/library/archive/technotes/tn2154/_index.html): "Auto Layout considers
//   the top, left, bottom, and right edges of a view to be the visible edges ... Changing the bounds
//   origin of the superview does not change the position of the view." The stand-in's layout pass does
//   exactly that, for top, bottom, leading, width and height constraints to the superview.
// - https://developer.apple.com/documentation/uikit/uiview/alpha and
//   https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:) (hit-testing ignores views
//   "hidden, that have disabled user interactions, or have an alpha level less than 0.01")
// - https://developer.apple.com/documentation/uikit/uiview/animationoptions/allowuserinteraction (1 << 1)
// - https://developer.apple.com/documentation/uikit/uibarbuttonitem: `accessibilityLabel` from
//   https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel
// - https://developer.apple.com/documentation/uikit/uitextview/textdidchangenotification,
//   uitextview/text, uitextview/selectedrange, uitextview/textcontainerinset,
//   https://developer.apple.com/documentation/uikit/uitextinput/selectedtextrange,
//   https://developer.apple.com/documentation/uikit/uitextinput/caretrect(for:) ("a rectangle to draw
//   the caret at a specified insertion point", in the text view's own coordinates: its content, which
//   scrolls), uitextrange (start, end) and uitextposition. The stand-in lays text out in lines of a
//   fixed height, one per line break, so a caret after n line breaks sits n lines down.
// - https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer ("The underlying
//   gesture recognizer for pan gestures", iOS 5), uiscrollview/keyboarddismissmode-swift.property (iOS 7;
//   "The default value is UIScrollView.KeyboardDismissMode.none") and
//   uiscrollview/keyboarddismissmode-swift.enum/interactive ("the keyboard follows the dragging touch
//   offscreen, and can be pulled upward again to cancel the dismiss"); uipangesturerecognizer,
//   uigesturerecognizer/state-swift.enum, uigesturerecognizer/location(in:), uitouch/location(in:),
//   uievent, uiview/layoutsubviews(). Touches: `StandInFinger` delivers one finger to the gesture
//   recognizers as UIKit's UIGestureRecognizerSubclass.h says ("UIGestureRecognizers ... observe touches
//   hit-tested to their view and their view's subviews"), a pan begins as it moves, and the delegate's
//   answers are asked where Apple's pages say; views themselves get no touches, and nothing scrolls.
// - https://developer.apple.com/documentation/uikit/uiscrollview/isscrollenabled, and a text view's
//   intrinsic content size ("Views with Intrinsic Content Size" in the Auto Layout Guide,
//   https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/ViewswithIntrinsicContentSize.html:
//   "with scrolling enabled, the view does not have an intrinsic content size. With scrolling disabled,
//   by default the view's intrinsic content size is calculated based on the size of the text"):
//   the stand-in's layout pass gives a constrained text view that does not scroll, and has no height
//   constraint, the height of its lines and insets. That pass runs when a test lays the view out, not
//   when the text changes: Apple documents no order between `textDidChangeNotification`
//   (https://developer.apple.com/documentation/uikit/uitextview/textdidchangenotification) and the
//   layout pass, and a test posts the notification before laying out, as a device does.
// - https://developer.apple.com/documentation/uikit/uiviewcontroller (init(nibName:bundle:),
//   init(coder:), view (loaded on first access, then viewDidLoad()), children, addChild(_:), didMove(toParent:), viewWillAppear(_:),
//   viewWillDisappear(_:), beginAppearanceTransition(_:animated:); "If you add a child view controller's
//   view to your hierarchy, the container forwards appearance callbacks to it": the
//   "Implementing a container view controller" section of the UIViewController page)
// - Removing a child: https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:),
//   uiviewcontroller/removefromparent(), uiview/removefromsuperview(), uiview/removegesturerecognizer(_:),
//   https://developer.apple.com/documentation/uikit/uicontrol/removeaction(_:for:) (iOS 14),
//   https://developer.apple.com/documentation/uikit/uiresponder/reloadinputviews() ("If the object is the
//   first responder, this method updates the custom input and accessory views"); "When the receiver
//   subsequently becomes the first responder, the responder infrastructure attaches the view to the
//   appropriate input view before displaying it"
//   (https://developer.apple.com/documentation/uikit/uiresponder/inputaccessoryview): the stand-in shows
//   the accessory view and return key taken then, until `reloadInputViews()` takes them again
// - https://developer.apple.com/documentation/uikit/uiview/endediting(_:) ("If force is true, the text
//   field is never even asked; it is forced to resign"), and
//   https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfieldshouldendediting(_:)
//   (returning false keeps the field editing): the stand-in's text field asks its delegate unless forced
// - https://developer.apple.com/documentation/uikit/uiviewcontroller/beginappearancetransition(_:animated:)
//   and uiviewcontroller/endappearancetransition() (a container tells a child its appearance will change,
//   then that it has), uiviewcontroller/viewdidappear(_:), uiviewcontroller/viewdiddisappear(_:)
//   ("Notifies the view controller that its view was removed from a view hierarchy"): the stand-in
//   ends the transition it began, forwarded to the children as the begin was.
// - https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:)
//   (iOS 8; "View controllers forward the size change message to their views and child view
//   controllers").
// - https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautomaticallyforwardappearancemethods
//   ("If you override this method and return false, you are responsible for telling the child when its
//   views are going to appear or disappear"): the stand-in forwards appearance only while it is true.
// - https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator ("If there is
//   no in-progress transition associated with the current view controller, UIKit checks the view
//   controller's ancestors"), https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
//   (iOS 7; "UIKit creates a transition coordinator object automatically ... ephemeral and lasts for the
//   duration of the transition animation"),
//   https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
//   (the completion runs "after the transition finishes"; UIKitCore's UIViewControllerTransitionCoordinator.h:
//   "It is perfectly legitimate to only specify a completion block ... The completions may be run even if
//   the animations are not"),
//   https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/iscancelled
//   ("whether an interactive transition was canceled"), uiviewcontrollertransitioncoordinatorcontext/isinteractive,
//   and https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/notifywheninteractionchanges(_:)
//   ("When the user cancels a transition, UIKit executes your context block, calls the viewWillDisappear(_:)
//   method on the presented view controller, and finally calls the viewWillAppear(_:) method on the
//   presenting view controller"). UIKit makes coordinators itself; `StandInTransition` is the stand-in's
//   own, for the tests to begin and end a transition as UIKit would.
// - https://developer.apple.com/documentation/uikit/uiviewcontroller/disablesautomatickeyboarddismissal
//   (iOS 4.3; "the default implementation of this method returns true when the modal presentation style of
//   the view controller is set to UIModalPresentationFormSheet"),
//   https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle and
//   https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
// - https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillshownotification ("In iOS
//   16.1 and later, the notification object is the UIScreen that the keyboard appears on"); the stand-in's
//   full-screen window keeps one screen, as a window on a device does (uiwindow/screen).
// - https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection (iOS 10;
//   "the layout direction ... appropriate for arranging the immediate content of this view"),
//   https://developer.apple.com/documentation/uikit/uiview/semanticcontentattribute (iOS 9) and
//   https://developer.apple.com/documentation/uikit/uisemanticcontentattribute: the stand-in's direction
//   is forced by the view's attribute, else its superview's, else left to right (the app's language).
// - Chat screens: https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(scalex:y:)
//   (a list flipped with a scale of -1 shows its content upside down: the stand-in's frames and
//   `convert(_:to:)` scale about the view's center, as a layer's transform does about its anchor point,
//   https://developer.apple.com/documentation/quartzcore/calayer/anchorpoint);
//   https://developer.apple.com/documentation/uikit/uiview/keyboardlayoutguide (iOS 15) and
//   https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide (UIKeyboardLayoutGuide.h: it
//   "follows the keyboard while it is docked"; "when offscreen or undocked, the topAnchor is tied to the
//   bottomAnchor of the view's safeAreaLayoutGuide"); uiresponder/canbecomefirstresponder and
//   uiresponder/inputaccessoryview ("the custom input accessory view to display when the receiver becomes
//   the first responder": a view controller that returns true from `canBecomeFirstResponder` shows its
//   accessory with the keyboard, which carries it, its frame in the keyboard's notifications);
//   uiscrollview/keyboarddismissmode-swift.enum/interactivewithaccessory ("the keyboard and accessory view
//   both follow the dragging touch offscreen"); https://developer.apple.com/documentation/uikit/uicollectionview
//   (a scroll view: `setContentOffset(_:animated:)` is UIScrollView's).
// - For `Examples/` only, declarations whose bodies do nothing or trap, as no test runs them:
//   https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem,
//   uinavigationitem/rightbarbuttonitem, uiviewcontroller/present(_:animated:completion:) (iOS 5),
//   uiviewcontroller/popoverpresentationcontroller (iOS 8), uipopoverpresentationcontroller/barbuttonitem
//   (iOS 8; "On iPad, you must present the view controller in a popover", from
//   https://developer.apple.com/documentation/uikit/uiactivityviewcontroller),
//   uiactivityviewcontroller/init(activityitems:applicationactivities:) (iOS 6), uiactivity,
//   uialertcontroller/init(title:message:preferredstyle:) (iOS 8), uialertcontroller/addaction(_:),
//   uialertaction/init(title:style:handler:) (iOS 8), uialertcontroller/style and uialertaction/style;
//   the scene life cycle (iOS 13; Apple's TN3187 "Migrating to the UIKit scene-based life cycle"):
//   uiapplicationdelegate/application(_:configurationforconnecting:options:),
//   uisceneconfiguration/init(name:sessionrole:) and delegateclass, uiscenesession/role,
//   uiscenedelegate/scene(_:willconnectto:options:), uiwindowscenedelegate/window,
//   uiwindow/init(windowscene:), uiwindow/rootviewcontroller, uiwindow/makekeyandvisible(),
//   uinavigationcontroller/init(rootviewcontroller:).
// - For the app-wide mode, the bar's dressing and accessibility (each modelled where declared, with its
//   page): https://developer.apple.com/documentation/uikit/uiresponder/next, uiviewcontroller/isviewloaded,
//   uinavigationcontroller, uitabbarcontroller, uisplitviewcontroller, uipageviewcontroller,
//   uitableviewcontroller, uitextfield/placeholder, uiview/tintcolor, uibarbuttonitem/init(customview:),
//   uilabel/font, uifont/preferredfont(fortextstyle:), uicontentsizecategoryadjusting,
//   uilargecontentvieweritem (showsLargeContentViewer, largeContentTitle), uilargecontentviewerinteraction,
//   uiview/addinteraction(_:), uiaccessibility/post(notification:argument:), uiaccessibility/notification
//   (UIKit's SDKs for Xcode 16 declare these constants `nonisolated`; the iOS 17.4 SDK as C variables,
//   which the real-SDK check covers), uiaccessibility/isreducemotionenabled, uiview/keyboardlayoutguide,
//   uikeyboardlayoutguide, uitrackinglayoutguide, uiview/layoutguides, uiview/addlayoutguide(_:),
//   uiview/constraints, nslayoutconstraint/isactive.

// UIKit re-exports Foundation; the Apple-SDK check gives the code Apple's geometry, so this does too.
#if canImport(AppleFoundation)
  @_exported import AppleFoundation
#else
  @_exported import Foundation
#endif

@MainActor open class UIResponder: NSObject {
  public static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
  public static let keyboardDidShowNotification = NSNotification.Name("UIKeyboardDidShowNotification")
  public static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
  public static let keyboardDidHideNotification = NSNotification.Name("UIKeyboardDidHideNotification")
  public static let keyboardWillChangeFrameNotification = NSNotification.Name(
    "UIKeyboardWillChangeFrameNotification")
  public static let keyboardDidChangeFrameNotification = NSNotification.Name("UIKeyboardDidChangeFrameNotification")

  public static let keyboardFrameBeginUserInfoKey: String = "UIKeyboardFrameBeginUserInfoKey"
  public static let keyboardFrameEndUserInfoKey: String = "UIKeyboardFrameEndUserInfoKey"
  public static let keyboardAnimationDurationUserInfoKey: String = "UIKeyboardAnimationDurationUserInfoKey"
  public static let keyboardAnimationCurveUserInfoKey: String = "UIKeyboardAnimationCurveUserInfoKey"
  public static let keyboardIsLocalUserInfoKey: String = "UIKeyboardIsLocalUserInfoKey"

  private static weak var firstResponder: UIResponder?

  open var isFirstResponder: Bool { UIResponder.firstResponder === self }
  open var canBecomeFirstResponder: Bool { false }
  open var inputAccessoryView: UIView? { nil }
  /// The next responder in the chain: a view's view controller when it is that view controller's root
  /// view, else its superview; a view controller's, its view's superview
  /// (https://developer.apple.com/documentation/uikit/uiresponder/next).
  open var next: UIResponder? { nil }

  /// Stand-in only: the accessory view the keyboard shows for this responder, taken when it becomes first
  /// responder and again only by `reloadInputViews()`; `nil` while it is not first responder.
  public internal(set) var standInShownAccessoryView: UIView?
  /// Takes what the keyboard shows for this responder now; a text field adds its return key.
  func standInShowInputViews() { standInShownAccessoryView = inputAccessoryView }
  func standInHideInputViews() { standInShownAccessoryView = nil }

  open func reloadInputViews() {
    if isFirstResponder { standInShowInputViews() }
  }

  @discardableResult open func becomeFirstResponder() -> Bool {
    // A first responder that will not resign keeps the keyboard: the other does not become first.
    if let current = UIResponder.firstResponder, current !== self, !current.resignFirstResponder() { return false }
    UIResponder.firstResponder = self
    standInShowInputViews()
    return true
  }

  @discardableResult open func resignFirstResponder() -> Bool {
    standInResign()
    return true
  }

  /// Resigns whatever the responder's delegate would say, as `endEditing(true)` does.
  func standInResign() {
    guard isFirstResponder else { return }
    UIResponder.firstResponder = nil
    standInHideInputViews()
  }
}

public struct UIEdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

public enum UIUserInterfaceLayoutDirection: Int, Sendable { case leftToRight = 0, rightToLeft = 1 }

public enum UISemanticContentAttribute: Int, Sendable {
  case unspecified = 0, playback, spatial, forceLeftToRight, forceRightToLeft
}

@MainActor public protocol UICoordinateSpace: NSObjectProtocol {
  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
  var bounds: CGRect { get }
}

// CoreGraphics' transform, which UIKit re-exports; Linux Foundation has none. Translations and scales are
// modelled (https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(scalex:y:)):
// the adapter sets translations, and a chat app flips its message list upside down with a scale of -1
// (an inverted list); no rotation or shear.
public struct CGAffineTransform: Equatable, Sendable {
  public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }
  public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
  public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
}

@MainActor open class UIView: UIResponder, UICoordinateSpace {
  // A view is its center and bounds, as its layer is; the frame is derived from them and the transform.
  open var center: CGPoint
  open var bounds: CGRect
  open var transform = CGAffineTransform.identity
  open var frame: CGRect {
    get { standInToSuperview(bounds) }
    set {
      bounds.size = CGSize(
        width: newValue.width / max(abs(transform.a), .leastNonzeroMagnitude),
        height: newValue.height / max(abs(transform.d), .leastNonzeroMagnitude))
      center = CGPoint(x: newValue.midX - transform.tx, y: newValue.midY - transform.ty)
    }
  }

  /// A rectangle of the view's bounds in its superview's coordinates: scaled about the view's center by its
  /// transform (a flip turns it upside down), then translated.
  func standInToSuperview(_ rect: CGRect) -> CGRect {
    func map(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
      CGPoint(
        x: center.x + transform.a * (x - bounds.midX) + transform.tx,
        y: center.y + transform.d * (y - bounds.midY) + transform.ty)
    }
    let (from, to) = (map(rect.minX, rect.minY), map(rect.maxX, rect.maxY))
    return CGRect(x: min(from.x, to.x), y: min(from.y, to.y), width: abs(to.x - from.x), height: abs(to.y - from.y))
  }

  /// A rectangle of the superview's coordinates in the view's bounds: the mapping above, undone.
  func standInFromSuperview(_ rect: CGRect) -> CGRect {
    func map(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
      CGPoint(
        x: bounds.midX + (x - center.x - transform.tx) / transform.a,
        y: bounds.midY + (y - center.y - transform.ty) / transform.d)
    }
    let (from, to) = (map(rect.minX, rect.minY), map(rect.maxX, rect.maxY))
    return CGRect(x: min(from.x, to.x), y: min(from.y, to.y), width: abs(to.x - from.x), height: abs(to.y - from.y))
  }
  open private(set) weak var superview: UIView?
  open private(set) var subviews: [UIView] = []
  open var safeAreaInsets: UIEdgeInsets { .zero }
  open var isHidden = false
  open var alpha: CGFloat = 1
  open var isUserInteractionEnabled = true
  open var accessibilityIdentifier: String?
  // NSObject's accessibility properties (UIAccessibility), declared where the code reads them.
  open var accessibilityLabel: String?
  open var isAccessibilityElement = false
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // Apple's declaration: a view without its own tint color takes its superview's.
  open var tintColor: UIColor! {
    get { standInTintColor ?? superview?.tintColor }
    set { standInTintColor = newValue }
  }
  private var standInTintColor: UIColor?
  // UILargeContentViewerItem (iOS 13), which UIView adopts.
  open var showsLargeContentViewer = false
  open var largeContentTitle: String?
  open private(set) var interactions: [any UIInteraction] = []
  open func addInteraction(_ interaction: any UIInteraction) { interactions.append(interaction) }
  open override var next: UIResponder? { standInViewController ?? superview }
  open var semanticContentAttribute = UISemanticContentAttribute.unspecified
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    switch semanticContentAttribute {
    case .forceLeftToRight: .leftToRight
    case .forceRightToLeft: .rightToLeft
    default: superview?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
    }
  }

  public init(frame: CGRect) {
    center = CGPoint(x: frame.midX, y: frame.midY)
    bounds = CGRect(origin: .zero, size: frame.size)
    super.init()
  }
  public convenience override init() { self.init(frame: .zero) }
  public required init?(coder: NSCoder) { fatalError("no archives in the stand-in") }

  open var window: UIWindow? {
    var view = self
    while let parent = view.superview { view = parent }
    return view as? UIWindow
  }

  open func addSubview(_ view: UIView) {
    let before = view.window
    view.superview?.subviews.removeAll { $0 === view }
    subviews.append(view)
    view.superview = self
    if view.window !== before { view.standInWindowDidChange() }
  }

  open func removeFromSuperview() {
    let before = window
    superview?.subviews.removeAll { $0 === self }
    superview = nil
    if window !== before { standInWindowDidChange() }
  }

  /// Tells the view and every view inside it that its window changed
  /// (https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()).
  private func standInWindowDidChange() {
    didMoveToWindow()
    subviews.forEach { $0.standInWindowDidChange() }
  }
  open func didMoveToWindow() {}

  /// From this view's coordinates to its window's (or its topmost superview's).
  private func toRoot(_ rect: CGRect) -> CGRect {
    var rect = rect
    var view: UIView? = self
    while let current = view, let parent = current.superview {
      rect = current.standInToSuperview(rect)
      view = parent
    }
    return rect
  }

  /// From its window's (or its topmost superview's) coordinates to this view's.
  private func fromRoot(_ rect: CGRect) -> CGRect {
    let ancestors = Array(sequence(first: self, next: \.superview).dropLast().reversed())
    return ancestors.reduce(rect) { rect, view in view.standInFromSuperview(rect) }
  }

  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    let root = toRoot(rect)
    guard let view else { return root }
    return view.fromRoot(root)
  }

  public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    if let view = coordinateSpace as? UIView { return convert(rect, to: view as UIView?) }
    // A screen's coordinate space: the window's coordinates, moved by where the window sits on its screen.
    let origin = window?.standInOriginOnScreen ?? .zero
    return convert(rect, to: nil as UIView?).offsetBy(dx: origin.x, dy: origin.y)
  }

  /// Forced, the first responder in this view resigns whatever its delegate says; else it is asked, and
  /// may refuse (a text field's `textFieldShouldEndEditing(_:)` returning false).
  @discardableResult open func endEditing(_ force: Bool) -> Bool {
    func resign(_ view: UIView) -> Bool {
      guard !view.isFirstResponder else {
        if force { view.standInResign() } else { return view.resignFirstResponder() }
        return true
      }
      return view.subviews.allSatisfy(resign)
    }
    return resign(self)
  }

  open private(set) var gestureRecognizers: [UIGestureRecognizer]?
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
    gestureRecognizer.view = self
  }
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    gestureRecognizers?.removeAll { $0 === gestureRecognizer }
    if gestureRecognizers?.isEmpty == true { gestureRecognizers = nil }
    gestureRecognizer.view = nil
  }

  open var translatesAutoresizingMaskIntoConstraints = true
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
  // Declared for `Examples/`, which pins views on both sides; the layout pass places by the leading edge.
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
  open var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
  open var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
  private lazy var standInSafeAreaLayoutGuide: UILayoutGuide = {
    let guide = UILayoutGuide()
    guide.owningView = self
    return guide
  }()
  open var safeAreaLayoutGuide: UILayoutGuide { standInSafeAreaLayoutGuide }
  open private(set) var layoutGuides: [UILayoutGuide] = []
  open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    layoutGuides.append(layoutGuide)
    layoutGuide.owningView = self
  }
  private lazy var standInKeyboardLayoutGuide: UIKeyboardLayoutGuide = {
    let guide = UIKeyboardLayoutGuide()
    addLayoutGuide(guide)
    return guide
  }()
  /// Made and added to the view's layout guides when first asked for.
  open var keyboardLayoutGuide: UIKeyboardLayoutGuide { standInKeyboardLayoutGuide }
  /// The active constraints this view holds: each is held by the closest common ancestor of its items.
  open var constraints: [NSLayoutConstraint] { NSLayoutConstraint.active.filter { $0.standInHolder === self } }

  /// Stand-in only: the view controller whose view this is, told of its view's layout passes.
  weak var standInViewController: UIViewController?

  /// The layout pass: the view lays its subviews out (`layoutSubviews()`, which a subclass overrides to
  /// adjust what constraints cannot express, "Subclasses can override this method as needed to perform
  /// more precise layout of their subviews",
  /// https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()), then each subview does.
  /// A view controller's view tells its view controller before and after it lays its subviews out, and
  /// before they lay out their own ("this method being called does not indicate that the individual
  /// layouts of the view's subviews have been adjusted",
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidlayoutsubviews(),
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilllayoutsubviews()).
  open func layoutIfNeeded() {
    standInViewController?.viewWillLayoutSubviews()
    layoutSubviews()
    standInViewController?.viewDidLayoutSubviews()
    subviews.forEach { $0.layoutIfNeeded() }
  }

  /// Each subview that Auto Layout positions is placed from its active constraints to its superview or
  /// its safe-area guide, in either direction (`view.bottom = superview.bottom + c` or
  /// `superview.bottom = view.bottom + c`), against the superview's visible edges (its bounds, origin
  /// included), by its center and bounds; a view pinned at top and bottom takes the height between. Its
  /// transform is left as it is.
  open func layoutSubviews() {
    for view in subviews where !view.translatesAutoresizingMaskIntoConstraints {
      var frame = CGRect(
        x: view.center.x - view.bounds.width / 2, y: view.center.y - view.bounds.height / 2,
        width: view.bounds.width, height: view.bounds.height)
      let constraints = NSLayoutConstraint.active.filter { $0.firstItem === view }
      if let textView = view as? UITextView, !textView.isScrollEnabled { frame.size.height = textView.contentHeight }
      for constraint in constraints where constraint.secondItem == nil {
        if constraint.firstAttribute == .width { frame.size.width = constraint.constant }
        if constraint.firstAttribute == .height { frame.size.height = constraint.constant }
      }
      // Within a scroll view, the edges are its content's (TN2154), which its bounds origin scrolls.
      let edges = self is UIScrollView ? CGRect(origin: .zero, size: bounds.size) : bounds
      let safeArea = safeAreaLayoutGuide.layoutFrame
      /// Where the constraint puts the view's attribute, read in either direction.
      func position(_ constraint: NSLayoutConstraint) -> (NSLayoutConstraint.Attribute, CGFloat)? {
        func edge(of item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> CGFloat? {
          // A layout guide of this view (its safe area, its keyboard) is where its layout frame is.
          let guide = (item as? UILayoutGuide).flatMap { $0.owningView === self ? $0 : nil }
          let rect = item === self ? edges : guide === safeAreaLayoutGuide ? safeArea : guide?.layoutFrame
          switch attribute {
          case .top: return rect?.minY
          case .bottom: return rect?.maxY
          case .leading: return rect?.minX
          default: return nil
          }
        }
        if constraint.firstItem === view, let other = edge(of: constraint.secondItem, constraint.secondAttribute) {
          return (constraint.firstAttribute, other + constraint.constant)
        }
        if constraint.secondItem === view, let other = edge(of: constraint.firstItem, constraint.firstAttribute) {
          return (constraint.secondAttribute, other - constraint.constant)
        }
        return nil
      }
      let positions = NSLayoutConstraint.active.compactMap(position)
      let top = positions.last { $0.0 == .top }?.1
      let bottom = positions.last { $0.0 == .bottom }?.1
      if let top { frame.origin.y = top }
      if let bottom {
        if let top { frame.size.height = max(0, bottom - top) } else { frame.origin.y = bottom - frame.height }
      }
      if let leading = positions.last(where: { $0.0 == .leading })?.1 { frame.origin.x = leading }
      view.bounds.size = frame.size
      view.center = CGPoint(x: frame.midX, y: frame.midY)
    }
  }
  open func sizeToFit() {}

  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
  }

  open class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }
}

@MainActor open class UIScreen: NSObject, UICoordinateSpace {
  open internal(set) var bounds: CGRect
  public init(bounds: CGRect) {
    self.bounds = bounds
    super.init()
  }
  open var coordinateSpace: any UICoordinateSpace { self }
  public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    fatalError("not used by the package")
  }
}

@MainActor open class UIWindow: UIView {
  private var assignedScreen: UIScreen?
  private lazy var fullScreen = UIScreen(bounds: bounds)
  /// A full-screen window's screen, always the same one: its bounds are the window's,
  /// interface-oriented, so resizing the window to landscape is rotating the device.
  open var screen: UIScreen {
    get {
      if let assignedScreen { return assignedScreen }
      fullScreen.bounds = CGRect(origin: .zero, size: bounds.size)
      return fullScreen
    }
    set { assignedScreen = newValue }
  }
  /// Stand-in only: where the window's top-left corner is on its screen. A window fills its screen by
  /// default; in Stage Manager, an iPadOS 26 window or Split View it need not
  /// (https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey: the
  /// screen's and a view's coordinates differ "in Split View, Slide Over, and Stage Manager"), and a test
  /// places it with `screen` set to the whole screen.
  public var standInOriginOnScreen = CGPoint.zero
  // Declared for `Examples/`, whose scene delegate builds the window; no test shows a window.
  open var rootViewController: UIViewController?
  public convenience init(windowScene: UIWindowScene) { self.init(frame: .zero) }
  open func makeKeyAndVisible() {}
}

public enum UIReturnKeyType: Int, Sendable {
  case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

@MainActor open class UIImage: NSObject {
  public convenience init?(systemName name: String) { self.init() }
}

public typealias UIActionHandler = @MainActor (UIAction) -> Void

@MainActor open class UIAction: NSObject {
  let handler: UIActionHandler
  public init(title: String = "", image: UIImage? = nil, handler: @escaping UIActionHandler) {
    self.handler = handler
    super.init()
  }
}

@MainActor open class UIControl: UIView {
  public struct Event: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    public static let touchUpInside = Event(rawValue: 1 << 6)
  }
  public struct State: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
  }

  private var actions: [(UIAction, Event)] = []
  open var isEnabled = true

  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    actions.append((action, controlEvents))
  }

  open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    actions.removeAll { $0.0 === action && !$0.1.isDisjoint(with: controlEvents) }
  }

  open func sendActions(for controlEvents: UIControl.Event) {
    for (action, events) in actions where !events.isDisjoint(with: controlEvents) { action.handler(action) }
  }
}

@MainActor open class UITextField: UIControl {
  public static let textDidBeginEditingNotification = NSNotification.Name("UITextFieldTextDidBeginEditingNotification")
  public static let textDidEndEditingNotification = NSNotification.Name("UITextFieldTextDidEndEditingNotification")
  private var accessory: UIView?
  open override var inputAccessoryView: UIView? {
    get { accessory }
    set { accessory = newValue }
  }
  open var returnKeyType: UIReturnKeyType = .default
  open var text: String?
  open var placeholder: String?
  open weak var delegate: (any UITextFieldDelegate)?

  /// Stand-in only: the return key the keyboard shows, taken as the accessory view is.
  public private(set) var standInShownReturnKeyType: UIReturnKeyType?
  override func standInShowInputViews() {
    super.standInShowInputViews()
    standInShownReturnKeyType = returnKeyType
  }
  override func standInHideInputViews() {
    super.standInHideInputViews()
    standInShownReturnKeyType = nil
  }

  @discardableResult open override func resignFirstResponder() -> Bool {
    if isFirstResponder, delegate?.textFieldShouldEndEditing(self) == false { return false }
    return super.resignFirstResponder()
  }

  /// A delegate that returns false from `textFieldShouldBeginEditing(_:)` keeps the field from editing:
  /// it does not become first responder, and the one that was stays
  /// (https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfieldshouldbeginediting(_:)).
  @discardableResult open override func becomeFirstResponder() -> Bool {
    if !isFirstResponder, delegate?.textFieldShouldBeginEditing(self) == false { return false }
    return super.becomeFirstResponder()
  }
}

// Objective-C optional requirements, which a Swift protocol cannot declare: the defaults stand in.
@MainActor public protocol UITextFieldDelegate: NSObjectProtocol {
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
}

@MainActor open class UIButton: UIControl {
  // Declared for `Examples/`: a button's title (https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)).
  open func setTitle(_ title: String?, for state: UIControl.State) {}
}

/// A label (https://developer.apple.com/documentation/uikit/uilabel): `Examples/` sets its text and number
/// of lines, the accessory bar its text and font, which follows the user's text size.
@MainActor open class UILabel: UIView, UIContentSizeCategoryAdjusting {
  open var text: String?
  open var numberOfLines = 1
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // Apple's declaration.
  open var font: UIFont! = UIFont.preferredFont(forTextStyle: .body)
  open var adjustsFontForContentSizeCategory = false
  open var adjustsFontSizeToFitWidth = false
  open var minimumScaleFactor: CGFloat = 0
}

/// A scroll view's `contentOffset` is its bounds origin; one whose `isPagingEnabled` is true stops on
/// multiples of its bounds (https://developer.apple.com/documentation/uikit/uiscrollview/ispagingenabled):
/// a test sets the offset of the page shown. `setContentOffset(_:animated:)` sets the offset at once here
/// (https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)); the
/// stand-in records the calls.
@MainActor open class UIScrollView: UIView {
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { bounds.origin = newValue }
  }
  open var isPagingEnabled = false
  /// Stand-in only: each `setContentOffset(_:animated:)` call's offset and whether it animated.
  public private(set) var standInSetContentOffsetCalls: [(offset: CGPoint, animated: Bool)] = []
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    standInSetContentOffsetCalls.append((contentOffset, animated))
    self.contentOffset = contentOffset
  }
  open var contentSize: CGSize = .zero
  open var contentInset: UIEdgeInsets = .zero
  open var isScrollEnabled = true
  open var adjustedContentInset: UIEdgeInsets { contentInset }
  open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
  public enum KeyboardDismissMode: Int, Sendable {
    case none = 0, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
  }
  open var keyboardDismissMode = KeyboardDismissMode.none
  private lazy var standInPan: UIPanGestureRecognizer = {
    let pan = UIPanGestureRecognizer()
    addGestureRecognizer(pan)
    return pan
  }()
  open var panGestureRecognizer: UIPanGestureRecognizer { standInPan }
  public override init(frame: CGRect) {
    super.init(frame: frame)
    _ = panGestureRecognizer
  }
  public required init?(coder: NSCoder) { fatalError("no archives in the stand-in") }
}

/// A search bar, whose text field is a subview of its own
/// (https://developer.apple.com/documentation/uikit/uisearchbar/searchtextfield, iOS 13).
@MainActor open class UISearchBar: UIView {
  open private(set) var searchTextField = UISearchTextField(frame: .zero)
  public override init(frame: CGRect) {
    super.init(frame: frame)
    searchTextField.frame = CGRect(origin: .zero, size: frame.size)
    addSubview(searchTextField)
  }
  public required init?(coder: NSCoder) { fatalError("no archives in the stand-in") }
}

@MainActor open class UISearchTextField: UITextField {}

@MainActor open class UITableViewCell: UIView {
  public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
  open private(set) var contentView = UIView()
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(frame: .zero)
    addSubview(contentView)
  }
  public required init?(coder: NSCoder) { fatalError("no archives in the stand-in") }
  open override var frame: CGRect { didSet { contentView.frame = CGRect(origin: .zero, size: frame.size) } }
}

/// A stack view lays its arranged subviews out one after another along its axis, `spacing` apart, and
/// leaves hidden ones out of the layout
/// (https://developer.apple.com/documentation/uikit/uistackview: "the stack view automatically updates its
/// layout whenever ... one of the arranged subviews's isHidden property changes"; here, at the next
/// layout pass). Modelled: the vertical axis, each arranged view at its own height and the stack's width
/// (the `.fill` alignment and distribution for views that keep their height).
@MainActor open class UIStackView: UIView {
  open private(set) var arrangedSubviews: [UIView] = []
  open var axis = NSLayoutConstraint.Axis.horizontal
  open var spacing: CGFloat = 0

  public init(arrangedSubviews views: [UIView]) {
    super.init(frame: .zero)
    views.forEach(addArrangedSubview)
  }
  public required init?(coder: NSCoder) { fatalError("no archives in the stand-in") }

  open func addArrangedSubview(_ view: UIView) {
    arrangedSubviews.append(view)
    addSubview(view)
  }

  open override func layoutIfNeeded() {
    if axis == .vertical {
      var y: CGFloat = 0
      for view in arrangedSubviews where !view.isHidden {
        view.frame = CGRect(x: 0, y: y, width: bounds.width, height: view.bounds.height)
        y += view.bounds.height + spacing
      }
    }
    super.layoutIfNeeded()
  }
}

// UIKit's extension of Foundation's index path (https://developer.apple.com/documentation/foundation/indexpath).
extension IndexPath {
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  public var section: Int { self[0] }
  public var row: Int { self[1] }
}

// Objective-C optional requirements, which a Swift protocol cannot declare: the default stands in.
@MainActor public protocol UITableViewDataSource: NSObjectProtocol {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  func numberOfSections(in tableView: UITableView) -> Int
}

extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

/// A table makes cells only for the rows it shows: a layout pass asks its data source for each visible
/// row's cell and takes the cells of rows scrolled away for reuse, and `cellForRow(at:)` returns nil
/// for a row that is not visible (https://developer.apple.com/documentation/uikit/uitableview/cellforrow(at:),
/// https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:)).
/// Rows are `rowHeight` tall, one section after another; `scrollToRow(at:at:animated:)` with `.none`
/// scrolls the least that shows the row
/// (https://developer.apple.com/documentation/uikit/uitableview/scrolltorow(at:at:animated:)), and the
/// next layout pass makes its cell.
@MainActor open class UITableView: UIScrollView {
  public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
  public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
  open weak var dataSource: (any UITableViewDataSource)?
  open var rowHeight: CGFloat = 44
  private var cells: [IndexPath: UITableViewCell] = [:]
  private var reusable: [UITableViewCell] = []
  public init(frame: CGRect, style: UITableView.Style) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { fatalError("no archives in the stand-in") }

  open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 0 }
  open func numberOfRows(inSection section: Int) -> Int {
    dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
  }
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { cells[indexPath] }
  open func indexPath(for cell: UITableViewCell) -> IndexPath? { cells.first { $0.value === cell }?.key }
  open var visibleCells: [UITableViewCell] { cells.sorted { $0.key < $1.key }.map(\.value) }
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    reusable.isEmpty ? nil : reusable.removeFirst()
  }
  open func reloadData() {
    for cell in cells.values { cell.removeFromSuperview() }
    reusable += cells.values
    cells = [:]
    layoutIfNeeded()
  }
  /// Each row's frame in the content, in order.
  private var rowFrames: [(IndexPath, CGRect)] {
    var y: CGFloat = 0
    var frames: [(IndexPath, CGRect)] = []
    for section in 0..<numberOfSections {
      for row in 0..<numberOfRows(inSection: section) {
        frames.append(
          (IndexPath(row: row, section: section), CGRect(x: 0, y: y, width: bounds.width, height: rowHeight)))
        y += rowHeight
      }
    }
    return frames
  }
  open func rect(forRow indexPath: IndexPath) -> CGRect {
    rowFrames.first { $0.0 == indexPath }?.1 ?? .zero
  }
  open func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {
    let row = rect(forRow: indexPath)
    let visible = bounds.height - adjustedContentInset.bottom
    if row.maxY > contentOffset.y + visible {
      contentOffset.y = row.maxY - visible
    } else if row.minY < contentOffset.y {
      contentOffset.y = row.minY
    }
  }
  open override func layoutIfNeeded() {
    // Without a data source the cells are the test's own, placed by hand.
    guard dataSource != nil else { return super.layoutIfNeeded() }
    let frames = rowFrames
    contentSize = CGSize(width: bounds.width, height: frames.last?.1.maxY ?? 0)
    let shown = frames.filter { $0.1.intersects(bounds) }
    for (indexPath, cell) in cells where !shown.contains(where: { $0.0 == indexPath }) {
      cell.removeFromSuperview()
      cells[indexPath] = nil
      reusable.append(cell)
    }
    if let dataSource {
      for (indexPath, frame) in shown where cells[indexPath] == nil {
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        cell.frame = frame
        addSubview(cell)
        cells[indexPath] = cell
      }
    }
    super.layoutIfNeeded()
  }
}

/// Declared for the adapter, which scrolls it as it does a table
/// (https://developer.apple.com/documentation/uikit/uicollectionview); no test lays one out.
/// A collection view is a scroll view whose cells a layout places
/// (https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:));
/// the stand-in lays out no cells: a test that needs them adds them as layout would.
@MainActor open class UICollectionView: UIScrollView {
  open var collectionViewLayout: UICollectionViewLayout
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
  }
  public required init?(coder: NSCoder) { fatalError("no archives in the stand-in") }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewlayout and
/// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout: declared, not laid out.
@MainActor open class UICollectionViewLayout: NSObject {}
@MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {}

@MainActor open class UITextPosition: NSObject {
  let offset: Int
  init(offset: Int) { self.offset = offset }
}

@MainActor open class UITextRange: NSObject {
  open private(set) var start: UITextPosition
  open private(set) var end: UITextPosition
  init(start: UITextPosition, end: UITextPosition) { (self.start, self.end) = (start, end) }
}

@MainActor open class UITextView: UIScrollView {
  open var isEditable = true
  public static let textDidChangeNotification = NSNotification.Name("UITextViewTextDidChangeNotification")
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // Apple's declaration.
  open var text: String! = ""
  open var selectedRange = NSRange(location: 0, length: 0)
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
  open var selectedTextRange: UITextRange? {
    UITextRange(
      start: UITextPosition(offset: selectedRange.location),
      end: UITextPosition(offset: selectedRange.location + selectedRange.length))
  }
  /// The model of layout: lines of `lineHeight` below the top inset, one per line break, no wrapping.
  static let lineHeight: CGFloat = 20
  /// The height of the text's lines and the text container's insets: a text view's intrinsic height
  /// when it does not scroll.
  var contentHeight: CGFloat {
    let lines = (text ?? "").utf16.filter { $0 == 10 }.count + 1
    return textContainerInset.top + CGFloat(lines) * Self.lineHeight + textContainerInset.bottom
  }
  open func caretRect(for position: UITextPosition) -> CGRect {
    let line = (text ?? "").utf16.prefix(position.offset).filter { $0 == 10 }.count
    let y = textContainerInset.top + CGFloat(line) * Self.lineHeight
    return CGRect(x: textContainerInset.left, y: y, width: 2, height: Self.lineHeight)
  }
  public static let textDidBeginEditingNotification = NSNotification.Name("UITextViewTextDidBeginEditingNotification")
  public static let textDidEndEditingNotification = NSNotification.Name("UITextViewTextDidEndEditingNotification")
  private var accessory: UIView?
  open override var inputAccessoryView: UIView? {
    get { accessory }
    set { accessory = newValue }
  }
}

/// A finger on the screen (https://developer.apple.com/documentation/uikit/uitouch): the view it touched
/// first, and where it is now. `location(in:)` ("Pass nil to get the touch location in the window's
/// coordinates", https://developer.apple.com/documentation/uikit/uitouch/location(in:)) converts it.
/// UIKit makes touches; `StandInFinger` makes the stand-in's.
@MainActor open class UITouch: NSObject {
  open private(set) var view: UIView?
  /// Where the finger is, in its window's coordinates.
  var standInLocation = CGPoint.zero
  init(view: UIView, at location: CGPoint) {
    self.view = view
    standInLocation = location
    super.init()
  }
  open func location(in view: UIView?) -> CGPoint {
    guard let view else { return standInLocation }
    let origin = view.convert(CGRect.zero, to: nil).origin
    return CGPoint(x: standInLocation.x - origin.x, y: standInLocation.y - origin.y)
  }
}

/// The event a touch belongs to (https://developer.apple.com/documentation/uikit/uievent); nothing of it
/// is read.
@MainActor open class UIEvent: NSObject {}

// Objective-C optional requirements, which a Swift protocol cannot declare: the defaults stand in.
@MainActor public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
}

extension UIGestureRecognizerDelegate {
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
  public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
    true
  }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
}

/// A gesture recognizer observes the touches hit-tested to its view and the view's subviews, before the
/// view does (UIKit's UIGestureRecognizerSubclass.h: "UIGestureRecognizers receive touches before the view
/// to which the touch was hit-tested"). A subclass overrides `touchesBegan(_:with:)`, `touchesMoved`,
/// `touchesEnded` and `touchesCancelled`, and may set `state`, which it sees read-write by importing the
/// `UIKit.UIGestureRecognizerSubclass` module
/// (https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property); here they
/// are in UIKit itself, as a Swift module has no submodules. A recognizer that fails takes no more touches
/// of the sequence and is reset to `.possible` ("No action message is sent and the gesture recognizer is
/// reset", https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/failed).
@MainActor open class UIGestureRecognizer: NSObject {
  public enum State: Int, Sendable { case possible = 0, began, changed, ended, cancelled, failed }
  open weak var delegate: (any UIGestureRecognizerDelegate)?
  open internal(set) weak var view: UIView?
  open var cancelsTouchesInView = true
  open var state = State.possible
  /// The touches of the sequence under way that this recognizer receives.
  var standInTouches: [UITouch] = []
  open func location(in view: UIView?) -> CGPoint {
    standInTouches.first?.location(in: view) ?? .zero
  }
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func reset() {}
}

/// A tap: recognised when the finger lifts where it touched, unless the delegate says not to begin
/// (https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:)).
@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {}

/// A pan (https://developer.apple.com/documentation/uikit/uipangesturerecognizer): "A panning gesture is
/// continuous": it begins as the finger moves, changes as it moves on, and ends as it lifts. Its target's
/// actions are not modelled (the stand-in's scroll view does not scroll under the finger: a test sets the
/// offset the finger would).
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {}

/// Stand-in only: one finger, as UIKit delivers it to gesture recognizers. It touches a view, and every
/// recognizer of that view and of its superviews whose delegate lets it receive the touch
/// (`gestureRecognizer(_:shouldReceive:)`) takes it (`touchesBegan`). As it moves, each pan begins or
/// changes; a pan that begins fails every other recognizer still taking the touch unless either's delegate
/// lets them recognise simultaneously
/// (https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldrecognizesimultaneouslywith:):
/// "This method is called when recognition of a gesture by either gestureRecognizer or
/// otherGestureRecognizer would block the other gesture recognizer from recognizing its gesture"; the
/// default is false); the recognizers still taking it get `touchesMoved`. Lifted, each gets
/// `touchesEnded`, a pan ends, and a tap that never moved asks its delegate whether to begin; cancelled
/// (the system took the touch), each gets `touchesCancelled` and a pan is cancelled. Then every
/// recognizer is reset to `.possible`. Apple documents no order among the recognizers of one touch: here
/// pans go first.
@MainActor public final class StandInFinger {
  private let touch: UITouch
  private var recognizers: [UIGestureRecognizer]
  private let event = UIEvent()
  private var hasMoved = false

  /// The finger touches `view` at `location`, in the window's coordinates.
  public init(touching view: UIView, at location: CGPoint) {
    let touch = UITouch(view: view, at: location)
    self.touch = touch
    let all = sequence(first: view, next: \.superview).flatMap { $0.gestureRecognizers ?? [] }
    recognizers = all.filter { $0.delegate?.gestureRecognizer($0, shouldReceive: touch) ?? true }
    recognizers.sort { ($0 is UIPanGestureRecognizer ? 0 : 1) < ($1 is UIPanGestureRecognizer ? 0 : 1) }
    for recognizer in recognizers {
      recognizer.standInTouches = [touch]
      recognizer.touchesBegan([touch], with: event)
    }
  }

  /// The finger moves to `location`, in the window's coordinates.
  public func move(to location: CGPoint) {
    touch.standInLocation = location
    hasMoved = true
    for pan in recognizers where pan is UIPanGestureRecognizer && pan.state != .failed {
      let began = pan.state == .possible
      pan.state = began ? .began : .changed
      guard began else { continue }
      for other in recognizers where other !== pan && other.state == .possible {
        let simultaneous =
          pan.delegate?.gestureRecognizer(pan, shouldRecognizeSimultaneouslyWith: other) == true
          || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: pan) == true
        if !simultaneous { other.state = .failed }
      }
    }
    for recognizer in recognizers where recognizer.state != .failed {
      recognizer.touchesMoved([touch], with: event)
    }
  }

  /// The finger lifts.
  public func lift() {
    for recognizer in recognizers where recognizer.state != .failed {
      recognizer.touchesEnded([touch], with: event)
      if recognizer is UIPanGestureRecognizer, recognizer.state != .possible { recognizer.state = .ended }
      if recognizer is UITapGestureRecognizer, !hasMoved, recognizer.state == .possible {
        recognizer.state = recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) == false ? .failed : .ended
      }
    }
    finish()
  }

  /// The system cancels the touch.
  public func cancel() {
    for recognizer in recognizers where recognizer.state != .failed {
      recognizer.touchesCancelled([touch], with: event)
      if recognizer is UIPanGestureRecognizer, recognizer.state != .possible { recognizer.state = .cancelled }
    }
    finish()
  }

  private func finish() {
    for recognizer in recognizers {
      recognizer.standInTouches = []
      recognizer.state = .possible
      recognizer.reset()
    }
    recognizers = []
  }
}

@MainActor open class UIBarItem: NSObject {
  open var isEnabled = true
  open var accessibilityLabel: String?
}

@MainActor open class UIBarButtonItem: UIBarItem {
  public enum SystemItem: Int, Sendable { case done, cancel, edit, save, add, flexibleSpace, fixedSpace }
  open var primaryAction: UIAction?
  open var customView: UIView?
  open var tintColor: UIColor?
  /// Stand-in only: the system item it was made as (Done, a flexible space), if any.
  public private(set) var standInSystemItem: SystemItem?
  public convenience init(primaryAction: UIAction?) {
    self.init()
    self.primaryAction = primaryAction
  }
  public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil) {
    self.init(primaryAction: primaryAction)
    standInSystemItem = systemItem
  }
  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }
  public class func flexibleSpace() -> Self {
    let item = self.init()
    item.standInSystemItem = .flexibleSpace
    return item
  }
  public required override init() { super.init() }
  /// Stand-in only: the user taps the item, which performs its primary action.
  public func standInTap() {
    if let primaryAction { primaryAction.handler(primaryAction) }
  }
}

@MainActor open class UIToolbar: UIView {
  open var items: [UIBarButtonItem]?
}

/// A constraint is `item1.attribute1 = multiplier × item2.attribute2 + constant`
/// (https://developer.apple.com/documentation/uikit/nslayoutconstraint); its items are views or layout
/// guides (https://developer.apple.com/documentation/uikit/nslayoutconstraint/firstitem,
/// https://developer.apple.com/documentation/uikit/nslayoutconstraint/multiplier), and the attributes' raw
/// values are Apple's (https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute).
@MainActor open class NSLayoutConstraint: NSObject {
  public enum Attribute: Int, Sendable {
    case notAnAttribute = 0, left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin
    case trailingMargin, centerXWithinMargins, centerYWithinMargins
  }
  public enum Axis: Int, Sendable { case horizontal = 0, vertical = 1 }
  /// Every active constraint, for the layout pass.
  static var active: [NSLayoutConstraint] = []
  open var constant: CGFloat = 0
  open private(set) var multiplier: CGFloat = 1
  open private(set) weak var firstItem: AnyObject?
  open private(set) var firstAttribute = Attribute.notAnAttribute
  open private(set) weak var secondItem: AnyObject?
  open private(set) var secondAttribute = Attribute.notAnAttribute
  open var isActive: Bool {
    get { Self.active.contains { $0 === self } }
    set {
      Self.active.removeAll { $0 === self }
      if newValue { Self.active.append(self) }
    }
  }
  public override init() { super.init() }
  init(
    _ first: AnyObject, _ firstAttribute: Attribute, _ second: AnyObject?, _ secondAttribute: Attribute,
    _ constant: CGFloat
  ) {
    (self.firstItem, self.firstAttribute, self.secondItem, self.secondAttribute) = (
      first, firstAttribute, second, secondAttribute
    )
    self.constant = constant
    super.init()
  }
  public class func activate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = true } }
  /// The view that holds the constraint once active: "the closest common ancestor of the items"
  /// (https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive), a layout guide standing
  /// for its owning view.
  var standInHolder: UIView? {
    func view(_ item: AnyObject?) -> UIView? { item as? UIView ?? (item as? UILayoutGuide)?.owningView }
    guard let first = view(firstItem) else { return nil }
    guard let second = view(secondItem) else { return first }
    let ancestors = Array(sequence(first: second, next: \.superview))
    return sequence(first: first, next: \.superview).first { candidate in ancestors.contains { $0 === candidate } }
  }
}

@MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  let item: AnyObject
  let attribute: NSLayoutConstraint.Attribute
  init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) { (self.item, self.attribute) = (item, attribute) }
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(item, attribute, anchor.item, anchor.attribute, c)
  }
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(equalTo: anchor, constant: 0)
  }
}

/// A rectangle in a view's layout that constraints can pin to
/// (https://developer.apple.com/documentation/uikit/uilayoutguide, iOS 9; owningView). Modelled: the
/// safe-area guide, the owning view's bounds inset by its safe area
/// (https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide, iOS 11).
@MainActor open class UILayoutGuide: NSObject {
  open internal(set) weak var owningView: UIView?
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
  /// The guide's frame in its owning view.
  open var layoutFrame: CGRect {
    guard let view = owningView else { return .zero }
    let insets = view.safeAreaInsets
    return CGRect(
      x: view.bounds.minX + insets.left, y: view.bounds.minY + insets.top,
      width: view.bounds.width - insets.left - insets.right, height: view.bounds.height - insets.top - insets.bottom)
  }
}

@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
@MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(item, attribute, nil, .notAnAttribute, c)
  }
}

@MainActor open class UIViewController: UIResponder {
  private var loadedView: UIView?
  open private(set) var children: [UIViewController] = []
  open private(set) weak var parent: UIViewController?

  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
  public convenience override init() { self.init(nibName: nil, bundle: nil) }
  public required init?(coder: NSCoder) { fatalError("no archives in the stand-in") }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // Apple's declaration: the view loads on first access.
  open var view: UIView! {
    get {
      if loadedView == nil {
        // https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview(): an override sets
        // `view` itself.
        loadView()
        viewDidLoad()
      }
      return loadedView
    }
    set {
      if loadedView !== newValue { loadedView?.standInViewController = nil }
      loadedView = newValue
      newValue?.standInViewController = self
    }
  }

  open func addChild(_ childController: UIViewController) {
    children.append(childController)
    childController.parent = self
  }
  open func willMove(toParent parent: UIViewController?) {}
  open func didMove(toParent parent: UIViewController?) {}
  open func removeFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
  }
  open func loadView() { view = UIView(frame: .zero) }
  open override var next: UIResponder? { loadedView?.superview }
  open var isViewLoaded: Bool { loadedView != nil }
  open func viewDidLoad() {}
  open func viewWillLayoutSubviews() {}
  open func viewDidLayoutSubviews() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}

  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// The appearance transition begun and not yet ended: `true` appearing, `false` disappearing.
  private var appearing: (isAppearing: Bool, animated: Bool)?

  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    appearing = (isAppearing, animated)
    if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
    guard shouldAutomaticallyForwardAppearanceMethods else { return }
    for child in children where child.view.superview != nil {
      child.beginAppearanceTransition(isAppearing, animated: animated)
    }
  }

  open func endAppearanceTransition() {
    guard let (isAppearing, animated) = appearing else { return }
    appearing = nil
    if isAppearing { viewDidAppear(animated) } else { viewDidDisappear(animated) }
    guard shouldAutomaticallyForwardAppearanceMethods else { return }
    for child in children where child.view.superview != nil { child.endAppearanceTransition() }
  }

  open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    for child in children { child.viewWillTransition(to: size, with: coordinator) }
  }

  /// Stand-in only: the transition UIKit would be running for this view controller, set by a test.
  public var standInTransition: StandInTransition?
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    standInTransition ?? parent?.transitionCoordinator
  }

  open var modalPresentationStyle = UIModalPresentationStyle.automatic
  open var disablesAutomaticKeyboardDismissal: Bool { modalPresentationStyle == .formSheet }

  // Declared for `Examples/`, whose share button presents a share sheet or an alert; no test presents.
  private lazy var standInNavigationItem = UINavigationItem()
  open var navigationItem: UINavigationItem { standInNavigationItem }
  open var popoverPresentationController: UIPopoverPresentationController? {
    fatalError("presentation is not modelled")
  }
  open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
    fatalError("presentation is not modelled")
  }
}

/// Declared for `Examples/`: the navigation bar's items of a view controller
/// (https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitem).
@MainActor open class UINavigationItem: NSObject {
  open var rightBarButtonItem: UIBarButtonItem?
}

/// Declared for `Examples/`: a popover's anchor
/// (https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/barbuttonitem).
@MainActor open class UIPresentationController: NSObject {}
@MainActor open class UIPopoverPresentationController: UIPresentationController {
  open var barButtonItem: UIBarButtonItem?
}

/// Declared for `Examples/`: the share sheet
/// (https://developer.apple.com/documentation/uikit/uiactivityviewcontroller/init(activityitems:applicationactivities:)).
@MainActor open class UIActivity: NSObject {}
@MainActor open class UIActivityViewController: UIViewController {
  public init(activityItems: [Any], applicationActivities: [UIActivity]?) { super.init(nibName: nil, bundle: nil) }
  public required init?(coder: NSCoder) { fatalError("no archives in the stand-in") }
}

/// Declared for `Examples/`: an alert with one button
/// (https://developer.apple.com/documentation/uikit/uialertcontroller/init(title:message:preferredstyle:),
/// uialertcontroller/addaction(_:), uialertaction/init(title:style:handler:)).
@MainActor open class UIAlertController: UIViewController {
  public enum Style: Int, Sendable { case actionSheet = 0, alert = 1 }
  open private(set) var actions: [UIAlertAction] = []
  public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
    self.init(nibName: nil, bundle: nil)
  }
  open func addAction(_ action: UIAlertAction) { actions.append(action) }
}
@MainActor open class UIAlertAction: NSObject {
  public enum Style: Int, Sendable { case `default` = 0, cancel = 1, destructive = 2 }
  public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.init()
  }
}

public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
  case none = -1, automatic = -2
}

@MainActor public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  var isInteractive: Bool { get }
  var isCancelled: Bool { get }
}

@MainActor public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
  @discardableResult func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

/// Stand-in only: a transition as UIKit runs one (a push, a pop, a sheet's presentation or swipe down),
/// which a test ends, completed or cancelled, as the user's finger would.
@MainActor public final class StandInTransition: NSObject, UIViewControllerTransitionCoordinator {
  public let isInteractive: Bool
  public private(set) var isCancelled = false
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

  public init(isInteractive: Bool) {
    self.isInteractive = isInteractive
    super.init()
  }

  @discardableResult public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
  ) -> Bool {
    animation?(self)
    if let completion { completions.append(completion) }
    return true
  }

  /// Ends the transition: the completions run, each told whether it was cancelled.
  public func end(cancelled: Bool) {
    isCancelled = cancelled
    let completions = self.completions
    self.completions = []
    completions.forEach { $0(self) }
  }
}

extension NSValue {
  public convenience init(cgRect: CGRect) {
    #if IOS_SDK
      fatalError("compiled for the iOS SDK check, never run")
    #else
      self.init(rect: cgRect)
    #endif
  }
  public convenience init(cgPoint: CGPoint) {
    #if IOS_SDK
      fatalError("compiled for the iOS SDK check, never run")
    #else
      self.init(point: cgPoint)
    #endif
  }
}

// Declared for `Examples/`: the scene life cycle of the example app; no test connects a scene.
@MainActor open class UIApplication: UIResponder {}
@MainActor public protocol UIApplicationDelegate: NSObjectProtocol {
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration
}
extension UIApplicationDelegate {
  public func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration { UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role) }
}
public struct UISceneSessionRole: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let windowApplication = UISceneSessionRole(rawValue: "UIWindowSceneSessionRoleApplication")
}
@MainActor open class UISceneSession: NSObject {
  open var role: UISceneSessionRole { .windowApplication }
}
@MainActor open class UISceneConfiguration: NSObject {
  open var delegateClass: AnyClass?
  public init(name: String?, sessionRole: UISceneSessionRole) { super.init() }
}
@MainActor open class UIScene: UIResponder {
  @MainActor open class ConnectionOptions: NSObject {}
}
@MainActor open class UIWindowScene: UIScene {}
@MainActor public protocol UISceneDelegate: NSObjectProtocol {
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
}
extension UISceneDelegate {
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {}
}
@MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {
  var window: UIWindow? { get set }
}

// Added for the app-wide mode (AutomaticKeyboardAvoidance): UIKit's containers, and a table view controller.

/// A container's view: it lays its children's views out as its view controller says whenever its frame
/// changes, as a container does in its layout pass
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller, "Implementing a container view
/// controller").
@MainActor final class StandInContainerView: UIView {
  var layOutChildren: () -> Void = {}
  override var frame: CGRect { didSet { layOutChildren() } }
}

/// A container view controller of the stand-in's: it shows some of its children, each view in its own
/// view, and tells a child of its appearance as it shows or hides it, when the container is on screen.
@MainActor open class StandInContainerViewController: UIViewController {
  open override func loadView() {
    let container = StandInContainerView(frame: .zero)
    container.layOutChildren = { [weak self] in self?.standInLayOutChildren() }
    view = container
  }
  /// The frame of each child's view now shown, in the container's view.
  func standInChildFrames() -> [(UIViewController, CGRect)] { [] }
  func standInLayOutChildren() {
    for (child, frame) in standInChildFrames() { child.view.frame = frame }
  }
  /// Shows `shown` and hides `hidden`, telling each of its appearance when the container is on screen.
  func standInSwitch(showing shown: [UIViewController], hiding hidden: [UIViewController]) {
    let isOnScreen = view.window != nil
    if isOnScreen {
      hidden.forEach { $0.beginAppearanceTransition(false, animated: false) }
      shown.forEach { $0.beginAppearanceTransition(true, animated: false) }
    }
    hidden.forEach { $0.view.removeFromSuperview() }
    shown.forEach { view.addSubview($0.view) }
    standInLayOutChildren()
    if isOnScreen {
      hidden.forEach { $0.endAppearanceTransition() }
      shown.forEach { $0.endAppearanceTransition() }
    }
  }
  func standInAdopt(_ child: UIViewController) {
    addChild(child)
    child.didMove(toParent: self)
  }
  func standInRelease(_ child: UIViewController) {
    child.willMove(toParent: nil)
    child.removeFromParent()
  }
}

/// A navigation controller shows the top view controller of its stack in its view, the others' views out
/// of the hierarchy; pushing and popping tell both view controllers of their appearance
/// (https://developer.apple.com/documentation/uikit/uinavigationcontroller,
/// uinavigationcontroller/pushviewcontroller(_:animated:), uinavigationcontroller/popviewcontroller(animated:)),
/// here without the animation. Its navigation bar is not modelled: the top view fills the view.
@MainActor open class UINavigationController: StandInContainerViewController {
  open private(set) var viewControllers: [UIViewController] = []
  open var topViewController: UIViewController? { viewControllers.last }
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    pushViewController(rootViewController, animated: false)
  }
  public required init?(coder: NSCoder) { fatalError("no archives in the stand-in") }
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    let previous = topViewController
    viewControllers.append(viewController)
    standInAdopt(viewController)
    standInSwitch(showing: [viewController], hiding: previous.map { [$0] } ?? [])
  }
  @discardableResult open func popViewController(animated: Bool) -> UIViewController? {
    guard viewControllers.count > 1, let popped = viewControllers.popLast() else { return nil }
    standInSwitch(showing: topViewController.map { [$0] } ?? [], hiding: [popped])
    standInRelease(popped)
    return popped
  }
  override func standInChildFrames() -> [(UIViewController, CGRect)] {
    topViewController.map { [($0, view.bounds)] } ?? []
  }
}

/// A tab bar controller shows the selected one of its view controllers
/// (https://developer.apple.com/documentation/uikit/uitabbarcontroller, viewcontrollers, selectedindex);
/// selecting another hides the one shown. The tab bar is not modelled.
@MainActor open class UITabBarController: StandInContainerViewController {
  open var viewControllers: [UIViewController]? {
    didSet {
      let shown = oldValue.flatMap { $0.indices.contains(standInSelectedIndex) ? $0[standInSelectedIndex] : nil }
      standInSwitch(showing: [], hiding: shown.map { [$0] } ?? [])
      oldValue?.forEach(standInRelease)
      viewControllers?.forEach(standInAdopt)
      standInSelectedIndex = 0
      standInSwitch(showing: selectedViewController.map { [$0] } ?? [], hiding: [])
    }
  }
  private var standInSelectedIndex = 0
  open var selectedIndex: Int {
    get { standInSelectedIndex }
    set {
      guard newValue != standInSelectedIndex else { return }
      let hidden = selectedViewController
      standInSelectedIndex = newValue
      standInSwitch(showing: selectedViewController.map { [$0] } ?? [], hiding: hidden.map { [$0] } ?? [])
    }
  }
  open var selectedViewController: UIViewController? {
    viewControllers.flatMap { $0.indices.contains(selectedIndex) ? $0[selectedIndex] : nil }
  }
  override func standInChildFrames() -> [(UIViewController, CGRect)] {
    selectedViewController.map { [($0, view.bounds)] } ?? []
  }
}

/// A split view controller shows its view controllers side by side, the primary column leading
/// (https://developer.apple.com/documentation/uikit/uisplitviewcontroller/viewcontrollers). Modelled: two
/// columns both shown, the primary 320 points wide; display modes and collapsing are not.
@MainActor open class UISplitViewController: StandInContainerViewController {
  open var viewControllers: [UIViewController] = [] {
    didSet {
      oldValue.forEach { $0.view.removeFromSuperview() }
      oldValue.forEach(standInRelease)
      viewControllers.forEach(standInAdopt)
      standInSwitch(showing: viewControllers, hiding: [])
    }
  }
  override func standInChildFrames() -> [(UIViewController, CGRect)] {
    let primary: CGFloat = 320
    return viewControllers.enumerated().map { index, child in
      let frame =
        index == 0
        ? CGRect(x: 0, y: 0, width: primary, height: view.bounds.height)
        : CGRect(x: primary, y: 0, width: max(0, view.bounds.width - primary), height: view.bounds.height)
      return (child, frame)
    }
  }
}

/// A page view controller (https://developer.apple.com/documentation/uikit/uipageviewcontroller): declared
/// for the containers the app-wide mode stops at; no test pages.
@MainActor open class UIPageViewController: StandInContainerViewController {
  public enum TransitionStyle: Int, Sendable { case pageCurl = 0, scroll = 1 }
  public enum NavigationOrientation: Int, Sendable { case horizontal = 0, vertical = 1 }
  public init(
    transitionStyle style: UIPageViewController.TransitionStyle,
    navigationOrientation: UIPageViewController.NavigationOrientation, options: [String: Any]? = nil
  ) { super.init(nibName: nil, bundle: nil) }
  public required init?(coder: NSCoder) { fatalError("no archives in the stand-in") }
}

/// A table view controller's view is its table view
/// (https://developer.apple.com/documentation/uikit/uitableviewcontroller), which it "automatically
/// resizes ... to accommodate the appearance or disappearance of the onscreen keyboard"; the resizing
/// itself is not modelled.
@MainActor open class UITableViewController: UIViewController {
  private let style: UITableView.Style
  public init(style: UITableView.Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }
  public required init?(coder: NSCoder) { fatalError("no archives in the stand-in") }
  open override func loadView() { view = UITableView(frame: .zero, style: style) }
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // Apple's declaration.
  open var tableView: UITableView! { view as? UITableView }
}

// Added for the accessory bar's dressing, VoiceOver, Reduce Motion and Dynamic Type.

/// A color (https://developer.apple.com/documentation/uikit/uicolor); only made and compared here.
open class UIColor: NSObject {
  public let standInComponents: [CGFloat]
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    standInComponents = [red, green, blue, alpha]
    super.init()
  }
}

/// A font (https://developer.apple.com/documentation/uikit/uifont); `preferredFont(forTextStyle:)` (iOS 7)
/// gives the font for a text style at the user's preferred size, which the stand-in records.
open class UIFont: NSObject {
  public struct TextStyle: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
  }
  /// Stand-in only: the text style it was made for.
  public let standInTextStyle: TextStyle
  init(textStyle: TextStyle) {
    standInTextStyle = textStyle
    super.init()
  }
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { UIFont(textStyle: style) }
}

/// A view that adjusts its font as the user's preferred text size changes
/// (https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting, iOS 10).
@MainActor public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
  var adjustsFontForContentSizeCategory: Bool { get set }
}

/// An interaction added to a view (https://developer.apple.com/documentation/uikit/uiinteraction, iOS 11).
@MainActor public protocol UIInteraction: NSObjectProtocol {
  var view: UIView? { get }
  func willMove(to view: UIView?)
  func didMove(to view: UIView?)
}

@MainActor public protocol UILargeContentViewerInteractionDelegate: NSObjectProtocol {}

/// The large content viewer's gesture (https://developer.apple.com/documentation/uikit/uilargecontentviewerinteraction,
/// iOS 13): a long press shows the `largeContentTitle` of the view under the finger, for views whose
/// `showsLargeContentViewer` is true, at the accessibility text sizes. The gesture is not modelled.
@MainActor open class UILargeContentViewerInteraction: NSObject, UIInteraction {
  open private(set) weak var view: UIView?
  public init(delegate: (any UILargeContentViewerInteractionDelegate)? = nil) { super.init() }
  open func willMove(to view: UIView?) {}
  open func didMove(to view: UIView?) { self.view = view }
}

/// UIKit's accessibility functions and settings (https://developer.apple.com/documentation/uikit/uiaccessibility).
/// `post(notification:argument:)` ("Posts a notification to assistive apps") is recorded; Reduce Motion
/// (`isReduceMotionEnabled`, iOS 8) is what a test sets.
public enum UIAccessibility {
  /// A notification for assistive apps; the raw values are UIAccessibilityConstants.h's.
  public struct Notification: Hashable, RawRepresentable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// "A notification that an app posts when a new view appears that occupies a major portion of the screen."
    public static let screenChanged = Notification(rawValue: 1000)
    /// "A notification that an app posts when the layout of a screen changes"; its argument is the element
    /// VoiceOver moves to.
    public static let layoutChanged = Notification(rawValue: 1001)
  }
  /// Stand-in only: every notification posted, with its argument, in order.
  @MainActor public static var standInPosts: [(notification: Notification, argument: Any?)] = []
  /// Stand-in only: the Reduce Motion setting a test gives.
  @MainActor public static var standInIsReduceMotionEnabled = false
  @MainActor public static var isReduceMotionEnabled: Bool { standInIsReduceMotionEnabled }
  @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {
    standInPosts.append((notification, argument))
  }
}

// Added for UIKeyboardLayoutGuide beside the adapter.

/// A layout guide that tracks something of the system's (https://developer.apple.com/documentation/uikit/uitrackinglayoutguide).
@MainActor open class UITrackingLayoutGuide: UILayoutGuide {}

/// The space the keyboard takes in a view's layout (https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide,
/// iOS 15), owned by the view that made it (`keyboardLayoutGuide`). UIKit moves it with the keyboard; the
/// stand-in takes the docked keyboard's height over the view from the test (`standInKeyboardHeight`), and
/// with no keyboard its top is the bottom of the view's safe area ("When the keyboard is off screen or
/// undocked, the guide's topAnchor matches the bottomAnchor of safeAreaLayoutGuide",
/// uikeyboardlayoutguide/followsundockedkeyboard). A layout pass places views pinned to it.
@MainActor open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
  open var followsUndockedKeyboard = false
  /// Stand-in only: how much of the owning view a docked keyboard covers, as UIKit tracks it.
  public var standInKeyboardHeight: CGFloat = 0
  open override var layoutFrame: CGRect {
    guard let view = owningView else { return .zero }
    let height = max(standInKeyboardHeight, view.safeAreaInsets.bottom)
    return CGRect(x: view.bounds.minX, y: view.bounds.maxY - height, width: view.bounds.width, height: height)
  }
}
