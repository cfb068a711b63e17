"""Generates the collection and edge-case fixture fonts with fontTools (4.68.0).

Each output is derived from a Debian font (Roboto: Apache-2.0; Cantarell: OFL-1.1), so the same
licenses apply; the edge cases are subsets (basic Latin) with their name tables rewritten.
Usage: make-fixtures.py FIXTURES_DIR ROBOTO_DIR CANTARELL_DIR
"""
import os
import shutil
import sys

from fontTools.subset import Options, Subsetter
from fontTools.ttLib import TTFont
from fontTools.ttLib.ttCollection import TTCollection

out, roboto, cantarell = sys.argv[1:4]


def subset(path, text="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 .,"):
    font = TTFont(path, recalcTimestamp=False)
    options = Options()
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.name_legacy = True
    options.notdef_outline = True
    options.recalc_timestamp = False
    subsetter = Subsetter(options)
    subsetter.populate(text=text)
    subsetter.subset(font)
    return font


def save(font, name):
    font.save(os.path.join(out, name), reorderTables=True)


# Collections: two real faces each.
ttc = TTCollection()
ttc.fonts = [TTFont(os.path.join(roboto, f"RobotoCondensed-{s}.ttf"), recalcTimestamp=False) for s in ("Regular", "Bold")]
ttc.save(os.path.join(out, "Collections/RobotoCondensed.ttc"))
otc = TTCollection()
otc.fonts = [TTFont(os.path.join(cantarell, f"Cantarell-{s}.otf"), recalcTimestamp=False) for s in ("Regular", "Bold")]
otc.save(os.path.join(out, "Collections/Cantarell.otc"))

# A TrueType face without nameID 6: FreeType derives no PostScript name.
font = subset(os.path.join(roboto, "RobotoTTF/Roboto-Regular.ttf"))
font["name"].names = [n for n in font["name"].names if n.nameID != 6]
save(font, "Edge/NoPostScriptName.ttf")

# A CFF face without nameID 6: FreeType derives the name from the CFF FontName.
font = subset(os.path.join(cantarell, "Cantarell-Regular.otf"))
font["name"].names = [n for n in font["name"].names if n.nameID != 6]
save(font, "Edge/NoPostScriptName-CFF.otf")

# Macintosh-platform names only, with non-ASCII Mac Roman text.
font = subset(os.path.join(roboto, "RobotoTTF/Roboto-Bold.ttf"))
name = font["name"]
keep = {n.nameID: n.toUnicode() for n in name.names if n.platformID == 3 and n.langID == 0x409}
keep[1] = "Robôto Mac"
keep[4] = "Robôto Mac Bold"
keep[6] = "RobotoMac-Bold"
name.names = []
for name_id, text in sorted(keep.items()):
    name.setName(text, name_id, 1, 0, 0)
save(font, "Edge/MacNamesOnly.ttf")

# A PostScript name over 63 characters, and one with a space.
font = subset(os.path.join(roboto, "RobotoTTF/Roboto-Italic.ttf"))
font["name"].setName("RobotoWithAnExtremelyLongPostScriptNameThatGoesPastSixtyThree-Italic", 6, 3, 1, 0x409)
font["name"].setName("RobotoWithAnExtremelyLongPostScriptNameThatGoesPastSixtyThree-Italic", 6, 1, 0, 0)
save(font, "Edge/LongPostScriptName.ttf")
font = subset(os.path.join(roboto, "RobotoTTF/Roboto-Regular.ttf"))
font["name"].setName("Roboto Spaced Regular", 6, 3, 1, 0x409)
font["name"].setName("Roboto Spaced Regular", 6, 1, 0, 0)
save(font, "Edge/SpaceInPostScriptName.ttf")

# An underscore, which the OpenType specification allows in a PostScript name (codes 33-126 but
# [](){}<>/%): not postscript-name-invalid.
font = TTFont(os.path.join(out, "Edge/SpaceInPostScriptName.ttf"), recalcTimestamp=False)
for platform, encoding, language in ((3, 1, 0x409), (1, 0, 0)):
    font["name"].setName("Roboto_Underscored-Regular", 6, platform, encoding, language)
save(font, "Edge/UnderscoreInPostScriptName.ttf")

# Style names that contradict the flags: "Bold" with usWeightClass 400 (flags say bold), and
# "Italic" whose fsSelection lacks the ITALIC bit while macStyle and the angle say italic.
def rename(font, family, style, postscript):
    name = font["name"]
    for platform, encoding, language in ((3, 1, 0x409), (1, 0, 0)):
        name.setName(family, 1, platform, encoding, language)
        name.setName(style, 2, platform, encoding, language)
        name.setName(f"{family} {style}", 4, platform, encoding, language)
        name.setName(postscript, 6, platform, encoding, language)
    name.names = [n for n in name.names if n.nameID not in (16, 17)]

font = subset(os.path.join(roboto, "RobotoTTF/Roboto-Bold.ttf"))
rename(font, "Weight Mismatch", "Bold", "WeightMismatch-Bold")
font["OS/2"].usWeightClass = 400
save(font, "Edge/WeightMismatch-Bold.ttf")

font = subset(os.path.join(roboto, "RobotoTTF/Roboto-Italic.ttf"))
rename(font, "Flags Mismatch", "Italic", "FlagsMismatch-Italic")
font["OS/2"].fsSelection &= ~0x201
font["OS/2"].fsSelection |= 0x40
save(font, "Edge/FlagsMismatch-Italic.ttf")

# A face that takes the PostScript name of an iOS system font.
font = subset(os.path.join(roboto, "RobotoTTF/Roboto-Bold.ttf"))
rename(font, "Helvetica", "Bold", "Helvetica-Bold")
save(font, "Edge/ShadowsSystem-HelveticaBold.ttf")

# A family per weight, as some foundries' web kits name them: `FamilyPerWeight` (Regular) and
# `FamilyPerWeight-SemiBold`, whose family name (nameID 1) is its PostScript name and whose
# typographic subfamily (nameID 17) is "Semi Bold".
font = subset(os.path.join(roboto, "RobotoTTF/Roboto-Regular.ttf"))
rename(font, "FamilyPerWeight", "Regular", "FamilyPerWeight")
save(font, "Edge/FamilyPerWeight.ttf")
font = subset(os.path.join(roboto, "RobotoTTF/Roboto-Medium.ttf"))
rename(font, "FamilyPerWeight-SemiBold", "Regular", "FamilyPerWeight-SemiBold")
for platform, encoding, language in ((3, 1, 0x409), (1, 0, 0)):
    font["name"].setName("Semi Bold", 17, platform, encoding, language)
font["OS/2"].usWeightClass = 600
save(font, "Edge/FamilyPerWeight-SemiBold.ttf")

# Another version of Roboto Regular: different bytes, the same PostScript name (Roboto-Regular).
font = subset(os.path.join(roboto, "RobotoTTF/Roboto-Regular.ttf"))
save(font, "Edge/Roboto-Regular-Subset.ttf")

# Broken files.
open(os.path.join(out, "Broken/Empty.ttf"), "wb").close()
with open(os.path.join(roboto, "RobotoTTF/Roboto-Regular.ttf"), "rb") as f:
    data = f.read()
with open(os.path.join(out, "Broken/Truncated.ttf"), "wb") as f:
    f.write(data[: len(data) // 3])
with open(os.path.join(out, "Broken/NotAFont.otf"), "w") as f:
    f.write("This is a text file that someone renamed to .otf.\n")

# A face whose Macintosh record gives another PostScript name than its Windows record (as some
# Arabic fonts do: apps ask for the Macintosh one, and CoreText finds it).
font = TTFont(os.path.join(out, "Edge/Roboto-Regular-Subset.ttf"), recalcTimestamp=False)
name = font["name"]
for platform, encoding, language in ((3, 1, 0x409), (1, 0, 0)):
    name.setName("Two Records", 1, platform, encoding, language)
    name.setName("Two Records Regular", 4, platform, encoding, language)
    name.setName("TwoRecords-Windows" if platform == 3 else "TwoRecords-Mac", 6, platform, encoding, language)
name.names = [n for n in name.names if n.nameID not in (16, 17)]
save(font, "Edge/TwoRecordNames.ttf")
