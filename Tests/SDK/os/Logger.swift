// os stub (docs/sdk-stubs.md): Logger and os_log as the cases use them.
// Apple: os.swiftinterface (Logger, OSLogMessage, OSLogInterpolation), os/log.h.
@_exported import Foundation

/// https://developer.apple.com/documentation/os/oslogtype
public struct OSLogType: Equatable, RawRepresentable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }
    public static var `default`: OSLogType { fatalError() }
    public static var info: OSLogType { fatalError() }
    public static var debug: OSLogType { fatalError() }
    public static var error: OSLogType { fatalError() }
    public static var fault: OSLogType { fatalError() }
}
/// https://developer.apple.com/documentation/os/oslog
public final class OSLog: NSObject, @unchecked Sendable {
    public init(subsystem: String, category: String) { fatalError() }
    public static var `default`: OSLog { fatalError() }
    public static var disabled: OSLog { fatalError() }
}
/// https://developer.apple.com/documentation/os/os_log(_:dso:log:type:_:)
/// Apple's also take `dso: UnsafeRawPointer = #dsohandle` before `log:`; the
/// default `#dsohandle` does not build in a stub on Linux, and callers never pass it.
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...) { fatalError() }
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: StaticString, _ args: any CVarArg...) { fatalError() }

/// https://developer.apple.com/documentation/os/oslogprivacy
public struct OSLogPrivacy: Equatable, Sendable {
    public static var auto: OSLogPrivacy { fatalError() }
    public static var `public`: OSLogPrivacy { fatalError() }
    public static var `private`: OSLogPrivacy { fatalError() }
    public static var sensitive: OSLogPrivacy { fatalError() }
}
/// https://developer.apple.com/documentation/os/oslogstringalignment
public struct OSLogStringAlignment: Sendable {
    public static var none: OSLogStringAlignment { fatalError() }
}
/// https://developer.apple.com/documentation/os/osloginterpolation
public struct OSLogInterpolation: StringInterpolationProtocol {
    public init(literalCapacity: Int, interpolationCount: Int) { fatalError() }
    public mutating func appendLiteral(_ literal: String) { fatalError() }
    public mutating func appendInterpolation(_ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) { fatalError() }
    public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) { fatalError() }
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int, privacy: OSLogPrivacy = .auto) { fatalError() }
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Double, privacy: OSLogPrivacy = .auto) { fatalError() }
    public mutating func appendInterpolation(_ boolean: @autoclosure @escaping () -> Bool, privacy: OSLogPrivacy = .auto) { fatalError() }
    public mutating func appendInterpolation(_ argumentObject: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto) { fatalError() }
}
/// https://developer.apple.com/documentation/os/oslogmessage
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    public init(stringInterpolation: OSLogInterpolation) { fatalError() }
    public init(stringLiteral value: String) { fatalError() }
}
/// https://developer.apple.com/documentation/os/logger (iOS 14)
@available(iOS 14.0, *)
public struct Logger: @unchecked Sendable {
    public init(subsystem: String, category: String) { fatalError() }
    public init(_ logObj: OSLog) { fatalError() }
    public init() { fatalError() }
    public func log(_ message: OSLogMessage) { fatalError() }
    public func log(level: OSLogType, _ message: OSLogMessage) { fatalError() }
    public func trace(_ message: OSLogMessage) { fatalError() }
    public func debug(_ message: OSLogMessage) { fatalError() }
    public func info(_ message: OSLogMessage) { fatalError() }
    public func notice(_ message: OSLogMessage) { fatalError() }
    public func warning(_ message: OSLogMessage) { fatalError() }
    public func error(_ message: OSLogMessage) { fatalError() }
    public func critical(_ message: OSLogMessage) { fatalError() }
    public func fault(_ message: OSLogMessage) { fatalError() }
}
