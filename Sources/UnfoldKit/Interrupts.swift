#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGINT, SIGTERM and SIGHUP during a run that must not stop halfway
/// (`fix --branch`): while trapped, a signal only sets a flag; the run checks
/// it between files and between commits and rolls back. SIGKILL cannot be
/// trapped: the run's journal (RunJournal) makes that state recoverable.
public enum Interrupts {
    /// The last signal received while trapped (0: none). Written by the
    /// signal handler only, as a sig_atomic_t would be.
    nonisolated(unsafe) static var received: Int32 = 0

    static let trapped: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Installs the flag-setting handler (and clears the flag).
    static func trap() {
        received = 0
        var set = sigset_t()
        sigemptyset(&set)
        for s in trapped {
            _ = signal(s) { sig in Interrupts.received = sig }
            sigaddset(&set, s)
        }
        // A parent may have started us with these blocked (test runners do):
        // a blocked signal would stay pending and never stop the run.
        _ = pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Back to the default dispositions.
    static func release() {
        for s in trapped { _ = signal(s, SIG_DFL) }
    }

    /// Signals ignored outright (the rollback itself must finish).
    static func ignore() {
        for s in trapped { _ = signal(s, SIG_IGN) }
    }

    static var requested: Bool { received != 0 }

    /// "SIGINT", "SIGTERM", … for messages.
    static var name: String {
        switch received {
        case SIGINT: return "SIGINT"
        case SIGTERM: return "SIGTERM"
        case SIGHUP: return "SIGHUP"
        default: return "signal \(received)"
        }
    }
}
