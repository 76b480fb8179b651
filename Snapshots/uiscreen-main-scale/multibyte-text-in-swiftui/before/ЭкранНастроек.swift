import SwiftUI

// 設定画面 — экран настроек 🛠️
struct ЭкранНастроек: View {
    let заголовок = "Настройки ⚙️"

    var body: some View {
        VStack {
            Text(заголовок)
            Rectangle() /* 区切り 🧱 */ .frame(height: 1 / UIScreen.main.scale)
            Text("线 📏 \(UIScreen.main.scale)")
        }
    }
}
