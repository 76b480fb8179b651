// CoreMotion stub (docs/sdk-stubs.md): device-motion updates the cases read.
// Apple: CMMotionManager.h, CMDeviceMotion.h, CMAttitude.h.
@_exported import Foundation

/// https://developer.apple.com/documentation/coremotion/cmattitude
open class CMAttitude: NSObject {
    /// https://developer.apple.com/documentation/coremotion/cmattitude/roll
    open var roll: Double { fatalError() }
    /// https://developer.apple.com/documentation/coremotion/cmattitude/pitch
    open var pitch: Double { fatalError() }
    /// https://developer.apple.com/documentation/coremotion/cmattitude/yaw
    open var yaw: Double { fatalError() }
}

/// https://developer.apple.com/documentation/coremotion/cmdevicemotion
open class CMDeviceMotion: NSObject {
    /// https://developer.apple.com/documentation/coremotion/cmdevicemotion/attitude
    open var attitude: CMAttitude { fatalError() }
}

/// https://developer.apple.com/documentation/coremotion/cmdevicemotionhandler
public typealias CMDeviceMotionHandler = (CMDeviceMotion?, (any Error)?) -> Void

/// https://developer.apple.com/documentation/coremotion/cmmotionmanager
open class CMMotionManager: NSObject {
    public override init() { fatalError() }
    /// https://developer.apple.com/documentation/coremotion/cmmotionmanager/startdevicemotionupdates(to:withhandler:)
    open func startDeviceMotionUpdates(to queue: OperationQueue, withHandler handler: @escaping CMDeviceMotionHandler) { fatalError() }
    /// https://developer.apple.com/documentation/coremotion/cmmotionmanager/stopdevicemotionupdates()
    open func stopDeviceMotionUpdates() { fatalError() }
}
