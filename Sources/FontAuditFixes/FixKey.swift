import FontAuditModel

/// The fixes asked of one file as bytes, every field in a fixed order: what the fix planner's
/// cache keys the file's outcome by, with the file's bytes. (Their description by reflection,
/// `"\(items)"`, cost a millisecond of a cold run on the big-app replica.)
enum FixKey {
    static func bytes(_ items: [(action: FixAction, finding: Int)], _ definitions: [(edit: TextEdit, finding: Int)])
        -> [UInt8]
    {
        var key = Key()
        key.count(items.count)
        for (action, finding) in items {
            key.count(finding)
            switch action {
            case .replaceEntry(let manifest, let line, let old, let new):
                key.tag(0)
                key.string(manifest)
                key.line(line)
                key.string(old)
                key.string(new)
            case .removeEntry(let manifest, let line, let value):
                key.tag(1)
                key.string(manifest)
                key.line(line)
                key.string(value)
            case .addEntry(let manifest, let entry):
                key.tag(2)
                key.string(manifest)
                key.string(entry)
            case .replaceName(let request, let new, let family):
                key.tag(3)
                // Every field of the request: it says where the name is written.
                key.run((try? BinaryCoder.encode(request)) ?? Array(String(reflecting: request).utf8))
                key.string(new)
                key.string(family)
            case .renameKey(let file, let line, let old, let new):
                key.tag(4)
                key.string(file)
                key.line(line)
                key.string(old)
                key.string(new)
            case .manual(let why):
                key.tag(5)
                key.string(why)
            }
        }
        key.count(definitions.count)
        for (edit, finding) in definitions {
            key.count(finding)
            key.count(edit.range.lowerBound)
            key.count(edit.range.upperBound)
            key.run(edit.replacement)
        }
        return key.bytes
    }

    private struct Key {
        var bytes: [UInt8] = []
        mutating func tag(_ value: UInt8) { bytes.append(value) }
        mutating func count(_ value: Int) {
            withUnsafeBytes(of: Int64(value).littleEndian) { bytes.append(contentsOf: $0) }
        }
        mutating func run(_ value: [UInt8]) {
            count(value.count)
            bytes.append(contentsOf: value)
        }
        mutating func string(_ value: String) { run(Array(value.utf8)) }
        mutating func string(_ value: String?) {
            value.map {
                tag(1)
                string($0)
            } ?? tag(0)
        }
        mutating func line(_ value: Int?) {
            value.map {
                tag(1)
                count($0)
            } ?? tag(0)
        }
    }
}
