import SwiftUI

// 設定画面 — экран настроек 🛠️
struct ЭкранНастроек: View {
    @Environment(\.displayScale) private var displayScale
    let заголовок = "Настройки ⚙️"

    var body: some View {
        VStack {
            Text(заголовок)
            Rectangle() /* 区切り 🧱 */ .frame(height: 1 / displayScale)
            Text("线 📏 \(displayScale)")
        }
    }
}
