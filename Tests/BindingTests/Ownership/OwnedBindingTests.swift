import Binding
import Testing

@Suite("Binding with an owner and to a key path")
@MainActor
struct OwnedBindingTests {
  @Test("An owner's observer gets the owner and each value")
  func ownerReceivesValues() {
    let box = Box("a")
    let label = Label()
    box.bind(owner: label) { label, text in label.show(text) }
    box.value = "b"
    #expect(label.text == "b")
    #expect(label.updates == 2)
  }

  @Test("The owner is held weakly and the binding ends by itself once it is freed")
  func ownerFreedEndsBinding() {
    let box = Box("a")
    var label: Label? = Label()
    let watch = WeakReference(label!)
    box.bind(owner: label!) { label, text in label.show(text) }
    #expect(box.observerCount == 1)
    label = nil
    #expect(watch.isFreed)
    box.value = "b"
    #expect(box.observerCount == 0)
  }

  @Test("An owner freed in the middle of a delivery stops receiving at once")
  func ownerFreedMidDelivery() {
    let box = Box(0)
    let holder = LabelHolder()
    holder.label = Label()
    let watch = WeakReference(holder.label!)
    box.bind { value in if value == 1 { holder.label = nil } }
    box.bind(owner: holder.label!) { label, value in label.show("\(value)") }
    box.value = 1
    #expect(watch.isFreed)
    #expect(box.observerCount == 1)
  }

  @Test("Assigning to a key path writes every value to the target")
  func assignToKeyPath() {
    let box = Box("first")
    let label = Label()
    box.assign(to: \.text, on: label)
    #expect(label.text == "first")
    box.value = "second"
    #expect(label.text == "second")
  }

  @Test("A box of a value assigns to an optional property, as UIKit's text properties are")
  func assignToOptional() {
    let box = Box("first")
    let field = TextField()
    box.assign(to: \.text, on: field)
    #expect(field.text == "first")
    box.value = "second"
    #expect(field.text == "second")
  }

  @Test("A box of an optional assigns to an optional property, nil included")
  func assignOptionalToOptional() {
    let box = Box<String?>("first")
    let field = TextField()
    box.assign(to: \.text, on: field)
    box.value = nil
    #expect(field.text == nil)
  }

  @Test("Assigning to an optional property does not keep the target alive")
  func assignToOptionalHoldsTargetWeakly() {
    let box = Box("first")
    var field: TextField? = TextField()
    let watch = WeakReference(field!)
    box.assign(to: \.text, on: field!)
    field = nil
    #expect(watch.isFreed)
    box.value = "second"
    #expect(box.observerCount == 0)
  }

  @Test("Assigning does not keep the target alive")
  func assignHoldsTargetWeakly() {
    let box = Box("first")
    var label: Label? = Label()
    let watch = WeakReference(label!)
    box.assign(to: \.text, on: label!)
    label = nil
    #expect(watch.isFreed)
    box.value = "second"
    #expect(box.observerCount == 0)
  }
}

@MainActor
final class LabelHolder {
  var label: Label?
}
