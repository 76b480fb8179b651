// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import Flutter

/// Flutter generates it from pubspec.yaml (ios/Runner/GeneratedPluginRegistrant.m).
final class GeneratedPluginRegistrant {
    static func register(with registry: any FlutterPluginRegistry) {}
}
