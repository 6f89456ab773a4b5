// _Testing_UIKit, Swift Testing's cross-import overlay for UIKit. The toolchain's Testing module says
// (in Testing.swiftcrossimport) that a file importing both Testing and UIKit also loads this module.
// Where UIKit is real, the overlay ships beside it; on Linux it does not, so a test file that imports
// the UIKit stand-in would fail to find it. The package's tests use nothing from it: it is empty.
