#!/usr/bin/env python3
"""Writes the PNG decoding suite: one small image per PNG colour type, bit depth and interlacing, each with
`<name>.rgba`, the straight 8-bit RGBA pixels a decoder must produce (row-major, 4 bytes a pixel).

Deterministic, standard library only (zlib + struct): run it again and git sees no change.
"""
import os
import struct
import zlib

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "pngs")
WIDTH, HEIGHT = 9, 7  # odd sizes, so every Adam7 pass has a partial block
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def pack_row(samples, depth):
    """Samples of one row (already flattened per channel) packed at `depth` bits, big-endian."""
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    if depth == 8:
        return bytes(samples)
    out, bits, count = bytearray(), 0, 0
    for s in samples:
        bits = (bits << depth) | s
        count += depth
        if count == 8:
            out.append(bits)
            bits, count = 0, 0
    if count:
        out.append(bits << (8 - count))
    return bytes(out)


def encode(pixels, color_type, depth, interlaced=False, extra=b""):
    """`pixels[y][x]` is a tuple of samples for the colour type (a palette index for type 3)."""
    raw = bytearray()
    passes = ADAM7 if interlaced else [(0, 0, 1, 1)]
    for x0, y0, dx, dy in passes:
        xs = list(range(x0, WIDTH, dx))
        for y in range(y0, HEIGHT, dy):
            if not xs:
                break
            raw += b"\x00" + pack_row([s for x in xs for s in pixels[y][x]], depth)
    header = struct.pack(">IIBBBBB", WIDTH, HEIGHT, depth, color_type, 0, 0, 1 if interlaced else 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + extra + chunk(b"IDAT", zlib.compress(bytes(raw), 9))
            + chunk(b"IEND", b""))


def iccp_chunk():
    """An iCCP chunk with a minimal RGB display profile of this file's own making: a 132-byte ICC header (display
    class, RGB data, XYZ connection space, version 2.1, 'acsp' signature, D50 illuminant) and an empty tag table."""
    header = struct.pack(">I4sI4s4s4s12s4s4sIIIQI12s4s16s28x", 132, b"none", 0x02100000, b"mntr", b"RGB ", b"XYZ ",
                         bytes(12), b"acsp", b"none", 0, 0, 0, 0, 0, struct.pack(">iii", 63190, 65536, 54061), b"none",
                         bytes(16))
    profile = header + struct.pack(">I", 0)
    return chunk(b"iCCP", b"Glossa test RGB\x00\x00" + zlib.compress(profile, 9))


def grid(function):
    return [[function(x, y) for x in range(WIDTH)] for y in range(HEIGHT)]


def save(name, png, expected):
    with open(os.path.join(OUT, name + ".png"), "wb") as handle:
        handle.write(png)
    with open(os.path.join(OUT, name + ".rgba"), "wb") as handle:
        handle.write(bytes(v for row in expected for pixel in row for v in pixel))


def gray_suite():
    for depth in (1, 2, 4, 8, 16):
        top = (1 << min(depth, 8)) - 1
        level = lambda x, y: (x + 2 * y) % (top + 1)
        to8 = lambda v: v * 255 // top
        samples = grid(lambda x, y: (to8(level(x, y)) * 257 if depth == 16 else level(x, y),))
        expected = grid(lambda x, y: (to8(level(x, y)),) * 3 + (255,))
        save("gray-%d" % depth, encode(samples, 0, depth), expected)
        if depth in (1, 8):
            save("gray-%d-interlaced" % depth, encode(samples, 0, depth, interlaced=True), expected)


def gray_alpha_suite():
    value = lambda x, y: (x * 28 + y * 9) % 256
    alpha = lambda x, y: (0, 255, 128, 200, 255)[(x + y) % 5]
    for depth in (8, 16):
        factor = 257 if depth == 16 else 1
        samples = grid(lambda x, y: (value(x, y) * factor, alpha(x, y) * factor))
        expected = grid(lambda x, y: (value(x, y),) * 3 + (alpha(x, y),))
        save("gray-alpha-%d" % depth, encode(samples, 4, depth), expected)


def rgb_suite():
    color = lambda x, y: ((x * 29) % 256, (y * 37) % 256, (x * y * 11 + 40) % 256)
    for depth in (8, 16):
        factor = 257 if depth == 16 else 1
        samples = grid(lambda x, y: tuple(c * factor for c in color(x, y)))
        expected = grid(lambda x, y: color(x, y) + (255,))
        save("rgb-%d" % depth, encode(samples, 2, depth), expected)
        save("rgb-%d-interlaced" % depth, encode(samples, 2, depth, interlaced=True), expected)
        if depth == 16:
            # Tagged with gAMA 1/2.2: the decoder goes through linear light and back (within 1 of the values).
            gama = chunk(b"gAMA", struct.pack(">I", 45455))
            save("rgb-16-gama", encode(samples, 2, depth, extra=gama), expected)
            # Tagged with an embedded profile alone (iCCP, as design tools write 16-bit sRGB files): iOS shows the
            # values as stored, so they decode as written.
            save("rgb-16-iccp", encode(samples, 2, depth, extra=iccp_chunk()), expected)
    # A tRNS colour key: the one colour listed is fully transparent.
    key = color(2, 1)
    trns = chunk(b"tRNS", struct.pack(">HHH", *key))
    expected = grid(lambda x, y: color(x, y) + (0 if color(x, y) == key else 255,))
    save("rgb-8-trns", encode(grid(color), 2, 8, extra=trns), expected)


def rgba_suite():
    color = lambda x, y: ((x * 31) % 256, (y * 41) % 256, (x * 7 + y * 13) % 256)
    alpha = lambda x, y: (255, 0, 160, 255, 220, 128)[(x + 2 * y) % 6]
    for depth in (8, 16):
        factor = 257 if depth == 16 else 1
        samples = grid(lambda x, y: tuple(c * factor for c in color(x, y) + (alpha(x, y),)))
        expected = grid(lambda x, y: color(x, y) + (alpha(x, y),))
        save("rgba-%d" % depth, encode(samples, 6, depth), expected)
        save("rgba-%d-interlaced" % depth, encode(samples, 6, depth, interlaced=True), expected)


def palette_suite():
    for depth in (1, 2, 4, 8):
        count = min(1 << depth, 16)
        palette = [((i * 67) % 256, (i * 151 + 20) % 256, (255 - i * 13) % 256) for i in range(count)]
        alphas = [(255, 0, 128, 200)[i % 4] for i in range(count)]
        plte = chunk(b"PLTE", b"".join(bytes(p) for p in palette))
        trns = chunk(b"tRNS", bytes(alphas))
        index = lambda x, y: (x + 3 * y) % count
        samples = grid(lambda x, y: (index(x, y),))
        opaque = grid(lambda x, y: palette[index(x, y)] + (255,))
        save("palette-%d" % depth, encode(samples, 3, depth, extra=plte), opaque)
        translucent = grid(lambda x, y: palette[index(x, y)] + (alphas[index(x, y)],))
        save("palette-%d-trns" % depth, encode(samples, 3, depth, extra=plte + trns), translucent)
        if depth == 4:
            save("palette-4-trns-interlaced", encode(samples, 3, depth, interlaced=True, extra=plte + trns), translucent)


def cgbi_suite():
    """Apple-optimised PNGs as Xcode's `pngcrush -iphone` writes them into built apps: a CgBI chunk first, the image
    data a raw DEFLATE stream (no zlib header or Adler-32), pixels in BGRA order premultiplied by alpha."""
    color = lambda x, y: ((x * 31) % 256, (y * 41) % 256, (x * 7 + y * 13) % 256)
    alpha = lambda x, y: (255, 0, 160, 255, 220, 128)[(x + 2 * y) % 6]
    premultiplied = lambda x, y: tuple((c * alpha(x, y) + 127) // 255 for c in color(x, y))
    for interlaced in (False, True):
        bgra = grid(lambda x, y: tuple(reversed(premultiplied(x, y))) + (alpha(x, y),))
        png = encode(bgra, 6, 8, interlaced=interlaced)
        # Re-wrap: the CgBI chunk before IHDR, and IDAT's zlib stream without its 2-byte header and 4-byte checksum.
        header_end = 8 + 12 + 13
        idat_start = header_end
        length = struct.unpack(">I", png[idat_start:idat_start + 4])[0]
        stream = png[idat_start + 8:idat_start + 8 + length]
        raw = stream[2:-4]
        cgbi = (png[:8] + chunk(b"CgBI", struct.pack(">I", 0x50002002)) + png[8:header_end] + chunk(b"IDAT", raw)
                + chunk(b"IEND", b""))
        expected = grid(lambda x, y: color(x, y) + (alpha(x, y),))
        save("cgbi-rgba-8" + ("-interlaced" if interlaced else ""), cgbi, expected)


def corrupt():
    samples = grid(lambda x, y: (x * 20, y * 30, 90))
    png = bytearray(encode(samples, 2, 8))
    png[-20] ^= 0xFF  # inside IDAT's data: the zlib stream or its checksum is broken
    with open(os.path.join(OUT, "corrupt.png"), "wb") as handle:
        handle.write(bytes(png))
    with open(os.path.join(OUT, "truncated.png"), "wb") as handle:
        handle.write(bytes(encode(samples, 2, 8)[:40]))


if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    gray_suite()
    gray_alpha_suite()
    rgb_suite()
    rgba_suite()
    palette_suite()
    cgbi_suite()
    corrupt()
