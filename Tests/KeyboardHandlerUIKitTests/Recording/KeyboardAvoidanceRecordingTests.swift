#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Foundation
  import KeyboardHandler
  import Testing
  import UIKit

  @testable import KeyboardHandlerUIKit

  /// Recording a session in the app and handing the file over: off by default; on, what UIKit posts is
  /// recorded from the adapter's creation, and the file written replays as the avoider published it.
  @MainActor
  @Suite("UIKit adapter's session recording")
  struct KeyboardAvoidanceRecordingTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let controller = UIViewController(nibName: nil, bundle: nil)
    let email = UITextField(frame: CGRect(x: 16, y: 700, width: 300, height: 44))
    let password = UITextField(frame: CGRect(x: 16, y: 760, width: 300, height: 44))
    let center = NotificationCenter()
    let files = FileManager.default

    init() {
      controller.view.frame = window.bounds
      window.addSubview(controller.view)
      email.accessibilityIdentifier = "email"
      password.accessibilityIdentifier = "password"
      controller.view.addSubview(email)
      controller.view.addSubview(password)
    }

    var objects: [FieldID: AnyObject] { ["email": email, "password": password] }

    /// An adapter on the controller, shown, whose animations apply at once.
    func attach(options: KeyboardAvoidance.Options = KeyboardAvoidance.Options()) throws -> KeyboardAvoidance {
      let keyboard = try KeyboardAvoidance(for: controller, options: options, notificationCenter: center)
      keyboard.animate = { _, changes in changes() }
      controller.beginAppearanceTransition(true, animated: false)
      return keyboard
    }

    /// The user taps the email field, then dismisses the keyboard, as UIKit posts it.
    func tapEmailAndDismiss() {
      var simulator = KeyboardSimulator(device: .iPhone15)
      _ = email.becomeFirstResponder()
      simulator.post(simulator.tapTextField("email"), to: center, objects: objects)
      _ = email.resignFirstResponder()
      simulator.post(simulator.dismiss(), to: center, objects: objects)
    }

    /// The recordings in the temporary directory.
    func recordingsInTemporaryDirectory() throws -> Set<String> {
      Set(
        try files.contentsOfDirectory(atPath: files.temporaryDirectory.path).filter {
          $0.hasPrefix("keyboard-session-")
        })
    }

    @Test("recording is off by default: no recorder, and writing throws and leaves no file")
    func offByDefault() throws {
      #expect(!KeyboardAvoidance.Options().recordsSession)
      let keyboard = try attach()
      tapEmailAndDismiss()
      let before = try recordingsInTemporaryDirectory()

      #expect(keyboard.sessionRecorder == nil)
      #expect(throws: KeyboardAvoidance.RecordingError.notRecording) { try keyboard.writeSessionRecording() }
      #expect(keyboard.sessionRecordingURL.value == nil)
      #expect(try recordingsInTemporaryDirectory() == before)
    }

    @Test("on, the session UIKit posted is written to the temporary directory and replays as it was published")
    func recordsAndReplays() throws {
      let keyboard = try attach(options: KeyboardAvoidance.Options(recordsSession: true))
      var published: [URL?] = []
      let binding = keyboard.sessionRecordingURL.bind { published.append($0) }
      defer { binding.unbind() }
      tapEmailAndDismiss()

      let file = try keyboard.writeSessionRecording()
      defer { try? files.removeItem(at: file) }

      #expect(file.deletingLastPathComponent().standardizedFileURL == files.temporaryDirectory.standardizedFileURL)
      #expect(file.lastPathComponent.hasPrefix("keyboard-session-"))
      #expect(file.pathExtension == "json")
      #expect(published == [nil, file])
      let scenario = try ScenarioParser.scenario(contentsOfFile: file.path)
      let inputs = scenario.steps.compactMap { step in if case .input(let input) = step.action { input } else { nil } }
      // From the adapter's creation: the fields it found, then its start, then what UIKit posted.
      #expect(
        inputs.first.map { if case .layoutDidChange(let reading) = $0 { reading.fields != nil } else { false } } == true
      )
      #expect(inputs.contains(.startObserving))
      #expect(inputs.contains(.didBeginEditing("email")))
      #expect(inputs.contains(.didEndEditing("email")))
      #expect(inputs.contains { if case .keyboard = $0 { true } else { false } })
      #expect(scenario.expected?.isEmpty == false)
      let replay = try ScenarioReplay(scenario)
      #expect(replay.differences == [])
    }

    @Test("each write is a new file with the session so far, and the box publishes each")
    func eachWriteIsANewFile() throws {
      let keyboard = try attach(options: KeyboardAvoidance.Options(recordsSession: true))
      let first = try keyboard.writeSessionRecording()
      defer { try? files.removeItem(at: first) }
      tapEmailAndDismiss()
      let second = try keyboard.writeSessionRecording()
      defer { try? files.removeItem(at: second) }

      #expect(first != second)
      #expect(keyboard.sessionRecordingURL.value == second)
      let steps = try [first, second].map { try ScenarioParser.scenario(contentsOfFile: $0.path).steps.count }
      #expect(steps[0] < steps[1])
    }

    @Test("a file that cannot be written throws with its path, and publishes nothing")
    func unwritable() throws {
      let keyboard = try attach(options: KeyboardAvoidance.Options(recordsSession: true))
      let missing = files.temporaryDirectory.appendingPathComponent("no-such-directory-\(UUID().uuidString)")

      let error = #expect(throws: KeyboardAvoidance.RecordingError.self) {
        try keyboard.writeSessionRecording(in: missing)
      }
      guard case .unwritable(let path, _)? = error else {
        Issue.record("expected .unwritable, got \(String(describing: error))")
        return
      }
      #expect(path.hasPrefix(missing.path + "/keyboard-session-"))
      #expect(keyboard.sessionRecordingURL.value == nil)
    }

    @Test("a recording is named for when it was written, in UTC, and a second in the same millisecond is -2")
    func fileNames() throws {
      let directory = files.temporaryDirectory.appendingPathComponent("recordings-\(UUID().uuidString)")
      try files.createDirectory(at: directory, withIntermediateDirectories: false)
      defer { try? files.removeItem(at: directory) }
      let date = Date(timeIntervalSince1970: 1_738_318_925.5)

      let first = KeyboardAvoidance.unusedRecordingFile(in: directory, writtenAt: date)
      #expect(first.lastPathComponent == "keyboard-session-2025-01-31T10-22-05.500Z.json")
      try Data().write(to: first)
      let second = KeyboardAvoidance.unusedRecordingFile(in: directory, writtenAt: date)
      #expect(second.lastPathComponent == "keyboard-session-2025-01-31T10-22-05.500Z-2.json")
    }
  }
#endif
