// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
struct MailThread {
    let subject: String
    let preview: String
    let isUnread: Bool
}
