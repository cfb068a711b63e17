#!/usr/bin/env python3
"""Writes the variable (and one static) fixture fonts of Fixtures/Apps/FamilyNames with fontTools (4.68.0).

Drawn here from scratch (one box glyph per letter, no outlines from any other font), so they carry
no third-party license. Each has a fvar table with named instances whose postScriptNameID is set;
a gvar widens the boxes at the heaviest weight (FreeType reads fvar only beside a gvar).
Also a static family with no regular upright face (Bold and Italic only).
Usage: make-variable-fixtures.py   (writes into Fixtures/Apps/FamilyNames/Type/Fonts)
"""
import os

from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib.tables.TupleVariation import TupleVariation

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Fixtures", "Apps", "FamilyNames", "Type", "Fonts")


def box(width):
    pen = TTGlyphPen(None)
    pen.moveTo((50, 0)); pen.lineTo((50, 700)); pen.lineTo((width - 50, 700)); pen.lineTo((width - 50, 0)); pen.closePath()
    return pen.glyph()


def build(path, family, postscript, axes=None, instances=None, style="Regular", weight=400, italic=False):
    letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
    order = [".notdef", "space"] + list(letters)
    fb = FontBuilder(1000, isTTF=True)
    fb.setupGlyphOrder(order)
    fb.setupCharacterMap({0x20: "space", **{ord(c): c for c in letters}})
    empty = TTGlyphPen(None).glyph()
    fb.setupGlyf({".notdef": box(500), "space": empty, **{c: box(600) for c in letters}})
    fb.setupHorizontalMetrics({name: (500 if name == ".notdef" else 250 if name == "space" else 600, 0) for name in order})
    fb.setupHorizontalHeader(ascent=800, descent=-200)
    fb.setupNameTable({"familyName": family, "styleName": style, "uniqueFontIdentifier": postscript + ";fixture",
                       "fullName": family + " " + style, "psName": postscript, "version": "Version 1.000"})
    bold = weight >= 700
    fb.setupOS2(usWeightClass=weight, sTypoAscender=800, sTypoDescender=-200, usWinAscent=800, usWinDescent=200,
                fsSelection=(0x20 if bold else 0) | (0x01 if italic else 0) or 0x40)
    fb.setupPost(italicAngle=-12 if italic else 0)
    fb.updateHead(macStyle=(1 if bold else 0) | (2 if italic else 0))
    if axes is None:
        fb.save(path)
        return
    fb.setupFvar(axes, instances)
    # Four box points and four phantom points: the right edge moves out at wght max.
    heavy = TupleVariation({"wght": (0, 1, 1)}, [(0, 0), (0, 0), (40, 0), (40, 0), (0, 0), (40, 0), (0, 0), (0, 0)])
    fb.setupGvar({c: [heavy] for c in letters})
    fb.save(path)


# Weight only: the default instance (name ID 6) renders as the family name does.
build(os.path.join(OUT, "FixtureSans-VF.ttf"), "Fixture Sans", "FixtureSans-Regular",
      [("wght", 100, 400, 900, "Weight")],
      [dict(location={"wght": w}, stylename=s, postscriptfontname=f"FixtureSans-{p}")
       for w, s, p in [(300, "Light", "Light"), (400, "Regular", "Regular"), (700, "Bold", "Bold")]])
# Weight and optical size: a PostScript name may set the optical size otherwise.
build(os.path.join(OUT, "FixtureOptical-VF.ttf"), "Fixture Optical", "FixtureOptical-Regular",
      [("wght", 300, 400, 700, "Weight"), ("opsz", 8, 12, 72, "Optical size")],
      [dict(location={"wght": w, "opsz": 12}, stylename=s, postscriptfontname=f"FixtureOptical-{s}")
       for w, s in [(400, "Regular"), (700, "Bold")]])
# A static family with a bold and an italic face and no regular upright one.
build(os.path.join(OUT, "FixtureSerif-Bold.ttf"), "Fixture Serif", "FixtureSerif-Bold", style="Bold", weight=700)
build(os.path.join(OUT, "FixtureSerif-Italic.ttf"), "Fixture Serif", "FixtureSerif-Italic", style="Italic", italic=True)
