import UIKit

let appHairline: CGFloat = 1 / UIScreen.main.scale
var launchScale = UIScreen.main.scale

func pixelAlign(_ value: CGFloat) -> CGFloat {
    (value * UIScreen.main.scale).rounded() / UIScreen.main.scale
}

func makeSeparator() -> UIView {
    let line = UIView()
    line.frame.size.height = 1 / UIScreen.main.scale
    return line
}

print("Launching at \(UIScreen.main.scale)x")
UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, nil)
