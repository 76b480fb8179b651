import SwiftUI

/// The package targets iOS 14: foregroundStyle needs iOS 15.
struct PlainBadge: View {
    var body: some View {
        Image(systemName: "star").foregroundColor(.red)
    }
}

/// Marked iOS 15: the rewrite applies inside.
@available(iOS 15, *)
struct NewBadge: View {
    var body: some View {
        Image(systemName: "star").foregroundColor(.red)
    }
}

struct SwitchingBadge: View {
    var body: some View {
        if #available(iOS 15, *) {
            Image(systemName: "star").foregroundColor(.blue)
        } else {
            Image(systemName: "star").foregroundColor(.gray)
        }
    }
}
