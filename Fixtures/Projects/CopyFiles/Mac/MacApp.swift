import AppKit

let title = NSFont(name: "Roboto-Regular", size: 24)
let heading = NSFont(name: "Roboto-Bold", size: 18)
let body = NSFont(name: "Cantarell-Regular", size: 13)
// Copied into Contents/Frameworks only: not in the ATS folder, so it never registers.
let caption = NSFont(name: "Roboto-Italic", size: 11)
