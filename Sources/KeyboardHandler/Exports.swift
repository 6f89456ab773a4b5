// The main-actor shell sits on the two pure layers and hands them on: `import KeyboardHandler` gives an
// app or a test the model, the scenario format and the shell at once.
@_exported public import KeyboardModel
@_exported public import KeyboardScenarios
