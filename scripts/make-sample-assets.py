#!/usr/bin/env python3
"""Draws the sample apps' images and writes them as Xcode asset catalogs under Layouts/<App>/Assets.xcassets.

Deterministic and standard library only (zlib + struct): the same script writes the same bytes, so the
PNGs in the repository can be checked by running it again (`git diff --exit-code Layouts`).

Shapes are signed distance functions in points; a pixel's coverage is its centre's distance to the edge,
clamped to one pixel (analytic anti-aliasing), so an icon drawn at @2x and @3x has the same geometry.
Each image set's Contents.json is written the way Xcode writes it, including `language-direction` for
directional images (arrows and chevrons mirror in right-to-left; the checklist has one image per
direction) and `template-rendering-intent` for glyphs that take the view's tint.
"""
import json
import math
import os
import struct
import sys
import zlib

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Layouts")
SCALES = (2, 3)


# MARK: PNG

def png_bytes(width, height, rgba):
    """An 8-bit RGBA PNG; filter 0 on every row and zlib level 9, so the bytes depend only on the pixels."""
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)
    stride = width * 4
    raw = b"".join(b"\x00" + bytes(rgba[y * stride:(y + 1) * stride]) for y in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


# MARK: Shapes (signed distance in points: negative inside)

def circle(cx, cy, r):
    return lambda x, y: math.hypot(x - cx, y - cy) - r


def box(x0, y0, x1, y1, radius=0.0):
    cx, cy, hx, hy = (x0 + x1) / 2, (y0 + y1) / 2, (x1 - x0) / 2 - radius, (y1 - y0) / 2 - radius

    def sdf(x, y):
        dx, dy = abs(x - cx) - hx, abs(y - cy) - hy
        outside = math.hypot(max(dx, 0), max(dy, 0))
        return outside + min(max(dx, dy), 0) - radius
    return sdf


def segment_distance(x, y, ax, ay, bx, by):
    vx, vy = bx - ax, by - ay
    length = vx * vx + vy * vy
    t = 0.0 if length == 0 else max(0.0, min(1.0, ((x - ax) * vx + (y - ay) * vy) / length))
    return math.hypot(x - ax - t * vx, y - ay - t * vy)


def stroke(points, width):
    """A polyline with round joins and caps."""
    pairs = list(zip(points, points[1:]))
    return lambda x, y: min(segment_distance(x, y, a[0], a[1], b[0], b[1]) for a, b in pairs) - width / 2


def polygon(points):
    edges = list(zip(points, points[1:] + points[:1]))

    def sdf(x, y):
        distance = min(segment_distance(x, y, a[0], a[1], b[0], b[1]) for a, b in edges)
        inside = False
        for (ax, ay), (bx, by) in edges:
            if (ay > y) != (by > y) and x < ax + (y - ay) * (bx - ax) / (by - ay):
                inside = not inside
        return -distance if inside else distance
    return sdf


def arc(cx, cy, r, start, end, width):
    """A stroked arc from angle `start` to `end` (degrees, clockwise from east, y down), round caps."""
    a0, a1 = math.radians(start), math.radians(end)
    ends = [(cx + r * math.cos(a), cy + r * math.sin(a)) for a in (a0, a1)]

    def sdf(x, y):
        angle = math.atan2(y - cy, x - cx)
        while angle < a0:
            angle += 2 * math.pi
        if angle <= a1:
            return abs(math.hypot(x - cx, y - cy) - r) - width / 2
        return min(math.hypot(x - ex, y - ey) for ex, ey in ends) - width / 2
    return sdf


def union(*shapes):
    return lambda x, y: min(s(x, y) for s in shapes)


def subtract(shape, hole):
    return lambda x, y: max(shape(x, y), -hole(x, y))


# MARK: Drawing

class Image:
    """Straight-alpha RGBA pixels of a `width` × `height` point image at `scale` pixels per point."""

    def __init__(self, width, height, scale):
        self.width, self.height, self.scale = width, height, scale
        self.pw, self.ph = int(round(width * scale)), int(round(height * scale))
        self.pixels = [[0.0, 0.0, 0.0, 0.0] for _ in range(self.pw * self.ph)]

    def fill(self, shape, color, bounds=None):
        """Source-over `color` (r, g, b[, a] in 0...255, or a function of x, y in points) where `shape` covers."""
        s = self.scale
        x0, y0, x1, y1 = bounds or (0, 0, self.width, self.height)
        for py in range(max(0, int(y0 * s) - 1), min(self.ph, int(math.ceil(y1 * s)) + 1)):
            for px in range(max(0, int(x0 * s) - 1), min(self.pw, int(math.ceil(x1 * s)) + 1)):
                x, y = (px + 0.5) / s, (py + 0.5) / s
                coverage = min(1.0, max(0.0, 0.5 - shape(x, y) * s))
                if coverage <= 0:
                    continue
                c = color(x, y) if callable(color) else color
                self.blend(py * self.pw + px, c, coverage)

    def blend(self, index, color, coverage):
        alpha = (color[3] if len(color) > 3 else 255) / 255 * coverage
        pixel = self.pixels[index]
        out = alpha + pixel[3] * (1 - alpha)
        if out <= 0:
            return
        for channel in range(3):
            pixel[channel] = (color[channel] * alpha + pixel[channel] * pixel[3] * (1 - alpha)) / out
        pixel[3] = out

    def rgba(self):
        data = bytearray()
        for r, g, b, a in self.pixels:
            data += bytes((int(round(r)), int(round(g)), int(round(b)), int(round(a * 255))))
        return data


# MARK: Catalogs

def contents_json(value):
    """JSON as Xcode writes it: two-space indents, ' : ' between key and value, a final newline."""
    return json.dumps(value, indent=2, separators=(",", " : ")) + "\n"


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as handle:
        handle.write(data)


def catalog(app):
    folder = os.path.join(ROOT, app, "Assets.xcassets")
    write(os.path.join(folder, "Contents.json"), contents_json({"info": {"author": "xcode", "version": 1}}).encode())
    return folder


def image_set(folder, name, size, draw, direction=None, template=False, both=None):
    """NAME.imageset with @2x and @3x PNGs. `direction` 'left-to-right' marks a mirroring image; `both` is a
    second drawing for right-to-left, written as its own files."""
    target = os.path.join(folder, name + ".imageset")
    variants = [(name, draw, direction)]
    if both:
        variants = [(name + "-ltr", draw, "left-to-right"), (name + "-rtl", both, "right-to-left")]
    images = []
    for stem, painter, language_direction in variants:
        entry = {"idiom": "universal", "scale": "1x"}
        if language_direction:
            entry["language-direction"] = language_direction
        images.append(entry)
        for scale in SCALES:
            image = Image(size[0], size[1], scale)
            painter(image)
            filename = "%s@%dx.png" % (stem, scale)
            write(os.path.join(target, filename), png_bytes(image.pw, image.ph, image.rgba()))
            entry = {"filename": filename, "idiom": "universal", "scale": "%dx" % scale}
            if language_direction:
                entry["language-direction"] = language_direction
            images.append(entry)
    value = {"images": images, "info": {"author": "xcode", "version": 1}}
    if template:
        value["properties"] = {"template-rendering-intent": "template"}
    write(os.path.join(target, "Contents.json"), contents_json(value).encode())


# MARK: Icons (24 × 24 pt unless said otherwise; black glyphs are templates tinted by the view)

BLACK = (0, 0, 0)


def arrow_back(image):
    image.fill(union(stroke([(19.5, 12), (5, 12)], 2.2), stroke([(11, 5.5), (4.5, 12), (11, 18.5)], 2.2)), BLACK)


def arrow_forward(image):
    image.fill(union(stroke([(4.5, 12), (19, 12)], 2.2), stroke([(13, 5.5), (19.5, 12), (13, 18.5)], 2.2)), BLACK)


def checklist(leading_checks):
    """Three rows of a check mark and a line; the marks sit on the leading side (left in LTR, right in RTL),
    and the marks themselves are not mirrored: that is why the set has one image per direction."""
    def draw(image):
        for row in range(3):
            y = 5.5 + row * 6.5
            mark_x = 2.5 if leading_checks else 15.5
            line_x = (10.5, 21.5) if leading_checks else (2.5, 13.5)
            image.fill(stroke([(mark_x, y), (mark_x + 2, y + 2), (mark_x + 6, y - 2.5)], 1.6), BLACK)
            image.fill(stroke([(line_x[0], y), (line_x[1], y)], 1.8), BLACK)
    return draw


def chevron_forward(image):  # 8 × 14 pt
    image.fill(stroke([(1.5, 1.5), (6.5, 7), (1.5, 12.5)], 2), BLACK)


def play_fill(image):
    image.fill(polygon([(7, 4.5), (20, 12), (7, 19.5)]), BLACK)


def double_triangle(pointing_right):
    def draw(image):
        for offset in (0, 9):
            if pointing_right:
                image.fill(polygon([(2.5 + offset, 6), (11.5 + offset, 12), (2.5 + offset, 18)]), BLACK)
            else:
                image.fill(polygon([(21.5 - offset, 6), (12.5 - offset, 12), (21.5 - offset, 18)]), BLACK)
    return draw


def moon(image):
    image.fill(subtract(circle(12, 12, 8.5), circle(16.5, 8.5, 7.5)), BLACK)


def airplay(image):
    screen = subtract(box(2.5, 3.5, 21.5, 16.5, 2), box(4.3, 5.3, 19.7, 14.7, 0.6))
    image.fill(subtract(screen, polygon([(6, 21), (12, 13.5), (18, 21)])), BLACK)
    image.fill(polygon([(7.5, 21), (12, 15.5), (16.5, 21)]), BLACK)


def compass_rose(image):  # 40 × 40 pt, coloured: north red
    c = 20
    image.fill(circle(c, c, 18), (255, 255, 255, 200))
    image.fill(subtract(circle(c, c, 18), circle(c, c, 16.8)), (142, 142, 147))
    image.fill(polygon([(c - 3, c), (c, c + 15), (c + 3, c)]), (99, 99, 102))
    image.fill(polygon([(c, c - 3), (c - 15, c), (c, c + 3)]), (174, 174, 178))
    image.fill(polygon([(c, c - 3), (c + 15, c), (c, c + 3)]), (174, 174, 178))
    image.fill(polygon([(c - 3, c), (c, c - 15), (c + 3, c)]), (255, 59, 48))
    image.fill(circle(c, c, 1.6), (255, 255, 255))


def artwork(image):  # 220 × 220 pt: a night sky over hills
    def sky(x, y):
        t = y / 220
        return (int(20 + 60 * t), int(24 + 30 * t), int(70 + 70 * t))
    image.fill(box(0, 0, 220, 220), sky)
    for x, y, r in ((30, 40, 1.4), (62, 82, 1.0), (95, 28, 1.8), (140, 60, 1.1), (180, 104, 1.3), (40, 120, 1.0),
                    (200, 30, 1.2), (118, 110, 0.9)):
        image.fill(circle(x, y, r), (255, 250, 220), (x - 3, y - 3, x + 3, y + 3))
    image.fill(subtract(circle(158, 62, 30), circle(174, 50, 27)), (255, 236, 170), (120, 20, 200, 100))
    image.fill(circle(60, 260, 110), (34, 46, 84), (0, 140, 220, 220))
    image.fill(circle(185, 250, 90), (28, 38, 70), (80, 150, 220, 220))


def flag_fr(image):  # 240 × 160 pt, crisp stripes
    for index, color in enumerate(((0, 35, 149), (255, 255, 255), (237, 41, 57))):
        image.fill(box(index * 80, 0, (index + 1) * 80, 160), color)


def yield_sign(local):
    """64 × 64 pt. The default is the international yield sign (white, red border); Japan's 止まれ sign is
    a solid red inverted triangle with a white edge, so a Japanese screen shows another image."""
    def draw(image):
        outer = polygon([(4, 9), (60, 9), (32, 58)])
        inner = polygon([(13, 14.5), (51, 14.5), (32, 48)])
        if local == "ja":
            image.fill(outer, (255, 255, 255))
            image.fill(polygon([(8, 11.5), (56, 11.5), (32, 53)]), (214, 0, 28))
            image.fill(stroke([(22, 22), (42, 22)], 2.5), (255, 255, 255))
        else:
            image.fill(outer, (214, 0, 28))
            image.fill(inner, (255, 255, 255))
    return draw


def cloud_shape(dx=0.0, dy=0.0):
    return union(circle(9 + dx, 13 + dy, 4.5), circle(14 + dx, 11 + dy, 5.5), box(4.5 + dx, 13 + dy, 19.5 + dx, 17.5 + dy, 2.25))


def sun(image):
    image.fill(circle(12, 12, 4.5), (255, 204, 0))
    for index in range(8):
        a = math.radians(index * 45)
        image.fill(stroke([(12 + 7 * math.cos(a), 12 + 7 * math.sin(a)), (12 + 9.5 * math.cos(a), 12 + 9.5 * math.sin(a))], 1.6),
                   (255, 204, 0))


def cloud(image):
    image.fill(cloud_shape(), (142, 142, 147))


def rain(image):
    image.fill(cloud_shape(0, -3), (142, 142, 147))
    for x in (8, 12, 16):
        image.fill(stroke([(x, 17.5), (x - 1.5, 21)], 1.5), (0, 122, 255))


def cloud_sun(image):
    image.fill(circle(15.5, 8, 4), (255, 204, 0))
    for index in range(5):
        a = math.radians(-180 + index * 45)
        image.fill(stroke([(15.5 + 5.5 * math.cos(a), 8 + 5.5 * math.sin(a)), (15.5 + 7.3 * math.cos(a), 8 + 7.3 * math.sin(a))], 1.3),
                   (255, 204, 0))
    image.fill(cloud_shape(-1.5, 2.5), (174, 174, 178))


def avatar(color):
    def draw(image):  # 36 × 36 pt
        image.fill(circle(18, 18, 18), color)
        image.fill(circle(18, 14, 6.5), (255, 255, 255, 235))
        image.fill(subtract(circle(18, 36, 12.5), box(0, 36, 36, 50)), (255, 255, 255, 235))
    return draw


def trophy(image):  # 40 × 40 pt
    gold, dark = (255, 196, 0), (201, 140, 0)
    image.fill(union(box(11, 6, 29, 12), circle(20, 12, 9)), gold, (8, 3, 32, 22))
    image.fill(union(arc(11, 13, 4.5, 90, 270, 2), arc(29, 13, 4.5, -90, 90, 2)), gold)
    image.fill(box(18, 20, 22, 28), dark)
    image.fill(box(12, 28, 28, 33, 1.5), gold)
    image.fill(polygon([(20, 8), (21.5, 11), (24.5, 11.3), (22.2, 13.2), (23, 16.2), (20, 14.6), (17, 16.2), (17.8, 13.2),
                        (15.5, 11.3), (18.5, 11)]), (255, 255, 255, 200))


# Settings glyphs: 29 × 29 pt templates (white on the row's coloured tile).

def settings_airplane(image):
    image.fill(union(stroke([(14.5, 5), (14.5, 23)], 2.6), polygon([(14.5, 11), (24, 17), (24, 18.5), (14.5, 15.5), (5, 18.5), (5, 17)]),
                     polygon([(14.5, 20), (18.5, 23.5), (18.5, 24.5), (14.5, 23.3), (10.5, 24.5), (10.5, 23.5)])), BLACK)


def settings_wifi(image):
    image.fill(circle(14.5, 21, 1.9), BLACK)
    for radius in (5.5, 10):
        image.fill(arc(14.5, 21.5, radius, 225, 315, 2.2), BLACK)


def settings_bluetooth(image):
    image.fill(stroke([(9.5, 10), (19, 18.5), (14.5, 23), (14.5, 6), (19, 10.5), (9.5, 19)], 1.9), BLACK)


def settings_antenna(image):
    for index, height in enumerate((5, 8.5, 12, 15.5)):
        x = 7 + index * 4.5
        image.fill(box(x, 22 - height, x + 3, 22, 1), BLACK)


def settings_bell(image):
    body = union(circle(14.5, 12.5, 6), box(8.5, 12.5, 20.5, 19.5), box(6.5, 18.5, 22.5, 20.5, 1))
    image.fill(union(body, circle(14.5, 22.5, 2.2), circle(14.5, 6.3, 1.3)), BLACK)


def settings_eye(image):
    upper, lower = circle(14.5, 22, 12), circle(14.5, 7, 12)
    image.fill(subtract(lambda x, y: max(upper(x, y), lower(x, y)), circle(14.5, 14.5, 4.5)), BLACK)
    image.fill(circle(14.5, 14.5, 2.6), BLACK)


def settings_hand(image):
    fingers = [box(9 + i * 3, 6 + abs(1.5 - i) * 1.5, 11.2 + i * 3, 16, 1.1) for i in range(4)]
    image.fill(union(*fingers, box(9, 13, 20.2, 23, 3.5), stroke([(20, 18), (23.5, 13.5)], 2.4)), BLACK)


def settings_download(image):
    image.fill(union(stroke([(14.5, 5.5), (14.5, 17)], 2.2), stroke([(9.5, 12.5), (14.5, 17.5), (19.5, 12.5)], 2.2),
                     stroke([(7, 22.5), (22, 22.5)], 2.2)), BLACK)


def settings_globe(image):
    ring = lambda x, y: abs(math.hypot(x - 14.5, y - 14.5) - 8.5) - 0.9
    meridian = lambda x, y: abs(math.hypot((x - 14.5) * 2.2, y - 14.5) - 8.5) / 2.2 - 0.8
    image.fill(union(ring, meridian, box(6, 13.7, 23, 15.3), box(7.5, 9.2, 21.5, 10.4), box(7.5, 18.6, 21.5, 19.8)),
               BLACK)


def main():
    quiz = catalog("Quiz")
    image_set(quiz, "flag-fr", (240, 160), flag_fr)
    image_set(quiz, "arrow-back", (24, 24), arrow_back, direction="left-to-right", template=True)
    image_set(quiz, "arrow-forward", (24, 24), arrow_forward, direction="left-to-right", template=True)
    image_set(quiz, "list-checkmark", (24, 24), checklist(True), both=checklist(False), template=True)
    image_set(quiz, "yield-sign", (64, 64), yield_sign("default"))
    image_set(os.path.join(quiz, "ja.lproj"), "yield-sign", (64, 64), yield_sign("ja"))

    player = catalog("Player")
    image_set(player, "artwork-sleep-stories", (220, 220), artwork)
    image_set(player, "rewind-15", (24, 24), double_triangle(False), template=True)
    image_set(player, "play-fill", (24, 24), play_fill, template=True)
    image_set(player, "forward-30", (24, 24), double_triangle(True), template=True)
    image_set(player, "moon", (24, 24), moon, template=True)
    image_set(player, "airplay", (24, 24), airplay, template=True)
    image_set(player, "compass-needle", (40, 40), compass_rose)

    weather = catalog("Weather")
    for name, draw in (("sun", sun), ("cloud", cloud), ("rain", rain), ("cloud-sun", cloud_sun)):
        image_set(weather, name, (24, 24), draw)

    scoreboard = catalog("Scoreboard")
    colors = [(255, 149, 0), (52, 199, 89), (0, 122, 255), (175, 82, 222), (255, 45, 85), (90, 200, 250), (162, 132, 94)]
    for index, color in enumerate(colors):
        image_set(scoreboard, "avatar-%d" % (index + 1), (36, 36), avatar(color))
    image_set(scoreboard, "avatar-you", (36, 36), avatar((99, 99, 102)))
    image_set(scoreboard, "trophy", (40, 40), trophy)

    settings = catalog("Settings")
    image_set(settings, "chevron-forward", (8, 14), chevron_forward, direction="left-to-right", template=True)
    for name, draw in (("airplane", settings_airplane), ("wifi", settings_wifi), ("bluetooth", settings_bluetooth),
                       ("antenna", settings_antenna), ("bell", settings_bell), ("eye", settings_eye),
                       ("hand", settings_hand), ("download", settings_download), ("globe", settings_globe)):
        image_set(settings, "settings-" + name, (29, 29), draw, template=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
