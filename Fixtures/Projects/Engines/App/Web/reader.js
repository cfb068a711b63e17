// The reader page's script injects its own @font-face.
const face = "@font-face { font-family: Reader; src: url(ReaderSans.otf); }";
