/// Reads the first entry of a CFF table's Name INDEX (the FontName), from the table's first bytes.
enum CFFNameIndex {
    static func firstName(in bytes: [UInt8]) -> String? {
        guard bytes.count >= 4 else { return nil }
        let headerSize = Int(bytes[2])
        let start = headerSize
        guard start + 3 <= bytes.count else { return nil }
        let count = Int(bytes[start]) << 8 | Int(bytes[start + 1])
        let offSize = Int(bytes[start + 2])
        guard count > 0, (1...4).contains(offSize) else { return nil }
        func offset(_ index: Int) -> Int? {
            let at = start + 3 + index * offSize
            guard at + offSize <= bytes.count else { return nil }
            return bytes[at..<at + offSize].reduce(0) { $0 << 8 | Int($1) }
        }
        guard let first = offset(0), let second = offset(1), first >= 1, second > first else { return nil }
        let dataStart = start + 3 + (count + 1) * offSize - 1
        let from = dataStart + first
        let to = dataStart + second
        guard to <= bytes.count else { return nil }
        let name = String(decoding: bytes[from..<to], as: UTF8.self)
        return name.isEmpty ? nil : name
    }
}
