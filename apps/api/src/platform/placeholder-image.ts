import zlib from 'node:zlib';

/**
 * Demo photos without shipping binaries or touching the network: a small PNG of a bike silhouette
 * (or a box for accessories) drawn from its name, e.g. `bike-H-200.png` = closed frame, hue 200.
 * The same name always gives the same bytes.
 */
const W = 480;
const H = 300;

type Rgb = [number, number, number];

function hsl(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

type Shape = (x: number, y: number) => boolean;
const ring =
  (cx: number, cy: number, r: number, t: number): Shape =>
  (x, y) =>
    Math.abs(Math.hypot(x - cx, y - cy) - r) <= t;
const disc =
  (cx: number, cy: number, r: number): Shape =>
  (x, y) =>
    Math.hypot(x - cx, y - cy) <= r;
function segment(x1: number, y1: number, x2: number, y2: number, t: number): Shape {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const len2 = dx * dx + dy * dy;
  return (x, y) => {
    const k = Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / len2));
    return Math.hypot(x - (x1 + k * dx), y - (y1 + k * dy)) <= t;
  };
}
const rect =
  (x1: number, y1: number, x2: number, y2: number): Shape =>
  (x, y) =>
    x >= x1 && x <= x2 && y >= y1 && y <= y2;

function bikeShapes(frame: string): Shape[] {
  const [rx, fx, wy, r] = [140, 340, 200, 62];
  const seat = { x: 205, y: 100 };
  const head = { x: 315, y: 110 };
  const crank = { x: 235, y: 200 };
  const top =
    frame === 'F' ? [seat.x + 5, 185, head.x - 10, 150] : frame === 'M' ? [seat.x, 125, head.x, 150] : [seat.x, seat.y, head.x, head.y];
  return [
    ring(rx, wy, r, 5),
    ring(fx, wy, r, 5),
    segment(rx, wy, crank.x, crank.y, 5),
    segment(rx, wy, seat.x, seat.y, 4),
    segment(seat.x, seat.y - 15, crank.x, crank.y, 5),
    segment(top[0]!, top[1]!, top[2]!, top[3]!, 5),
    segment(crank.x, crank.y, head.x, head.y + 20, 6),
    segment(head.x, head.y - 20, fx, wy, 5),
    segment(head.x - 20, head.y - 25, head.x + 12, head.y - 25, 4),
    segment(seat.x - 18, seat.y - 18, seat.x + 12, seat.y - 18, 5),
    disc(crank.x, crank.y, 11),
  ];
}

function boxShapes(): Shape[] {
  return [
    rect(170, 90, 310, 230),
    segment(170, 90, 210, 60, 3),
    segment(310, 90, 350, 60, 3),
    segment(210, 60, 350, 60, 3),
    segment(350, 60, 350, 200, 3),
    segment(310, 230, 350, 200, 3),
  ];
}

function crc32(buf: Buffer): number {
  return zlib.crc32(buf);
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export function renderPlaceholder(name: string): Buffer | null {
  const match = /^(bike|accessory|used)-([HFMX])-(\d{1,3})\.png$/.exec(name);
  if (!match) return null;
  const [, kind, frame, hueText] = match;
  const hue = Number(hueText) % 360;
  const background = hsl(hue, 0.35, 0.93);
  const ink = hsl(hue, 0.55, kind === 'used' ? 0.45 : 0.35);
  const ground = hsl(hue, 0.2, 0.82);
  const shapes = kind === 'accessory' ? boxShapes() : bikeShapes(frame!);
  const raw = Buffer.alloc((W * 3 + 1) * H);
  for (let y = 0; y < H; y++) {
    const row = y * (W * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < W; x++) {
      const colour = shapes.some((s) => s(x, y)) ? ink : y > 266 ? ground : background;
      raw.set(colour, row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(W, 0);
  header.writeUInt32BE(H, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
