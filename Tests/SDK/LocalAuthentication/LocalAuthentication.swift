// LocalAuthentication stub (docs/sdk-stubs.md): the face-id-copy cases read
// LAContext.biometryType. Apple: LAContext.h, LAPublicDefines.h.
@_exported import Foundation

/// https://developer.apple.com/documentation/localauthentication/lapolicy
public enum LAPolicy: Int, Sendable {
    case deviceOwnerAuthenticationWithBiometrics = 1
    case deviceOwnerAuthentication = 2
}

/// https://developer.apple.com/documentation/localauthentication/labiometrytype (iOS 11)
@available(iOS 11.0, *)
public enum LABiometryType: Int, Sendable {
    case none = 0
    case touchID = 1
    case faceID = 2
    @available(iOS 17.0, *) case opticID = 4
}

/// https://developer.apple.com/documentation/localauthentication/lacontext
open class LAContext: NSObject, @unchecked Sendable {
    public override init() { fatalError() }
    /// Apple's parameter is `NSErrorPointer` (an autoreleasing pointer that
    /// exists only with the Objective-C runtime); `&error` and `nil` work the
    /// same with this pointer type.
    open func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool { fatalError() }
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String, reply: @escaping @Sendable (Bool, (any Error)?) -> Void) { fatalError() }
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool { fatalError() }
    @available(iOS 11.0, *) open var biometryType: LABiometryType { fatalError() }
    open var localizedFallbackTitle: String? { get { fatalError() } set { fatalError() } }
    open var localizedCancelTitle: String? { get { fatalError() } set { fatalError() } }
    open func invalidate() { fatalError() }
}
