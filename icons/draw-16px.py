# Draws etcd-explorer-16.png by hand, pixel by pixel: the SVG scaled down to 16 px blurs the key tree into a
# smudge, so the trunk, branches and keys sit on whole pixels here. Usage: python3 icons/draw-16px.py icons/etcd-explorer-16.png
import struct, zlib, sys
N = 16
def bg_alpha(x, y, r=3.2):
    # coverage of a rounded square (0..16) by 8x8 supersampling
    inside = 0
    for sy in range(8):
        for sx in range(8):
            px, py = x + (sx + .5) / 8, y + (sy + .5) / 8
            cx = min(max(px, r), N - r); cy = min(max(py, r), N - r)
            if (px - cx) ** 2 + (py - cy) ** 2 <= r * r: inside += 1
    return inside / 64
top, bot = (0x4F, 0xA8, 0xE3), (0x2F, 0x7D, 0xC0)
W, Y = (255, 255, 255), (0xFF, 0xD5, 0x4F)
art = [
    "................",
    "...sWs..........",
    "...WWW..........",
    "...sWs..........",
    "....W....sWWWs..",
    "....WWWWWWWWWW..",
    "....W....sWWWs..",
    "....W...........",
    "....W....sWWWs..",
    "....WWWWWWWWWW..",
    "....W....sWWWs..",
    "....W...........",
    "....W....tYYYt..",
    "....WWWWWYYYYY..",
    ".........tYYYt..",
    "................",
]
art = art  # rows 0..15
def mix(a, b, t): return tuple(round(a[i] * (1 - t) + b[i] * t) for i in range(3))
rows = []
for y in range(N):
    row = bytearray([0])
    base = mix(top, bot, y / (N - 1))
    for x in range(N):
        c, a = base, bg_alpha(x, y)
        ch = art[y][x]
        if ch == 'W': c = W
        elif ch == 'Y': c = Y
        elif ch == 's': c = mix(base, W, 0.55)
        elif ch == 't': c = mix(base, Y, 0.55)
        row += bytes(c) + bytes([round(a * 255)])
    rows.append(bytes(row))
def chunk(t, d): return struct.pack('>I', len(d)) + t + d + struct.pack('>I', zlib.crc32(t + d) & 0xffffffff)
png = b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', N, N, 8, 6, 0, 0, 0)) \
    + chunk(b'IDAT', zlib.compress(b''.join(rows), 9)) + chunk(b'IEND', b'')
open(sys.argv[1], 'wb').write(png)
