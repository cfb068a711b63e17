import Foundation

// Reads a property list on standard input with PropertyListSerialization, as Foundation reads
// one, and exits 0 when it parsed, 1 when it did not. Whatever CoreFoundation prints about the
// input goes to this process's standard error, which the `oldstyle` fuzz harness reads through a
// pipe: the auditing process never redirects its own.
let data = FileHandle.standardInput.readDataToEndOfFile()
var format = PropertyListSerialization.PropertyListFormat.xml
let parsed = (try? PropertyListSerialization.propertyList(from: data, options: [], format: &format)) != nil
exit(parsed ? 0 : 1)
