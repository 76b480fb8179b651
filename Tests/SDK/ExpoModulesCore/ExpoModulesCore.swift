// ExpoModulesCore stub (docs/sdk-stubs.md, issue 21): the cases use nothing of
// it beyond what it re-exports (React Native's factory API); its own
// declarations (modules, app-delegate subscribers) are not modelled.
@_exported import React_RCTAppDelegate
