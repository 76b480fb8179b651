import SwiftUI

/// The app's colours, declared once and used everywhere.
enum Palette {
    static let accent = Color("Accent")
    static let muted = Color(red: 0.5, green: 0.5, blue: 0.55)
    static var border: Color { Color.gray }
    static let highlight: Color? = nil

    static func tint(dimmed: Bool) -> Color {
        dimmed ? .gray : .orange
    }
}

func levelColor(_ percent: Int) -> Color {
    percent > 50 ? .green : .orange
}

extension Text {
    /// The app's own Text styling: it is not found on `some View`.
    func shouting() -> Text {
        self.bold()
    }
}
