#!/usr/bin/env python3
"""Writes XcodeApp/App/Fonts/GlossaTestSans-Regular.ttf: a font made for the tests, whose every printable ASCII
character is a box one em wide (the space half an em), so a label set in it measures exactly
(characters - spaces / 2) x its size: nothing like Noto Sans, whose letters are about half as wide.

Needs fontTools (Debian python3-fonttools; run with /usr/bin/python3). Deterministic: the head table's dates are fixed.
"""
import os
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "XcodeApp", "App", "Fonts", "GlossaTestSans-Regular.ttf")
UPEM = 1000


def box(advance):
    pen = TTGlyphPen(None)
    if advance > 0:
        pen.moveTo((50, 0))
        pen.lineTo((50, 700))
        pen.lineTo((advance - 50, 700))
        pen.lineTo((advance - 50, 0))
        pen.closePath()
    return pen.glyph()


def main():
    characters = [chr(c) for c in range(0x21, 0x7F)]
    names = [".notdef", "space"] + ["g%02X" % ord(c) for c in characters]
    fb = FontBuilder(UPEM, isTTF=True)
    fb.setupGlyphOrder(names)
    cmap = {0x20: "space"}
    cmap.update({ord(c): "g%02X" % ord(c) for c in characters})
    fb.setupCharacterMap(cmap)
    glyphs = {".notdef": box(UPEM), "space": box(0)}
    glyphs.update({"g%02X" % ord(c): box(UPEM) for c in characters})
    fb.setupGlyf(glyphs)
    metrics = {name: (UPEM, 50) for name in names}
    metrics["space"] = (UPEM // 2, 0)
    fb.setupHorizontalMetrics(metrics)
    fb.setupHorizontalHeader(ascent=800, descent=-200)
    fb.setupNameTable({"familyName": "Glossa Test Sans", "styleName": "Regular", "psName": "GlossaTestSans-Regular",
                       "fullName": "Glossa Test Sans Regular", "version": "Version 1.0"})
    fb.setupOS2(sTypoAscender=800, sTypoDescender=-200, usWinAscent=800, usWinDescent=200)
    fb.setupPost()
    fb.updateHead(created=0, modified=0)
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    fb.save(OUT)


if __name__ == "__main__":
    main()
