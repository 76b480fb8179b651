import SwiftUI

// Kept in the folder but excluded from every target.
struct OldRow: View {
    var body: some View {
        Rectangle()
            .foregroundColor(.gray)
    }
}
