#ifndef FONTAUDIT_CFREETYPE_SHIM_H
#define FONTAUDIT_CFREETYPE_SHIM_H

#include <ft2build.h>
#include <freetype/freetype.h>
#include <freetype/ftsnames.h>
#include <freetype/tttables.h>
#include <freetype/ttnameid.h>
#include <freetype/ftmm.h>
#include <freetype/t1tables.h>
#include <freetype/ftfntfmt.h>
#include <freetype/ftoutln.h>
/* zlib compresses the PNG of a bitmap-only face's specimen; FreeType's own dependency. */
#include <zlib.h>

#endif
