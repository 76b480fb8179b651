// `unfold skill`: the agent-facing guide (issue 19, item 6). The same text
// is docs/agents.md (AgentToolsTests keeps them identical: edit both).

public enum AgentGuide {
    /// The guide, as `unfold skill` prints it.
    public static let text = #"""
# unfold for coding agents

unfold rewrites legacy iOS code (the scene life cycle the iOS 27 SDK requires, `UIScreen.main`, layouts that assume a full, fixed-size screen) and reports what it cannot fix safely. Use it through the shell or through `unfold mcp` (tools `scan`, `preview`, `apply`, `explain`).

## When to run what

1. Survey: `unfold check --format json PATH` (MCP: `scan`). It writes nothing. Each finding has a rule id, a place and a fix safety: `safe`, `review` or none (a finding for a human).
2. Understand a rule before you touch its code: `unfold explain ID` (MCP: `explain`).
3. Preview one transform at a time: `unfold --select ID PATH` prints the diff and writes nothing (MCP: `preview` with `transforms: [ID]`).
4. Apply on a clean git tree: `unfold fix --select ID PATH` (MCP: `apply`). It refuses a dirty tree; commit or stash first instead of passing `--allow-dirty`. On a branch with one commit per transform: `unfold fix --branch NAME --commit PATH`.
5. Build and test after each transform; `unfold fix --verify 'CMD'` drops the transforms whose changes break CMD.
6. Exit codes: 0 nothing to do, 1 changes or findings pending, 2 usage or input error, 3 `--verify` dropped changes.

## How to review

- Read the whole diff of a transform before applying it, with the files it touches open, and read `unfold explain ID` for its fix safety.
- Apply one transform per commit, so that each can be reviewed and reverted on its own.
- Findings without a fix need a decision: read the code, then change it by hand, or leave it and say why in your summary.
- Suppress a finding only with a reason: `// unfold:ignore ID` on the line or the line above, plus a comment that explains it.

## Never apply blindly

- `review` fixes (`--unsafe`, MCP `unsafe: true`): they are likely right, not certainly; read each one and apply it only when you can say why it keeps the behaviour.
- The scene migration (`app-delegate-window`, `scene-manifest-missing`): it creates a scene delegate and edits Info.plist; read the whole diff and docs/scene-migration.md first, then build and launch the app.
- Fixes in files you have not read: preview them, open the files, then apply.
- Anything on a dirty tree: never pass `--allow-dirty` or `--allow-no-vcs` (MCP `allowDirty`, `allowNoVCS`) to get past the refusal; it is your only way back.

"""#
}
