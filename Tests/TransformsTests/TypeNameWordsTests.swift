import Testing
@testable import Transforms

/// `layout-sized-once` reads a view type's name word by word to tell a
/// control sized by its creator (`SubscribeButton`, `AvatarStackView`): the
/// byte split of an ASCII name gives the words the character split gives.
@Suite struct TypeNameWordsTests {
    @Test(arguments: ["PillAttachmentView", "HUDView", "URLSessionCell", "_Private_thumbView", "A", "", "ab",
                      "ProfileProgressCircleView", "X_Y", "CallPiPView", "ÉcranBadgeView", "Ünïcode_ÄView"])
    func bytesAndCharactersSplitAlike(_ name: String) {
        #expect(LayoutSizedOnce.nameWords(name) == LayoutSizedOnce.nameWords(characters: Array(name)))
    }

    @Test func wordsOfKnownNames() {
        #expect(LayoutSizedOnce.nameWords("PillAttachmentView") == ["Pill", "Attachment", "View"])
        #expect(LayoutSizedOnce.nameWords("HUDView") == ["HUD", "View"])
        #expect(LayoutSizedOnce.nameWords("my_fancyButton") == ["my", "fancy", "Button"])
        #expect(LayoutSizedOnce.nameWords("ÉcranBadgeView") == ["Écran", "Badge", "View"])
    }

    @Test func containsComparesBytes() {
        #expect(LayoutSizedOnce.contains("CallPiPView", "PiP"))
        #expect(LayoutSizedOnce.contains("PictureInPictureView", "PictureInPicture"))
        #expect(!LayoutSizedOnce.contains("PipeView", "PiP"))
        #expect(!LayoutSizedOnce.contains("Pi", "PiP"))
        #expect(LayoutSizedOnce.contains("PiP", "PiP"))
    }
}
