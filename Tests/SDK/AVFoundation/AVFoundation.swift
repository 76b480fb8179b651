// AVFoundation stub (docs/sdk-stubs.md): the capture classes the cases use.
// Apple: AVCaptureDevice.h, AVCaptureSession.h, AVCaptureOutput.h,
// AVCapturePhotoOutput.h, AVCaptureVideoPreviewLayer.h, AVMediaFormat.h.
// Delegate protocols refine AnyObject, not NSObjectProtocol (Linux).
@_exported import UIKit

/// https://developer.apple.com/documentation/avfoundation/avmediatype
public struct AVMediaType: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public init(rawValue: String) { fatalError() }
    public var rawValue: String { fatalError() }
    /// https://developer.apple.com/documentation/avfoundation/avmediatype/video
    public static let video: AVMediaType = { fatalError() }()
}

/// https://developer.apple.com/documentation/avfoundation/avcapturedevice
open class AVCaptureDevice: NSObject {
    /// https://developer.apple.com/documentation/avfoundation/avcapturedevice/default(for:)
    open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? { fatalError() }
    /// https://developer.apple.com/documentation/avfoundation/avcapturedevice/lockforconfiguration()
    open func lockForConfiguration() throws { fatalError() }
    /// https://developer.apple.com/documentation/avfoundation/avcapturedevice/unlockforconfiguration()
    open func unlockForConfiguration() { fatalError() }
    /// https://developer.apple.com/documentation/avfoundation/avcapturedevice/hastorch
    open var hasTorch: Bool { fatalError() }
    /// https://developer.apple.com/documentation/avfoundation/avcapturedevice/torchmode-swift.property
    open var torchMode: AVCaptureDevice.TorchMode { get { fatalError() } set { fatalError() } }
    /// https://developer.apple.com/documentation/avfoundation/avcapturedevice/torchmode-swift.enum
    public enum TorchMode: Int, @unchecked Sendable {
        case off = 0
        case on = 1
        case auto = 2
    }
}

/// https://developer.apple.com/documentation/avfoundation/avcapturesession
open class AVCaptureSession: NSObject {
    public override init() { fatalError() }
}

/// https://developer.apple.com/documentation/avfoundation/avcaptureconnection
open class AVCaptureConnection: NSObject {
    /// https://developer.apple.com/documentation/avfoundation/avcaptureconnection/videorotationangle
    @available(iOS 17.0, *)
    open var videoRotationAngle: CGFloat { get { fatalError() } set { fatalError() } }
}

/// https://developer.apple.com/documentation/avfoundation/avcaptureoutput
open class AVCaptureOutput: NSObject {
    /// https://developer.apple.com/documentation/avfoundation/avcaptureoutput/connection(with:)
    open func connection(with mediaType: AVMediaType) -> AVCaptureConnection? { fatalError() }
}

/// https://developer.apple.com/documentation/avfoundation/avcapturephotosettings
open class AVCapturePhotoSettings: NSObject {
    public override init() { fatalError() }
}

/// https://developer.apple.com/documentation/avfoundation/avcapturephotocapturedelegate
/// (all of its methods are optional)
public protocol AVCapturePhotoCaptureDelegate: AnyObject {}

/// https://developer.apple.com/documentation/avfoundation/avcapturephotooutput
open class AVCapturePhotoOutput: AVCaptureOutput {
    public override init() { fatalError() }
    /// https://developer.apple.com/documentation/avfoundation/avcapturephotooutput/capturephoto(with:delegate:)
    open func capturePhoto(with settings: AVCapturePhotoSettings, delegate: any AVCapturePhotoCaptureDelegate) { fatalError() }
}

/// https://developer.apple.com/documentation/avfoundation/avcapturevideopreviewlayer
open class AVCaptureVideoPreviewLayer: CALayer {}
