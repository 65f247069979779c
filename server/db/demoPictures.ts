import { crc32, deflateSync } from 'node:zlib';

/**
 * Painted landscapes for the demo products: a sky, a sun or moon, volcano ridges, water or land and a
 * small lodging in front, written as PNG with node:zlib (no image library). Smooth fills compress to a
 * few dozen kilobytes, well under the 1 MB upload limit the real pictures have.
 */

type Rgb = readonly [number, number, number];

interface Peak {
  /** Centre, 0..1 across the picture. */
  x: number;
  /** Height above the horizon, 0..1 of the picture. */
  height: number;
  /** Steepness: how fast the slope falls away from the top. */
  slope: number;
}

export interface Scene {
  skyTop: Rgb;
  skyHorizon: Rgb;
  sun: { x: number; y: number; radius: number; color: Rgb };
  /** Ridges from the farthest to the nearest, each with its own colour. */
  ridges: { color: Rgb; peaks: Peak[]; base: number }[];
  /** Where the sky meets water or land, 0..1 from the top. */
  horizon: number;
  ground: { near: Rgb; far: Rgb; water: boolean };
  lodge: { kind: 'house' | 'cabin' | 'dome' | 'treehouse' | 'temple'; x: number; color: Rgb; window: Rgb };
  stars?: boolean;
}

const SIZE = 640;

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];
const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);

/** Height of a ridge (in pixels above the horizon) at column x: the highest of its cones. */
function ridgeHeight(ridge: Scene['ridges'][number], x: number): number {
  let top = ridge.base * SIZE;
  for (const peak of ridge.peaks) {
    // A hyperbola: straight flanks with a rounded summit, as volcanoes have.
    const dx = x - peak.x * SIZE;
    const h = peak.height * SIZE - peak.slope * (Math.sqrt(dx * dx + 400) - 20);
    if (h > top) top = h;
  }
  return top;
}

/** What the lodge silhouette covers at a pixel: nothing, its body, its foliage or its lit window. */
function lodgeAt(lodge: Scene['lodge'], groundY: number, x: number, y: number): 0 | 'body' | 'leaf' | 'lit' {
  const dx = x - lodge.x * SIZE;
  const base = groundY + 70;
  switch (lodge.kind) {
    case 'dome': {
      if (y > base || dx * dx + (y - base) ** 2 > 58 ** 2) return 0;
      return dx * dx + (y - base + 18) ** 2 < 14 ** 2 ? 'lit' : 'body';
    }
    case 'temple': {
      // A Maya temple: six stepped tiers, the shrine on top with its lit door and its roof comb.
      const tier = Math.floor((base - y) / 22);
      if (y <= base && tier < 6) return Math.abs(dx) < 66 - tier * 8 ? 'body' : 0;
      const shrine = base - 132;
      if (y <= shrine && y > shrine - 34 && Math.abs(dx) < 20)
        return Math.abs(dx) < 6 && y > shrine - 18 ? 'lit' : 'body';
      return y <= shrine - 34 && y > shrine - 62 && Math.abs(dx) < 14 ? 'body' : 0;
    }
    case 'treehouse': {
      const box = Math.abs(dx) < 38 && y > base - 78 && y < base - 40;
      const roof = y <= base - 78 && y > base - 104 && Math.abs(dx) < 46 - (base - 78 - y) * 1.6;
      if (box && Math.abs(dx - 12) < 9 && y > base - 70 && y < base - 52) return 'lit';
      if (box || roof) return 'body';
      if (Math.abs(dx) < 9 && y > base - 80 && y < base + 40) return 'body';
      return dx * dx + (y - base + 130) ** 2 < 64 ** 2 ? 'leaf' : 0;
    }
    default: {
      const half = lodge.kind === 'cabin' ? 44 : 56;
      const wall = Math.abs(dx) < half && y > base - 46 && y < base;
      const roofRise = lodge.kind === 'cabin' ? 1.1 : 0.6;
      const roof = y <= base - 46 && y > base - 46 - (half + 10 - Math.abs(dx)) * roofRise;
      if (wall && Math.abs(dx + 18) < 10 && y > base - 34 && y < base - 16) return 'lit';
      return wall || roof ? 'body' : 0;
    }
  }
}

const LEAF: Rgb = [34, 78, 40];
const STAR: Rgb = [255, 250, 230];

/** One 640×640 RGB picture of the scene. Pixels are plain numbers: no allocation per pixel. */
function paint(scene: Scene): Buffer {
  const rowBytes = SIZE * 3 + 1;
  const raw = Buffer.alloc(rowBytes * SIZE);
  const horizonY = scene.horizon * SIZE;
  const heights = scene.ridges.map((ridge) =>
    Float64Array.from({ length: SIZE }, (_, x) => ridgeHeight(ridge, x)),
  );
  const ridgeColors = scene.ridges.map((ridge, i) => mix(ridge.color, scene.skyHorizon, 0.25 * (1 - i / 3)));
  const { sun, lodge } = scene;
  let r = 0;
  let g = 0;
  let b = 0;
  const set = (c: Rgb) => {
    r = c[0];
    g = c[1];
    b = c[2];
  };
  const toward = (c: Rgb, t: number) => {
    r += (c[0] - r) * t;
    g += (c[1] - g) * t;
    b += (c[2] - b) * t;
  };
  const sunX = sun.x * SIZE;
  const sunY = sun.y * SIZE;
  const sunR = sun.radius * SIZE;
  for (let y = 0; y < SIZE; y++) {
    raw[y * rowBytes] = 0; // filter: none
    const sky = mix(scene.skyTop, scene.skyHorizon, clamp01(y / horizonY) ** 1.4);
    const t = clamp01((y - horizonY) / (SIZE - horizonY));
    const land = mix(scene.ground.far, scene.ground.near, t);
    for (let x = 0; x < SIZE; x++) {
      const d = Math.sqrt((x - sunX) ** 2 + (y - sunY) ** 2) / sunR;
      if (y < horizonY) {
        set(sky);
        if (d < 1) set(sun.color);
        else if (d < 2.6) toward(sun.color, ((2.6 - d) / 2.6) * 0.35);
        if (scene.stars && d > 1.4 && (x * 7919 + y * 104729) % 2311 === 0) set(STAR);
        for (let i = 0; i < heights.length; i++) {
          const cover = clamp01(y - (horizonY - (heights[i]?.[x] ?? 0)) + 0.5);
          if (cover > 0) toward(ridgeColors[i] ?? sky, cover);
        }
      } else {
        set(land);
        // The sun's path on the water: broken bands that thin out towards the shore.
        if (scene.ground.water && Math.abs(x - sunX) < sunR * (1.2 - t * 0.6)) {
          if (Math.sin(y * 0.9) > 0.2 - t) toward(sun.color, 0.55 * (1 - t));
        }
      }
      const part = lodgeAt(lodge, horizonY, x, y);
      if (part) set(part === 'lit' ? lodge.window : part === 'leaf' ? LEAF : lodge.color);
      const at = y * rowBytes + 1 + x * 3;
      raw[at] = Math.round(r);
      raw[at + 1] = Math.round(g);
      raw[at + 2] = Math.round(b);
    }
  }
  return encodePng(raw);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** RGB rows, each led by its filter byte, as a PNG file (the dishes of demoDishes.ts are written the same way). */
export function encodePng(raw: Buffer, width = SIZE, height = SIZE): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // truecolour RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const painted = new Map<Scene, Buffer>();

/** The scene as PNG bytes, painted once per process (tests start many apps). */
export function demoPicture(scene: Scene): Buffer {
  let bytes = painted.get(scene);
  if (!bytes) {
    bytes = paint(scene);
    painted.set(scene, bytes);
  }
  return bytes;
}
