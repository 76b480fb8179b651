import Foundation

/// The HTML of `unfold report`: one self-contained page (the review page's
/// head and Content-Security-Policy, `HTMLReport.pageStart`; every text
/// through `HTMLReport.escape`), charts as inline SVG, each followed by a
/// table with its numbers. No script, no external reference. Pure: depends
/// on the report only.
enum MigrationReportPage {
    /// The fill of each kind, in the order bars and areas stack them (safe, review, finding).
    static let fills = ["#2da44e", "#d4a72c", "#8250df"]
    /// Folders drawn in the bar chart; the rest are summed in one bar (the table lists all).
    static let chartedAreas = 20

    static func render(_ r: MigrationReport) -> [UInt8] {
        let title = "unfold report: " + r.paths.joined(separator: " ")
        var h = HTMLReport.pageStart(title: title, css: css)
        h += "<header>\n<h1>Migration report <span class=\"muted\">\(esc(r.paths.joined(separator: " ")))</span></h1>\n"
        h += "<p class=\"totals\">\(r.swiftFiles) Swift file\(r.swiftFiles == 1 ? "" : "s") analysed by unfold \(esc(r.tool.version)); "
        h += "pending: <strong>\(r.totals.safe)</strong> safe fix\(r.totals.safe == 1 ? "" : "es") · <strong>\(r.totals.review)</strong> review fix\(r.totals.review == 1 ? "" : "es") · <strong>\(r.totals.finding)</strong> finding\(r.totals.finding == 1 ? "" : "s") in \(r.filesWithWork) file\(r.filesWithWork == 1 ? "" : "s").</p>\n"
        h += "<p class=\"muted\">Safe fixes: <code>unfold fix</code> applies them. Review fixes: <code>unfold fix --unsafe</code> applies them, a person checks them. Findings: a person does the work. Counts only, no effort estimates.</p>\n"
        h += "<nav><a href=\"#readiness\">Readiness</a> · <a href=\"#transforms\">By transform</a> · <a href=\"#where\">Where the work is</a> · <a href=\"#files\">Files</a>"
        if r.history != nil { h += " · <a href=\"#history\">Progress over time</a>" }
        if let page = r.reviewPage { h += " · review page: <a href=\"\(esc(relativeLink(page)))\">\(esc(page))</a>" }
        h += "</nav>\n</header>\n<main>\n"
        h += readiness(r)
        h += transforms(r)
        h += whereTheWorkIs(r)
        h += files(r)
        if let history = r.history { h += progress(history) }
        h += "</main>\n</body>\n</html>\n"
        return Array(h.utf8)
    }

    static func esc(_ s: String) -> String { HTMLReport.escape(s) }

    /// The review page (a path relative to the report's folder) as a URI reference.
    static func relativeLink(_ page: String) -> String {
        Report.uriReference(page)
    }

    // MARK: - Sections

    static func readiness(_ r: MigrationReport) -> String {
        var h = "<section id=\"readiness\">\n<h2>Readiness for the iOS 27 SDK</h2>\n"
        guard !r.apps.isEmpty else {
            return h + "<p>No app target or app folder was found; the life cycle of the code is <strong>\(esc(r.lifeCycleWithoutApps ?? "unknown"))</strong>.</p>\n</section>\n"
        }
        h += "<table class=\"data\">\n<thead><tr><th>app</th><th>deployment target</th><th>life cycle</th><th>scene life cycle</th><th>why</th></tr></thead>\n<tbody>\n"
        for a in r.apps {
            let project = a.project.map { "<div class=\"muted small\">\(esc($0))</div>" } ?? "<div class=\"muted small\">app folder</div>"
            let target = a.deploymentTarget.map { "iOS " + esc($0) } ?? "unknown"
            let source = a.deploymentTargetSource.map { "<div class=\"muted small\">\(esc($0))</div>" } ?? ""
            let status = a.status.hasPrefix("migratable") ? (a.status == "migratable-safe" ? "safe" : "review") : a.status
            let location = a.location.map { " <span class=\"muted small\">(\(esc($0)))</span>" } ?? ""
            h += "<tr><td><strong>\(esc(a.name))</strong>\(project)</td><td>\(target)\(source)</td><td>\(esc(a.lifeCycle))</td>"
            h += "<td><span class=\"badge \(status)\">\(esc(MigrationReport.statusLabel(a.status)))</span></td><td>\(HTMLReport.codeSpans(a.reason ?? ""))\(location)</td></tr>\n"
        }
        return h + "</tbody>\n</table>\n</section>\n"
    }

    static func transforms(_ r: MigrationReport) -> String {
        var h = "<section id=\"transforms\">\n<h2>Pending work by transform</h2>\n"
        guard !r.transforms.isEmpty else { return h + "<p class=\"empty\">Nothing pending.</p>\n</section>\n" }
        h += "<table class=\"data\">\n<thead><tr><th>transform</th><th>what</th><th class=\"n\">safe fixes</th><th class=\"n\">review fixes</th><th class=\"n\">findings</th><th class=\"n\">total</th></tr></thead>\n<tbody>\n"
        for t in r.transforms {
            h += "<tr><td><code>\(esc(t.id))</code></td><td>\(esc(t.summary))</td>" + numbers(t.counts) + "</tr>\n"
        }
        h += "<tr class=\"sum\"><td>total</td><td></td>" + numbers(r.totals) + "</tr>\n"
        return h + "</tbody>\n</table>\n</section>\n"
    }

    static func numbers(_ c: MigrationReport.Counts) -> String {
        "<td class=\"n\">\(c.safe)</td><td class=\"n\">\(c.review)</td><td class=\"n\">\(c.finding)</td><td class=\"n\">\(c.total)</td>"
    }

    static func whereTheWorkIs(_ r: MigrationReport) -> String {
        var h = "<section id=\"where\">\n<h2>Where the work is <span class=\"muted\">by folder under \(esc(r.areaRoot))</span></h2>\n"
        guard !r.areas.isEmpty else { return h + "<p class=\"empty\">Nothing pending.</p>\n</section>\n" }
        var rows = r.areas.prefix(chartedAreas).map { ($0.name, $0.counts) }
        if r.areas.count > chartedAreas {
            let rest = r.areas.dropFirst(chartedAreas)
            rows.append(("\(rest.count) other folders", rest.reduce(MigrationReport.Counts()) { $0 + $1.counts }))
        }
        h += legend()
        h += barChart(rows, id: "where-chart", title: "Pending work per folder, most first")
        h += "<table class=\"data\">\n<caption>The numbers of the chart</caption>\n<thead><tr><th>folder</th><th class=\"n\">files</th><th class=\"n\">safe fixes</th><th class=\"n\">review fixes</th><th class=\"n\">findings</th><th class=\"n\">total</th></tr></thead>\n<tbody>\n"
        for a in r.areas {
            h += "<tr><td><code>\(esc(a.name))</code></td><td class=\"n\">\(a.files ?? 0)</td>" + numbers(a.counts) + "</tr>\n"
        }
        return h + "</tbody>\n</table>\n</section>\n"
    }

    static func files(_ r: MigrationReport) -> String {
        var h = "<section id=\"files\">\n<h2>Files with the most pending work <span class=\"muted\">\(r.topFiles.count) of \(r.filesWithWork)</span></h2>\n"
        guard !r.topFiles.isEmpty else { return h + "<p class=\"empty\">Nothing pending.</p>\n</section>\n" }
        h += "<table class=\"data\">\n<thead><tr><th>file</th><th class=\"n\">safe fixes</th><th class=\"n\">review fixes</th><th class=\"n\">findings</th><th class=\"n\">total</th></tr></thead>\n<tbody>\n"
        for f in r.topFiles {
            var name = "<code>\(esc(f.name))</code>"
            if let link = f.reviewLink, let page = r.reviewPage {
                name += " <a class=\"small\" href=\"\(esc(relativeLink(page)))#\(esc(link))\">changes</a>"
            }
            h += "<tr><td class=\"path\">\(name)</td>" + numbers(f.counts) + "</tr>\n"
        }
        return h + "</tbody>\n</table>\n</section>\n"
    }

    static func progress(_ points: [MigrationReport.HistoryPoint]) -> String {
        var h = "<section id=\"history\">\n<h2>Progress over time <span class=\"muted\">\(points.count) commit\(points.count == 1 ? "" : "s") of the branch</span></h2>\n"
        guard !points.isEmpty else { return h + "<p class=\"empty\">No commit was analysed.</p>\n</section>\n" }
        h += legend()
        h += areaChart(points, id: "history-chart", title: "Pending work per commit, oldest first, stacked: safe fixes, review fixes, findings")
        h += "<table class=\"data\">\n<caption>The numbers of the chart</caption>\n<thead><tr><th>commit</th><th>date</th><th class=\"n\">Swift files</th><th class=\"n\">safe fixes</th><th class=\"n\">review fixes</th><th class=\"n\">findings</th><th class=\"n\">total</th></tr></thead>\n<tbody>\n"
        for p in points {
            h += "<tr><td><code>\(esc(String(p.commit.prefix(10))))</code></td><td>\(esc(p.date))</td><td class=\"n\">\(p.swiftFiles)</td>" + numbers(p.counts) + "</tr>\n"
        }
        return h + "</tbody>\n</table>\n</section>\n"
    }

    /// The key to both charts: a swatch and a word for each kind, and the order they stack in.
    static func legend() -> String {
        var h = "<p class=\"legend\">"
        let words = ["safe fix (unfold applies it)", "review fix (unfold applies it with --unsafe; a person checks it)", "finding (a person does the work)"]
        for (k, word) in words.enumerated() {
            h += "<span class=\"key\"><svg class=\"swatch\" width=\"14\" height=\"14\" viewBox=\"0 0 14 14\" aria-hidden=\"true\"><rect width=\"14\" height=\"14\" fill=\"\(fills[k])\"/></svg> \(k + 1). \(esc(word))</span> "
        }
        return h + "<span class=\"muted\">— bars and areas stack in this order, and every bar is labelled with its numbers.</span></p>\n"
    }

    // MARK: - Charts

    /// Horizontal bars, one per row, split by kind, sorted as given, each labelled with its numbers.
    static func barChart(_ rows: [(String, MigrationReport.Counts)], id: String, title: String) -> String {
        let width = 960, labelWidth = 230, barWidth = 470, rowHeight = 26, top = 6
        let height = top * 2 + rows.count * rowHeight
        let maxTotal = max(1, rows.map(\.1.total).max() ?? 1)
        var s = "<svg class=\"chart\" id=\"\(id)\" role=\"img\" aria-labelledby=\"\(id)-title\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">\n"
        s += "<title id=\"\(id)-title\">\(esc(title))</title>\n"
        for (k, row) in rows.enumerated() {
            let y = top + k * rowHeight
            let (label, c) = row
            s += "<g>\n<text x=\"\(labelWidth - 8)\" y=\"\(y + 17)\" text-anchor=\"end\" font-size=\"13\" fill=\"#1f2328\">\(esc(shortened(label, 32)))</text>\n"
            var x = Double(labelWidth)
            for (kind, value) in [c.safe, c.review, c.finding].enumerated() where value > 0 {
                let w = max(2, Double(value) / Double(maxTotal) * Double(barWidth))
                s += "<rect x=\"\(fmt(x))\" y=\"\(y + 4)\" width=\"\(fmt(w))\" height=\"18\" fill=\"\(fills[kind])\"><title>\(esc(label)): \(value) \(esc(value == 1 ? MigrationReport.kinds[kind].label : MigrationReport.kinds[kind].plural))</title></rect>\n"
                x += w
            }
            s += "<text x=\"\(fmt(x + 8))\" y=\"\(y + 17)\" font-size=\"12\" fill=\"#59636e\">\(c.total): \(c.safe) safe, \(c.review) review, \(c.finding) finding\(c.finding == 1 ? "" : "s")</text>\n</g>\n"
        }
        return s + "</svg>\n"
    }

    /// Stacked areas of pending work per commit (oldest left), with the commits named under the axis.
    static func areaChart(_ points: [MigrationReport.HistoryPoint], id: String, title: String) -> String {
        let width = 960, left = 130, right = 110, top = 14, plotHeight = 240, bottom = 96
        let height = top + plotHeight + bottom
        let plotWidth = width - left - right
        let maxTotal = niceCeiling(max(1, points.map(\.counts.total).max() ?? 1))
        func x(_ i: Int) -> Double {
            points.count == 1 ? Double(left) + Double(plotWidth) / 2 : Double(left) + Double(plotWidth) * Double(i) / Double(points.count - 1)
        }
        func y(_ v: Int) -> Double { Double(top) + Double(plotHeight) * (1 - Double(v) / Double(maxTotal)) }
        var s = "<svg class=\"chart\" id=\"\(id)\" role=\"img\" aria-labelledby=\"\(id)-title\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">\n"
        s += "<title id=\"\(id)-title\">\(esc(title))</title>\n"
        // Grid and y axis: 0, half, max.
        for v in [0, maxTotal / 2, maxTotal] {
            s += "<line x1=\"\(left)\" x2=\"\(left + plotWidth)\" y1=\"\(fmt(y(v)))\" y2=\"\(fmt(y(v)))\" stroke=\"#d1d9e0\" stroke-width=\"1\"/>\n"
            s += "<text x=\"\(left - 6)\" y=\"\(fmt(y(v) + 4))\" text-anchor=\"end\" font-size=\"12\" fill=\"#59636e\">\(v)</text>\n"
        }
        // Layers, bottom up: safe, safe + review, total.
        let layers: [(Int) -> Int] = [
            { points[$0].counts.safe },
            { points[$0].counts.safe + points[$0].counts.review },
            { points[$0].counts.total },
        ]
        let halfWidth = points.count == 1 ? 24.0 : 0
        for k in 0..<3 {
            var upper: [String] = []
            var lower: [String] = []
            for i in points.indices {
                let lo = k == 0 ? 0 : layers[k - 1](i)
                if halfWidth > 0 {
                    upper += ["\(fmt(x(i) - halfWidth)),\(fmt(y(layers[k](i))))", "\(fmt(x(i) + halfWidth)),\(fmt(y(layers[k](i))))"]
                    lower += ["\(fmt(x(i) - halfWidth)),\(fmt(y(lo)))", "\(fmt(x(i) + halfWidth)),\(fmt(y(lo)))"]
                } else {
                    upper.append("\(fmt(x(i))),\(fmt(y(layers[k](i))))")
                    lower.append("\(fmt(x(i))),\(fmt(y(lo)))")
                }
            }
            s += "<polygon points=\"\((upper + lower.reversed()).joined(separator: " "))\" fill=\"\(fills[k])\" fill-opacity=\"0.85\" stroke=\"\(fills[k])\"><title>\(esc(MigrationReport.kinds[k].plural))</title></polygon>\n"
        }
        // Points with their numbers, and the commits under the axis.
        let every = max(1, Int((Double(points.count) / 24).rounded(.up)))
        for (i, p) in points.enumerated() {
            s += "<circle cx=\"\(fmt(x(i)))\" cy=\"\(fmt(y(p.counts.total)))\" r=\"3\" fill=\"#1f2328\"><title>\(esc(String(p.commit.prefix(7)))) \(esc(p.date)): \(esc(MigrationReport.split(p.counts)))</title></circle>\n"
            if i % every == 0 || i == points.count - 1 {
                let bx = fmt(x(i)), by = top + plotHeight + 14
                s += "<text x=\"\(bx)\" y=\"\(by)\" font-size=\"11\" fill=\"#59636e\" text-anchor=\"end\" transform=\"rotate(-35 \(bx) \(by))\">\(esc(String(p.commit.prefix(7)))) \(esc(p.date))</text>\n"
            }
        }
        // The newest point's numbers at the right, one line per kind (the words say which band is which).
        if let last = points.last {
            let lx = fmt(x(points.count - 1) + (halfWidth > 0 ? halfWidth : 0) + 10)
            let lines = ["\(last.counts.finding) finding\(last.counts.finding == 1 ? "" : "s")", "\(last.counts.review) review", "\(last.counts.safe) safe", "now: \(last.counts.total)"]
            for (k, line) in lines.enumerated() {
                s += "<text x=\"\(lx)\" y=\"\(top + 12 + k * 16)\" font-size=\"12\" fill=\"\(k < 3 ? ["#6639ba", "#7d5a00", "#1a7f37"][k] : "#1f2328")\">\(esc(line))</text>\n"
            }
        }
        return s + "</svg>\n"
    }

    /// 1, 2, 5 × 10ⁿ at or above `v`.
    static func niceCeiling(_ v: Int) -> Int {
        var step = 1
        while true {
            for m in [1, 2, 5] where m * step >= v { return m * step }
            step *= 10
        }
    }

    static func fmt(_ v: Double) -> String {
        let r = (v * 10).rounded() / 10
        return r == r.rounded() ? String(Int(r)) : String(r)
    }

    /// At most `n` characters, the middle elided.
    static func shortened(_ s: String, _ n: Int) -> String {
        guard s.count > n else { return s }
        return String(s.prefix(n / 2 - 1)) + "…" + String(s.suffix(n - n / 2))
    }

    static let css = """
        :root { --fg: #1f2328; --muted: #59636e; --line: #d1d9e0; --bg2: #f6f8fa; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 14px/1.45 -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; color: var(--fg); background: #fff; }
        header { padding: 16px 24px 8px; border-bottom: 1px solid var(--line); background: var(--bg2); }
        h1 { font-size: 22px; margin: 0 0 4px; }
        main { padding: 8px 24px 48px; max-width: 1200px; }
        section { margin-top: 28px; }
        section h2 { font-size: 18px; margin: 0 0 8px; padding-bottom: 4px; border-bottom: 1px solid var(--line); }
        code { font-family: ui-monospace, "SF Mono", Menlo, "DejaVu Sans Mono", Consolas, monospace; font-size: 12.5px; }
        a { color: #0969da; text-decoration: none; }
        .muted { color: var(--muted); font-weight: 400; }
        .small { font-size: 12px; }
        .empty { color: var(--muted); font-style: italic; }
        table.data { border-collapse: collapse; margin: 8px 0 4px; }
        table.data caption { text-align: left; color: var(--muted); font-size: 12px; padding: 2px 0; }
        table.data th, table.data td { text-align: left; vertical-align: top; padding: 4px 10px; border-bottom: 1px solid var(--line); }
        table.data th { background: var(--bg2); font-size: 12px; color: var(--muted); }
        table.data .n { text-align: right; font-variant-numeric: tabular-nums; }
        table.data tr.sum td { font-weight: 600; }
        td.path { overflow-wrap: anywhere; max-width: 640px; }
        .badge { display: inline-block; font-size: 12px; font-weight: 600; padding: 0 8px; border-radius: 10px; border: 1px solid; white-space: nowrap; }
        .badge.adopted, .badge.safe { color: #1a7f37; border-color: #4ac26b; background: #dafbe1; }
        .badge.review { color: #9a6700; border-color: #d4a72c; background: #fff8c5; }
        .badge.blocked { color: #cf222e; border-color: #ff8182; background: #ffebe9; }
        .legend { margin: 4px 0 8px; font-size: 13px; }
        .legend .key { margin-right: 14px; white-space: nowrap; }
        svg.swatch { vertical-align: -2px; }
        svg.chart { display: block; max-width: 100%; height: auto; margin: 4px 0; }

        """
}
