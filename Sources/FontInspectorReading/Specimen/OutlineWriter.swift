import CFreeType
import Foundation

/// Receives `FT_Outline_Decompose`'s callbacks and writes compact SVG path data: integer
/// coordinates, relative commands, a sign or a space between numbers.
final class OutlineWriter {
    let ascent: Double
    private(set) var start: (x: Int, y: Int)?
    private var out = ""
    private var current = (x: 0, y: 0)
    private var contourStart = (x: 0, y: 0)
    private var contours = 0
    private(set) var minX = Int.max
    private(set) var maxX = Int.min

    init(ascent: Double) {
        self.ascent = ascent
    }

    static func from(_ user: UnsafeMutableRawPointer?) -> OutlineWriter {
        Unmanaged<OutlineWriter>.fromOpaque(user!).takeUnretainedValue()
    }

    private func point(_ vector: UnsafePointer<FT_Vector>?) -> (x: Int, y: Int) {
        guard let vector else { return current }
        let x = Int((Double(vector.pointee.x) / 64).rounded())
        minX = min(minX, x)
        maxX = max(maxX, x)
        return (x, Int((ascent - Double(vector.pointee.y) / 64).rounded()))
    }

    /// Writes `command` with `points`, each relative to the current point (which moves to the
    /// last one), as SVG's relative commands want.
    private func write(_ command: Character, _ points: [(x: Int, y: Int)]) {
        out.append(command)
        var first = true
        for point in points {
            for value in [point.x - current.x, point.y - current.y] {
                if !first, value >= 0 { out.append(" ") }
                out += String(value)
                first = false
            }
        }
        current = points.last ?? current
    }

    func move(_ to: UnsafePointer<FT_Vector>?) -> Int32 {
        let target = point(to)
        if contours > 0 {
            out.append("z")
            current = contourStart
        }
        if start == nil {
            start = target
            current = target
        } else {
            write("m", [target])
        }
        contourStart = target
        contours += 1
        return 0
    }

    func line(_ to: UnsafePointer<FT_Vector>?) -> Int32 {
        write("l", [point(to)])
        return 0
    }

    func conic(_ control: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?) -> Int32 {
        write("q", [point(control), point(to)])
        return 0
    }

    func cubic(_ c1: UnsafePointer<FT_Vector>?, _ c2: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?)
        -> Int32
    {
        write("c", [point(c1), point(c2), point(to)])
        return 0
    }

    /// The path after the first point, closed.
    func finished() -> String {
        contours > 0 ? out + "z" : out
    }
}
