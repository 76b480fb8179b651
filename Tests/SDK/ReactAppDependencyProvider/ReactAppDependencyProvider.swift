// ReactAppDependencyProvider stub (docs/sdk-stubs.md, issue 21): the class the
// React Native codegen generates (RCTAppDependencyProvider.h, `@interface
// RCTAppDependencyProvider : NSObject <RCTDependencyProvider>`).
@_exported import React

open class RCTAppDependencyProvider: NSObject, RCTDependencyProvider {
    public override init() { fatalError() }
}
