/// Builds groups, brace kinds and declarations in one iterative pass (no
/// recursion, so 10,000 nested brackets are fine).
struct TreeBuilder: TokenSource {
    let bytes: [UInt8]
    let tokens: [Token]
    var partner: [Int32]
    var parentGroup: [Int32]
    var braceKinds: [BraceKind]
    var decls: [Decl] = []
    var unbalanced = 0
    /// Openers that never close (skipped by a closer of another kind, or left open at the end).
    var unclosed: [Int32] = []
    /// The `}` of each `repeat { … }` block: a `while` right after one ends the
    /// statement instead of opening a block. A property, not a parameter of
    /// `handleWord` (no retain and release per call).
    var repeatCloses = Set<Int>()

    init(bytes: [UInt8], tokens: [Token]) {
        self.bytes = bytes
        self.tokens = tokens
        partner = [Int32](repeating: -1, count: tokens.count)
        parentGroup = [Int32](repeating: -1, count: tokens.count)
        braceKinds = [BraceKind](repeating: .unknown, count: tokens.count)
    }

    mutating func build() {
        matchGroups()
        scanDeclarations()
        restoreSourceOrder()
        // An opener that never closes extends to the end of the file: its partner
        // is the `.eof` token, so `open...partner[open]` is always a valid range.
        let eof = Int32(tokens.count - 1)
        for o in unclosed { partner[Int(o)] = eof }
    }

    // MARK: Groups

    static func closer(of k: TokenKind) -> TokenKind {
        switch k {
        case .leftParen: return .rightParen
        case .leftBracket: return .rightBracket
        case .leftBrace: return .rightBrace
        default: return .interpolationClose
        }
    }

    /// Bit `kind.rawValue` set for the opening and closing kinds (`isOpening`, `isClosing`).
    static let brackets: UInt64 = {
        var m: UInt64 = 0
        for raw in 0...UInt8.max {
            if let k = TokenKind(rawValue: raw), k.isOpening || k.isClosing { m |= 1 << UInt64(raw) }
        }
        return m
    }()

    mutating func matchGroups() {
        let n = tokens.count
        // The stack of open brackets, at most one entry per token: a buffer, not
        // an array (no uniqueness check or growth per push).
        let stack = UnsafeMutablePointer<Int32>.allocate(capacity: max(n, 1))
        defer { stack.deallocate() }
        var depth = 0
        var unbalanced = 0
        var unclosed: [Int32] = []
        let brackets = TreeBuilder.brackets
        tokens.withUnsafeBufferPointer { toks in
            partner.withUnsafeMutableBufferPointer { partner in
                parentGroup.withUnsafeMutableBufferPointer { parentGroup in
                    // The innermost open bracket (`stack[depth - 1]`, -1 at the top level).
                    var current: Int32 = -1
                    for i in 0..<n {
                        parentGroup[i] = current
                        let k = toks[i].kind
                        // Most tokens are not brackets: one bit test for them.
                        guard brackets & (1 &<< UInt64(k.rawValue & 63)) != 0 else { continue }
                        if k.isOpening {
                            stack[depth] = Int32(i)
                            depth += 1
                            current = Int32(i)
                        } else if k.isClosing {
                            // Close the nearest matching opener; openers skipped on the way stay unbalanced.
                            var at = depth - 1
                            while at >= 0, TreeBuilder.closer(of: toks[Int(stack[at])].kind) != k { at -= 1 }
                            if at >= 0 {
                                let o = Int(stack[at])
                                if at < depth - 1 {
                                    unbalanced += depth - 1 - at
                                    for u in (at + 1)..<depth { unclosed.append(stack[u]) }
                                }
                                depth = at
                                current = depth > 0 ? stack[depth - 1] : -1
                                partner[o] = Int32(i)
                                partner[i] = Int32(o)
                                parentGroup[i] = parentGroup[o]
                            } else {
                                unbalanced += 1
                            }
                        }
                    }
                }
            }
        }
        for u in 0..<depth { unclosed.append(stack[u]) }
        self.unbalanced += unbalanced + depth
        self.unclosed = unclosed
    }

    // MARK: Declarations and braces

    /// A declaration inside another's attribute arguments
    /// (`@Option(transform: { s in let v = Int(s); return v }) var count: Int`)
    /// is met before the attributed declaration's keyword, so it was recorded
    /// first. Puts `decls` back in source order (parents before children,
    /// `parent` indices remapped) and makes the attributed declaration its
    /// parent. Files without such declarations are left as they are.
    mutating func restoreSourceOrder() {
        var ordered = true
        for k in decls.indices.dropFirst() where decls[k].start < decls[k - 1].start {
            ordered = false
            break
        }
        if ordered { return }
        let order = decls.indices.sorted { (decls[$0].start, $0) < (decls[$1].start, $1) }
        var newIndex = [Int](repeating: 0, count: decls.count)
        for (new, old) in order.enumerated() { newIndex[old] = new }
        var out = order.map { decls[$0] }
        for k in out.indices { if let p = out[k].parent { out[k].parent = newIndex[p] } }
        for d in out.indices where out[d].start < out[d].keyword {
            var e = d + 1
            while e < out.count, out[e].start < out[d].keyword {
                if out[e].parent == out[d].parent { out[e].parent = d }
                e += 1
            }
        }
        decls = out
    }

    enum Pending {
        case none
        case block(repeatKeyword: Bool)
        case declBody(Int)
        /// A `var`/`let` waiting for its end; `equal` is the `=` token or -1.
        case variable(Int, equal: Int)

        var isNone: Bool {
            if case .none = self { return true }
            return false
        }
    }

    struct Frame {
        var open: Int          // the opening bracket, -1 for the file
        var pending: Pending = .none
        /// The declaration that owns this brace (type body → member decls get it as parent).
        var owner: Int?
        var isEnumBody = false
        var isAccessorBlock = false
        /// Set when a statement keyword inside a variable initializer (`let x = if …`)
        /// claims the next `{`, or right after a block was opened (to remember `repeat`).
        var pendingBefore: Pending = .none
    }

    /// The stack of open groups while scanning: a growable buffer of trivial
    /// frames (pushing and popping one is a store, with no array bookkeeping).
    struct FrameStack {
        private var base: UnsafeMutablePointer<Frame>
        private var capacity = 64
        private(set) var count = 0

        init() { base = .allocate(capacity: capacity) }

        func deallocate() { base.deallocate() }

        subscript(i: Int) -> Frame {
            unsafeAddress { UnsafePointer(base + i) }
            nonmutating unsafeMutableAddress { base + i }
        }

        mutating func append(_ f: Frame) {
            if count == capacity {
                let bigger = UnsafeMutablePointer<Frame>.allocate(capacity: capacity * 2)
                bigger.moveInitialize(from: base, count: count)
                base.deallocate()
                base = bigger
                capacity *= 2
            }
            (base + count).initialize(to: f)
            count += 1
        }

        /// Frames hold no references: dropping one needs no deinitialisation.
        mutating func removeLast() { count -= 1 }

        /// Whether a frame was opened by token `open` (searched from the top).
        func contains(open: Int) -> Bool {
            var k = count - 1
            while k >= 0 {
                if base[k].open == open { return true }
                k -= 1
            }
            return false
        }
    }

    mutating func scanDeclarations() {
        // About one declaration per 40 tokens in app code: room for most of
        // a file's at once (growing from empty moved them four times a file).
        decls.reserveCapacity(tokens.count / 64)
        var frames = FrameStack()
        defer { frames.deallocate() }
        frames.append(Frame(open: -1))
        // A local reference to the tokens: its count cannot change under the
        // loop's calls (as `self.tokens` could for the optimiser), so the
        // per-token bounds check goes.
        let tokens = self.tokens
        var i = 0
        let n = tokens.count
        while i < n {
            let t = tokens[i]
            let k = t.kind
            if k == .eof { break }
            // A new statement ends a declaration still waiting for its end
            // (with nothing pending, `finishPending` does nothing: most lines
            // skip the `continuesStatement` test).
            // (`startsLine(i)` from the token in hand: `i` is in bounds.)
            if i == 0 || t.flags & Token.startsLine != 0, k != .leftBrace, !frames[frames.count - 1].pending.isNone,
               !continuesStatement(i) {
                finishPending(&frames[frames.count - 1], before: i)
            }
            switch k {
            case .keyword, .identifier:
                // Only recognised words start declarations or blocks (most words are names).
                if t.word.startsDeclarationOrBlock { handleWord(i, &frames) }
            case .equal:
                if case .variable(let d, let eq) = frames[frames.count - 1].pending, eq < 0 {
                    frames[frames.count - 1].pending = .variable(d, equal: i)
                }
            case .semicolon:
                finishPending(&frames[frames.count - 1], before: i)
            case .leftBrace:
                var frame = Frame(open: i)
                let kind = classifyBrace(i, &frames[frames.count - 1], &frame)
                braceKinds[i] = kind
                if kind == .statementBlock, case .block(true) = frames[frames.count - 1].pendingBefore, partner[i] >= 0 {
                    repeatCloses.insert(Int(partner[i]))
                }
                frames[frames.count - 1].pendingBefore = .none
                // Unclosed groups get a frame too: their members still have a parent.
                if frame.owner == nil { frame.owner = innerOwner(frames[frames.count - 1]) }
                frames.append(frame)
            case .leftParen, .leftBracket, .interpolationOpen:
                frames.append(Frame(open: i, owner: innerOwner(frames[frames.count - 1])))
            case .rightBrace, .rightParen, .rightBracket, .interpolationClose:
                let open = Int(partner[i])
                if open >= 0, frames.count > 1, frames.contains(open: open) {
                    // Close the group, and any unclosed group opened inside it.
                    while frames.count > 1, frames[frames.count - 1].open != open {
                        finishPending(&frames[frames.count - 1], before: i)
                        frames.removeLast()
                    }
                    finishPending(&frames[frames.count - 1], before: i)
                    frames.removeLast()
                    // A declaration whose body just closed ends here.
                    if k == .rightBrace, case .declBody(let d) = frames[frames.count - 1].pending, decls[d].body == Int(partner[i]) {
                        decls[d].end = i
                        frames[frames.count - 1].pending = .none
                    }
                    if k == .rightBrace, case .variable(let d, _) = frames[frames.count - 1].pending, decls[d].body == Int(partner[i]) {
                        decls[d].end = i
                        frames[frames.count - 1].pending = .none
                    }
                }
            default:
                break
            }
            i += 1
        }
        while frames.count > 0 {
            finishPending(&frames[frames.count - 1], before: n - 1)
            frames.removeLast()
        }
        // Decls with no known end (unbalanced input) end at the last token.
        for d in decls.indices where decls[d].end < decls[d].keyword { decls[d].end = max(decls[d].keyword, n - 2) }
    }

    /// The owner of a group opened inside `frame`: a declaration still being
    /// read (a property initializer, a parameter's default value) owns it.
    func innerOwner(_ frame: Frame) -> Int? {
        switch frame.pending {
        case .declBody(let d), .variable(let d, _): return d
        default: return frame.owner
        }
    }

    /// Ends the pending declaration of a frame just before token `i`.
    mutating func finishPending(_ frame: inout Frame, before i: Int) {
        switch frame.pending {
        case .declBody(let d):
            if decls[d].body < 0 { decls[d].end = max(decls[d].keyword, previousCode(i)) }
        case .variable(let d, let eq):
            if decls[d].body < 0 || decls[d].end < decls[d].keyword {
                let last = max(decls[d].keyword, previousCode(i))
                if decls[d].body < 0 { decls[d].end = last }
                // `var x = { get { 1 } }`: the `{` right after `=` is the body, so
                // there is no initializer between them.
                let upper = decls[d].body >= 0 ? decls[d].body - 1 : last
                if eq >= 0, eq + 1 <= upper, decls[d].initializer == nil {
                    decls[d].initializer = (eq + 1)...upper
                }
            }
        default:
            break
        }
        if case .block = frame.pending {} else { frame.pending = .none }
        if case .block = frame.pending, i < tokens.count, tokens[i].kind == .semicolon { frame.pending = .none }
    }

    func previousCode(_ i: Int) -> Int { max(0, i - 1) }

    mutating func handleWord(_ i: Int, _ frames: inout FrameStack) {
        let top = frames.count - 1
        switch tokens[i].word {
        case .if, .guard, .for, .switch, .catch, .else, .do, .defer:
            if case .variable = frames[top].pending {
                // `let x = if c { … } else { … }`: the blocks belong to the initializer.
                frames[top].pendingBefore = .block(repeatKeyword: false)
                return
            }
            if case .declBody = frames[top].pending { finishPending(&frames[top], before: i) }
            frames[top].pending = .block(repeatKeyword: false)
            return
        case .repeat:
            frames[top].pending = .block(repeatKeyword: true)
            return
        case .while:
            let prev = i - 1
            if prev >= 0, repeatCloses.contains(prev) { return }
            frames[top].pending = .block(repeatKeyword: false)
            return
        default:
            break
        }
        guard let kind = declKind(i, frames[top]) else { return }
        let start = declStart(i)
        guard isDeclPosition(i, start: start) else { return }
        finishPending(&frames[top], before: i)
        var d = Decl(kind: kind, start: start, keyword: i, end: -1, name: "", nameToken: -1,
                     modifierWords: ModifierWords(), attributes: [], genericClause: nil, inheritance: [], body: -1,
                     initializer: nil, typeAnnotation: nil, parent: frames[top].owner)
        collectModifiers(&d)
        readSignature(&d)
        // Moved in, not copied (a copy retained the declaration's strings
        // and arrays, and destroying `d` released them again).
        decls.append(consume d)
        let index = decls.count - 1
        if kind.isVariable {
            frames[top].pending = .variable(index, equal: -1)
        } else if kind == .enumCase || kind == .typealias || kind == .associatedtype || kind == .import {
            frames[top].pending = .variable(index, equal: -1)
        } else {
            frames[top].pending = .declBody(index)
        }
    }

    func declKind(_ i: Int, _ frame: Frame) -> DeclKind? {
        switch tokens[i].word {
        case .actor:
            return kind(i + 1) == .identifier && isDeclPosition(i) ? .actor : nil
        case .class:
            // `class func`, `class var`, `class override …` use `class` as a modifier.
            let next = i + 1
            if kind(next) == .keyword || word(next).isModifier { return nil }
            if kind(next) != .identifier { return nil }
            return .class
        case .case: return frame.isEnumBody ? .enumCase : nil
        case .struct: return .struct
        case .subscript: return .subscript
        case .enum: return .enum
        case .extension: return .extension
        case .protocol: return kind(i + 1) == .identifier ? .protocol : nil
        case .func: return .func
        case .`init`: return .`init`
        case .import: return .import
        case .deinit: return .deinit
        case .var: return .var
        case .let: return .let
        case .typealias: return .typealias
        case .associatedtype: return .associatedtype
        default: return nil
        }
    }

    /// The first token of the declaration whose keyword is `i`: walks back over
    /// modifiers (`private(set)` included) and attributes (`@objc(name)`).
    func declStart(_ i: Int) -> Int {
        var s = i
        while s > 0 {
            var j = s - 1
            // `private(set)`, `@objc(name)`, `unowned(safe)`
            if tokens[j].kind == .rightParen, partner[j] >= 0 { j = Int(partner[j]) - 1 }
            guard j >= 0 else { break }
            let k = tokens[j].kind
            if k == .identifier || k == .keyword {
                if j > 0, tokens[j - 1].kind == .atSign {
                    s = j - 1
                    continue
                }
                if word(j).isModifier && (j == s - 1 || tokens[s - 1].kind == .rightParen) {
                    s = j
                    continue
                }
                // Qualified attribute names: `@Foo.Bar`
                var q = j
                while q >= 2, tokens[q - 1].kind == .period, tokens[q - 2].kind == .identifier { q -= 2 }
                if q != j, q > 0, tokens[q - 1].kind == .atSign {
                    s = q - 1
                    continue
                }
            }
            break
        }
        return s
    }

    /// A declaration keyword starts a declaration when its modifiers and
    /// attributes begin a statement (not `if let`, `case let`, `(let a, …)`).
    func isDeclPosition(_ i: Int, start: Int? = nil) -> Bool {
        let s = start ?? declStart(i)
        if s == 0 { return true }
        let p = s - 1
        switch tokens[p].kind {
        case .leftBrace, .rightBrace, .semicolon: return true
        case .poundDirective: return true
        default: break
        }
        if startsLine(s) {
            // Not when the line continues the previous one (`guard let a = x,⏎ let b = y`).
            return !continuesStatement(s)
        }
        // `in` of a closure signature followed by a declaration on the same line.
        if word(p) == .in { return true }
        return false
    }

    mutating func collectModifiers(_ d: inout Decl) {
        var j = d.start
        while j < d.keyword {
            if tokens[j].kind == .atSign {
                var e = j + 1
                var name = wordText(e)
                while kind(e + 1) == .period, kind(e + 2) == .identifier {
                    name += "." + text(e + 2)
                    e += 2
                }
                d.attributes.append(name)
                j = e + 1
                if kind(j) == .leftParen, partner[j] >= 0, tokens[j].start == tokens[e].end { j = Int(partner[j]) + 1 }
                continue
            }
            if tokens[j].word.isModifier { d.modifierWords.append(tokens[j].word) }
            j = kind(j + 1) == .leftParen && partner[j + 1] >= 0 ? Int(partner[j + 1]) + 1 : j + 1
        }
    }

    /// Name, generic clause, inheritance list and type annotation.
    mutating func readSignature(_ d: inout Decl) {
        var j = d.keyword + 1
        switch d.kind {
        case .`init`, .deinit, .subscript:
            d.name = text(d.keyword)
            d.nameToken = d.keyword
            if kind(j) == .postfixQuestion || kind(j) == .exclamation { j += 1 }
        case .extension:
            var name = ""
            var k = j
            while k < tokens.count, tokens[k].kind == .identifier || tokens[k].kind == .period || tokens[k].kind == .keyword && word(k) == .anyKeyword {
                name += text(k)
                k += 1
            }
            d.name = name
            d.nameToken = j
            j = k
        case .var, .let:
            if kind(j) == .identifier || kind(j) == .keyword && word(j) != .in {
                d.name = nameText(j)
                d.nameToken = j
                j += 1
            }
            if kind(j) == .colon {
                let s = j + 1
                var e = s
                while e < tokens.count {
                    let k = tokens[e].kind
                    if k == .equal || k == .leftBrace || k == .semicolon || k == .eof || k.isClosing { break }
                    if e > s, startsLine(e), !continuesStatement(e) { break }
                    if k == .comma { break }
                    e = k.isOpening && partner[e] >= 0 ? Int(partner[e]) + 1 : e + 1
                }
                if e > s { d.typeAnnotation = s...(e - 1) }
            }
            return
        default:
            if kind(j) == .identifier || kind(j).isOperator || kind(j) == .keyword {
                d.name = nameText(j)
                d.nameToken = j
                j += 1
            }
        }
        // Generic parameter clause: `<…>` right after the name.
        if isLessThan(j), let close = angleClose(from: j) {
            d.genericClause = j...close
            j = close + 1
        }
        guard d.kind.isTypeLike, kind(j) == .colon else { return }
        j += 1
        var itemStart = j
        while j < tokens.count {
            let k = tokens[j].kind
            if k == .leftBrace || k == .eof || k == .semicolon || word(j) == .where || k.isClosing {
                break
            }
            if k == .comma {
                if j > itemStart { d.inheritance.append(text(from: itemStart, through: j - 1)) }
                itemStart = j + 1
            }
            if isLessThan(j), let close = angleClose(from: j) {
                j = close + 1
                continue
            }
            j = k.isOpening && partner[j] >= 0 ? Int(partner[j]) + 1 : j + 1
        }
        if j > itemStart { d.inheritance.append(text(from: itemStart, through: j - 1)) }
    }

    /// The text of token `j`, shared with `Word.spellings` when it is a known word.
    func wordText(_ j: Int) -> String {
        guard j >= 0, j < tokens.count else { return "" }
        let w = tokens[j].word
        return w == .none ? text(j) : Word.spellings[Int(w.rawValue)]
    }

    /// The text of name token `j` without the backticks of `` `default` ``
    /// (read from the bytes: no intermediate string).
    func nameText(_ j: Int) -> String {
        let t = tokens[j]
        let s = Int(t.start), e = Int(t.end)
        if e - s >= 2, bytes[s] == UInt8(ascii: "`"), bytes[e - 1] == UInt8(ascii: "`") { return text((s + 1)..<(e - 1)) }
        return text(s..<e)
    }

    /// Whether token `j` is a lone `<` (operator kinds only; no string compare).
    func isLessThan(_ j: Int) -> Bool {
        guard j >= 0, j < tokens.count else { return false }
        let t = tokens[j]
        return t.kind.isOperator && t.end - t.start == 1 && bytes[Int(t.start)] == UInt8(ascii: "<")
    }

    /// The `>` that closes the `<` at `open`, counting nested angle brackets.
    func angleClose(from open: Int) -> Int? {
        var depth = 0
        var j = open
        while j < tokens.count {
            let k = tokens[j].kind
            if k == .leftBrace || k == .rightBrace || k == .semicolon || k == .eof || k == .equal { return nil }
            if k.isOperator || k == .postfixQuestion || k == .exclamation {
                let s = Int(tokens[j].start)
                let e = Int(tokens[j].end)
                for c in bytes[s..<e] {
                    if c == UInt8(ascii: "<") { depth += 1 } else if c == UInt8(ascii: ">") { depth -= 1 }
                }
                if depth == 0 { return j }
                if depth < 0 { return nil }
            }
            j = k.isOpening && partner[j] >= 0 ? Int(partner[j]) + 1 : j + 1
        }
        return nil
    }

    /// What the `{` at `i` is, given the state of the enclosing frame.
    mutating func classifyBrace(_ i: Int, _ outer: inout Frame, _ frame: inout Frame) -> BraceKind {
        switch outer.pending {
        case .block(let isRepeat):
            outer.pending = .none
            outer.pendingBefore = .block(repeatKeyword: isRepeat)
            return .statementBlock
        case .declBody(let d):
            decls[d].body = i
            frame.owner = d
            if decls[d].kind == .enum { frame.isEnumBody = true }
            if decls[d].kind == .subscript, startsAccessorBlock(i) {
                frame.isAccessorBlock = true
                return .accessorBlock
            }
            return decls[d].kind.isTypeLike ? .typeBody : .functionBody
        case .variable(let d, let eq):
            if case .block = outer.pendingBefore {
                outer.pendingBefore = .none
                return .statementBlock
            }
            guard decls[d].kind.isVariable else { break }
            if startsAccessorBlock(i) {
                decls[d].body = i
                if eq >= 0, decls[d].initializer == nil, eq + 1 <= i - 1 { decls[d].initializer = (eq + 1)...(i - 1) }
                frame.owner = d
                frame.isAccessorBlock = true
                return .accessorBlock
            }
            if eq < 0 {
                decls[d].body = i
                frame.owner = d
                return .functionBody
            }
        case .none:
            break
        }
        if outer.isAccessorBlock {
            var p = i - 1
            if kind(p) == .rightParen, partner[p] >= 0 { p = Int(partner[p]) - 1 }
            if p >= 0, isAccessorWord(p) { return .accessorBody }
        }
        return .closure
    }

    func isAccessorWord(_ j: Int) -> Bool { word(j).isAccessor }

    /// `{ get … }`, `{ didSet … }`, `{ @MainActor get … }`, `{ mutating get … }`.
    func startsAccessorBlock(_ i: Int) -> Bool {
        var j = i + 1
        while j < tokens.count {
            if tokens[j].kind == .atSign {
                j += 2
                if kind(j) == .leftParen, partner[j] >= 0 { j = Int(partner[j]) + 1 }
                continue
            }
            if word(j) == .mutating || word(j) == .nonmutating || word(j) == .override { j += 1; continue }
            break
        }
        guard isAccessorWord(j), word(j) != .`init` || kind(j + 1) == .leftBrace else { return false }
        let next = kind(j + 1)
        return next == .leftBrace || next == .rightBrace || next == .leftParen || next == .identifier
            || next == .keyword || startsLine(j + 1)
    }
}
