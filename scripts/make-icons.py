#!/usr/bin/env python3
"""Draws the app icons (a round table with its seats) as PNG, with no image library.

Run once when the design changes; the PNGs are committed under static/icons/.
"""
import math, struct, sys, zlib

BG = (29, 35, 64)
GOLD = (217, 164, 65)
WOOD = (120, 72, 40)


def shade(x, y, size, scale, rounded):
    """Colour at a point in unit coordinates (0..1), or None outside the icon."""
    u, v = x / size - 0.5, y / size - 0.5
    if rounded:  # rounded square for "any" icons
        r = 0.18
        qx, qy = max(abs(u) - (0.5 - r), 0), max(abs(v) - (0.5 - r), 0)
        if qx * qx + qy * qy > r * r:
            return None
    u, v = u / scale, v / scale
    d = math.hypot(u, v)
    # Eight seats around the table.
    for k in range(8):
        a = k * math.pi / 4 + math.pi / 8
        if math.hypot(u - 0.36 * math.cos(a), v - 0.36 * math.sin(a)) < 0.055:
            return GOLD
    if 0.22 < d < 0.27:
        return GOLD
    if d <= 0.22:
        # A sword laid across the table.
        if abs(u) < 0.018 and -0.17 < v < 0.12:
            return GOLD
        if abs(v + 0.09) < 0.018 and abs(u) < 0.07:
            return GOLD
        return WOOD
    return BG


def render(size, scale, rounded, samples=3):
    rows = []
    for y in range(size):
        row = bytearray([0])
        for x in range(size):
            acc = [0, 0, 0, 0]
            for sy in range(samples):
                for sx in range(samples):
                    c = shade(x + (sx + 0.5) / samples, y + (sy + 0.5) / samples, size, scale, rounded)
                    if c:
                        acc[0] += c[0]; acc[1] += c[1]; acc[2] += c[2]; acc[3] += 255
            n = samples * samples
            alpha = acc[3] // n
            cov = max(acc[3] // 255, 1)
            row += bytes([acc[0] // cov, acc[1] // cov, acc[2] // cov, alpha])
        rows.append(bytes(row))
    raw = b"".join(rows)

    def chunk(tag, data):
        return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


if __name__ == "__main__":
    out = sys.argv[1] if len(sys.argv) > 1 else "static/icons"
    for name, size, scale, rounded in [("icon-192.png", 192, 1.0, True), ("icon-512.png", 512, 1.0, True),
                                       ("maskable-512.png", 512, 0.72, False)]:
        with open(f"{out}/{name}", "wb") as f:
            f.write(render(size, scale, rounded))
