// ObjectiveC, the Objective-C runtime module every Apple platform has and Linux has not. It is empty
// on purpose: the package's code never calls into it, it only asks `canImport(ObjectiveC)` to choose
// the Apple path (a bridging cast such as `value as? CGRect` from an `NSValue`). With this module in
// the build, that path compiles on Linux. It cannot run here: Linux Foundation bridges nothing to
// `NSValue`, so on Linux the cast would fail at run time where Apple's succeeds.
//
// Source: https://developer.apple.com/documentation/objectivec (the module, on every Apple platform)
