/// ``FontRequest``, the value a run's cache writes most (each request is kept per file, per chunk
/// of files, per Swift file parsed and in the audit's memo), written and read by hand in the
/// bytes its synthesized `Codable` gives through ``BinaryCoder``: its fields in order, an optional
/// as a presence byte, a `String` enum as its raw value, an enum with associated values as its
/// case's name and then its values. Through `Codable`, each field went through a keyed container
/// box and the writer's generic entry: 2.6 ms of a cold run's 11 ms of encoding on the big-app
/// replica. ``BinaryCoderTests`` holds these bytes equal to the `Codable` ones for every case.
extension FontRequest: BinaryCoderDirectEncodable, BinaryCoderDirectDecodable {
    func encodeDirectly(to writer: BinaryCoder.Writer) throws {
        writer.string(name)
        writer.string(file)
        writer.signed(Int64(line))
        writer.signed(Int64(column))
        writer.string(api)
        writer.string(source.rawValue)
        traits.write(to: writer)
        writer.optional(platform) { writer.string($0.rawValue) }
        writer.optional(origin) { $0.write(to: writer) }
        writer.optional(scaling) { $0.write(to: writer) }
        writer.optional(followed) { followed in
            writer.string(followed.written)
            writer.string(followed.source.label)
            writer.string(followed.source.file)
            writer.signed(Int64(followed.source.line))
        }
        writer.optionalString(helper)
        writer.varint(UInt64(helperUses.count))
        for use in helperUses {
            writer.string(use.file)
            writer.signed(Int64(use.line))
            writer.signed(Int64(use.column))
            use.traits.write(to: writer)
        }
        writer.optionalString(global)
    }

    static func decodeDirectly(from reader: BinaryCoder.Reader) throws -> FontRequest {
        let name = try reader.string()
        let file = try reader.string()
        let line = try reader.integer(Int.self)
        let column = try reader.integer(Int.self)
        let api = try reader.string()
        let source = try reader.raw(Source.self)
        let traits = try RequestedTraits.read(from: reader)
        let platform = try reader.present() ? try reader.raw(Platform.self) : nil
        let origin = try reader.present() ? try NameOrigin.read(from: reader) : nil
        let scaling = try reader.present() ? try Scaling.read(from: reader) : nil
        let followed =
            try reader.present()
            ? FollowedName(
                written: try reader.string(),
                source: ValueSource(
                    label: try reader.string(), file: try reader.string(), line: try reader.integer(Int.self)))
            : nil
        let helper = try reader.optionalString()
        let count = try reader.elementCount()
        var helperUses: [TraitUse] = []
        helperUses.reserveCapacity(BinaryCoder.capacity(count, of: TraitUse.self))
        for _ in 0..<count {
            helperUses.append(
                TraitUse(
                    file: try reader.string(), line: try reader.integer(Int.self), column: try reader.integer(Int.self),
                    traits: try RequestedTraits.read(from: reader)))
        }
        return FontRequest(
            name: name, file: file, line: line, column: column, api: api, source: source, traits: traits,
            platform: platform, origin: origin, scaling: scaling, followed: followed, helper: helper,
            helperUses: helperUses, global: try reader.optionalString())
    }
}

extension RequestedTraits {
    func write(to writer: BinaryCoder.Writer) {
        writer.bool(bold)
        writer.bool(italic)
        writer.optionalString(weight)
        writer.bool(weighted)
    }

    static func read(from reader: BinaryCoder.Reader) throws -> RequestedTraits {
        let bold = try reader.bool()
        let italic = try reader.bool()
        let weight = try reader.optionalString()
        return RequestedTraits(bold: bold, italic: italic, weight: weight, weighted: try reader.bool())
    }
}

extension NameOrigin {
    func write(to writer: BinaryCoder.Writer) {
        switch self {
        case .literal:
            writer.string("literal")
        case .constant(let name):
            writer.string("constant")
            writer.string(name)
        case .enumCase(let name):
            writer.string("enumCase")
            writer.string(name)
        }
    }

    static func read(from reader: BinaryCoder.Reader) throws -> NameOrigin {
        switch try reader.string() {
        case "literal": .literal
        case "constant": .constant(try reader.string())
        case "enumCase": .enumCase(try reader.string())
        default: throw reader.corrupted("a NameOrigin case that is not one")
        }
    }
}

extension Scaling {
    func write(to writer: BinaryCoder.Writer) {
        switch self {
        case .relative(let size, let textStyle):
            writer.string("relative")
            writer.optional(size, writer.double)
            writer.optionalString(textStyle)
        case .fixed:
            writer.string("fixed")
        case .unscaled(let receiver):
            writer.string("unscaled")
            writer.string(receiver)
        case .interfaceBuilder(let element, let outlets, let adjusts):
            writer.string("interfaceBuilder")
            writer.string(element)
            writer.varint(UInt64(outlets.count))
            for outlet in outlets {
                writer.optionalString(outlet.owner)
                writer.string(outlet.property)
            }
            writer.bool(adjusts)
        }
    }

    static func read(from reader: BinaryCoder.Reader) throws -> Scaling {
        switch try reader.string() {
        case "relative":
            let size = try reader.present() ? try reader.double() : nil
            return .relative(size: size, textStyle: try reader.optionalString())
        case "fixed":
            return .fixed
        case "unscaled":
            return .unscaled(receiver: try reader.string())
        case "interfaceBuilder":
            let element = try reader.string()
            let count = try reader.elementCount()
            var outlets: [Outlet] = []
            outlets.reserveCapacity(BinaryCoder.capacity(count, of: Outlet.self))
            for _ in 0..<count {
                let owner = try reader.optionalString()
                outlets.append(Outlet(owner: owner, property: try reader.string()))
            }
            return .interfaceBuilder(element: element, outlets: outlets, adjusts: try reader.bool())
        default:
            throw reader.corrupted("a Scaling case that is not one")
        }
    }
}

extension BinaryCoder.Writer {
    /// An optional value as the keyed container's `encodeIfPresent` writes it: a presence byte,
    /// then, when present, what `write` writes of it.
    func optional<Value>(_ value: Value?, _ write: (Value) -> Void) {
        if let value {
            byte(1)
            write(value)
        } else {
            byte(0)
        }
    }

    /// An optional string as the keyed container's `encodeIfPresent` writes it.
    func optionalString(_ value: String?) { optional(value, string) }
}

extension BinaryCoder.Reader {
    /// What ``BinaryCoder/Writer/optionalString(_:)`` wrote.
    func optionalString() throws -> String? {
        try present() ? try string() : nil
    }

    /// A `String` enum by its raw value.
    func raw<T: RawRepresentable>(_ type: T.Type) throws -> T where T.RawValue == String {
        guard let value = T(rawValue: try string()) else { throw corrupted("a \(T.self) that is not one") }
        return value
    }
}
