"""A plotting library bundled as data: it loads data/fonts itself with FreeType."""
