/// Moving a line and column (both from 1) over UTF-8 text a byte at a time, as editors count
/// them: a line feed starts the next line, and a column is a character, not a byte (a
/// continuation byte moves nothing).
enum TextPosition {
    static func advance(line: inout Int, column: inout Int, over byte: UInt8) {
        if byte == 0x0A {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }
}
