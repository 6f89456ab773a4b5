/// The name a mistyped one was probably meant to be, for "did you mean" in error messages.
package enum Suggestion {
  /// The candidate closest to `name`, if one is close enough to be a likely typo.
  ///
  /// Case is ignored. A candidate is close when `name` differs from it by a few edits (insertions,
  /// deletions, substitutions, or two neighbouring characters swapped: one edit for a name of 3 to 7
  /// characters, two for a longer one), or when `name` begins only that one candidate (`-d` for
  /// `--device`; leading dashes do not count). The closest wins; on a tie, the first.
  package static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
    let typed = Array(name.lowercased())
    var best: (candidate: String, distance: Int)?
    var prefixed: [String] = []
    for candidate in candidates {
      let known = Array(candidate.lowercased())
      let distance = editDistance(typed, known)
      if distance <= allowedEdits(for: known.count), distance < best?.distance ?? .max {
        best = (candidate, distance)
      }
      let bare = typed.drop { $0 == "-" }
      if !bare.isEmpty, known.drop(while: { $0 == "-" }).starts(with: bare) { prefixed.append(candidate) }
    }
    return best?.candidate ?? (prefixed.count == 1 ? prefixed[0] : nil)
  }

  private static func allowedEdits(for length: Int) -> Int {
    length >= 8 ? 2 : length >= 3 ? 1 : 0
  }

  /// The optimal string alignment distance: Levenshtein's, where swapping two neighbours is one edit.
  private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var before = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], before[j - 2] + 1)
        }
      }
      (before, previous, current) = (previous, current, before)
    }
    return previous[b.count]
  }
}
