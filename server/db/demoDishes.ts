import { encodePng } from './demoPictures.ts';

type Rgb = readonly [number, number, number];

/** Something on the plate: where (in the vessel's radii from its centre), how big, what colour. */
interface Portion {
  x: number;
  y: number;
  r: number;
  color: Rgb;
}

/**
 * The demo restaurant's menu pictures (demoRestaurants.ts): a dish seen from above on a striped woven
 * tablecloth, on a plate, in a clay bowl or in a cup, its food a few round portions and a scatter of garnish.
 * Painted like the landscapes of demoPictures.ts, at SPEC §5's menu size (819×546).
 */
export interface Dish {
  cloth: Rgb;
  stripes: Rgb;
  vessel: 'plate' | 'bowl' | 'cup';
  rim: Rgb;
  /** The plate's floor, or the soup or the drink filling the bowl or the cup. */
  fill: Rgb;
  portions: readonly Portion[];
  garnish: { color: Rgb; count: number };
}

const WIDTH = 819;
const HEIGHT = 546;

const CREAM: Rgb = [244, 240, 230];
const PLATE_FLOOR: Rgb = [234, 230, 220];
const RICE: Rgb = [250, 247, 238];
const CILANTRO: Rgb = [52, 112, 44];

export const DEMO_DISHES = {
  pepian: {
    cloth: [168, 40, 46],
    stripes: [238, 188, 62],
    vessel: 'plate',
    rim: CREAM,
    fill: PLATE_FLOOR,
    portions: [
      { x: -0.2, y: 0.02, r: 0.48, color: [138, 62, 30] },
      { x: -0.22, y: 0.04, r: 0.2, color: [206, 146, 86] },
      { x: 0.44, y: -0.24, r: 0.26, color: RICE },
      { x: 0.44, y: 0.32, r: 0.18, color: [228, 208, 150] },
    ],
    garnish: { color: [232, 222, 186], count: 22 },
  },
  jocon: {
    cloth: [40, 70, 140],
    stripes: [232, 232, 228],
    vessel: 'plate',
    rim: CREAM,
    fill: PLATE_FLOOR,
    portions: [
      { x: -0.18, y: 0, r: 0.47, color: [92, 132, 42] },
      { x: -0.16, y: 0.02, r: 0.19, color: [214, 170, 110] },
      { x: 0.44, y: -0.22, r: 0.26, color: RICE },
      { x: 0.42, y: 0.34, r: 0.2, color: [236, 220, 170] },
    ],
    garnish: { color: CILANTRO, count: 18 },
  },
  kakik: {
    cloth: [30, 110, 82],
    stripes: [240, 170, 42],
    vessel: 'bowl',
    rim: [150, 76, 46],
    fill: [192, 62, 36],
    portions: [
      { x: -0.1, y: 0.06, r: 0.3, color: [214, 168, 118] },
      { x: 0.34, y: -0.22, r: 0.16, color: [170, 200, 120] },
    ],
    garnish: { color: CILANTRO, count: 16 },
  },
  tostadas: {
    cloth: [222, 160, 40],
    stripes: [160, 40, 62],
    vessel: 'plate',
    rim: CREAM,
    fill: PLATE_FLOOR,
    portions: [
      { x: -0.36, y: -0.2, r: 0.36, color: [222, 172, 82] },
      { x: -0.36, y: -0.2, r: 0.25, color: [122, 162, 62] },
      { x: 0.36, y: -0.2, r: 0.36, color: [222, 172, 82] },
      { x: 0.36, y: -0.2, r: 0.25, color: [72, 42, 36] },
      { x: 0, y: 0.4, r: 0.36, color: [222, 172, 82] },
      { x: 0, y: 0.4, r: 0.25, color: [200, 52, 40] },
    ],
    garnish: { color: [250, 250, 244], count: 26 },
  },
  rellenitos: {
    cloth: [110, 50, 120],
    stripes: [240, 200, 80],
    vessel: 'plate',
    rim: CREAM,
    fill: PLATE_FLOOR,
    portions: [
      { x: -0.34, y: -0.16, r: 0.24, color: [122, 52, 30] },
      { x: 0.3, y: -0.22, r: 0.24, color: [122, 52, 30] },
      { x: 0, y: 0.34, r: 0.24, color: [122, 52, 30] },
    ],
    garnish: { color: [255, 255, 250], count: 40 },
  },
  chocolate: {
    cloth: [200, 92, 40],
    stripes: [62, 42, 110],
    vessel: 'cup',
    rim: [240, 235, 225],
    fill: [92, 46, 26],
    portions: [{ x: 0, y: 0, r: 0.42, color: [150, 96, 62] }],
    garnish: { color: [120, 70, 40], count: 10 },
  },
} as const satisfies Record<string, Dish>;

export type DemoDishName = keyof typeof DEMO_DISHES;

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];
const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** Lit from the top left: lighter there, darker towards the bottom right (dx, dy in the shape's radii). */
const shaded = (color: Rgb, dx: number, dy: number): Rgb => {
  const light = -(dx + dy) * 0.12;
  return light > 0 ? mix(color, WHITE, light) : mix(color, BLACK, -light);
};

/** The same garnish at every paint: a small linear congruential generator, seeded by the dish. */
function garnishDots(count: number, seed: number): { x: number; y: number }[] {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return Array.from({ length: count }, () => {
    const angle = next() * 2 * Math.PI;
    const distance = Math.sqrt(next()) * 0.72;
    return { x: Math.cos(angle) * distance, y: Math.sin(angle) * distance };
  });
}

function paintDish(dish: Dish): Buffer {
  const rowBytes = WIDTH * 3 + 1;
  const raw = Buffer.alloc(rowBytes * HEIGHT);
  const cx = WIDTH / 2;
  const cy = HEIGHT / 2;
  const radius = HEIGHT * (dish.vessel === 'plate' ? 0.43 : dish.vessel === 'bowl' ? 0.37 : 0.3);
  const rimFrom = dish.vessel === 'bowl' ? 0.8 : 0.84;
  const dots = garnishDots(dish.garnish.count, dish.portions.length * 7919 + dish.garnish.count);
  const dotRadius = 7 / radius;
  for (let y = 0; y < HEIGHT; y++) {
    raw[y * rowBytes] = 0; // filter: none
    for (let x = 0; x < WIDTH; x++) {
      // The cloth: woven bands with a thin thread between them, darker towards the corners.
      const band = Math.floor(x / 34) % 4;
      let color: Rgb = band === 0 ? dish.stripes : x % 34 < 2 ? mix(dish.cloth, WHITE, 0.2) : dish.cloth;
      const corner = ((x - cx) / WIDTH) ** 2 + ((y - cy) / HEIGHT) ** 2;
      color = mix(color, BLACK, corner * 0.5);
      const px = (x - cx) / radius;
      const py = (y - cy) / radius;
      const d = Math.sqrt(px * px + py * py);
      // The vessel's shadow on the cloth, and a cup's handle.
      const sx = px - 0.06;
      const sy = py - 0.08;
      if (Math.sqrt(sx * sx + sy * sy) < 1.02) color = mix(color, BLACK, 0.3);
      if (dish.vessel === 'cup') {
        const hd = Math.sqrt((px - 1.18) ** 2 + py * py);
        if (hd > 0.18 && hd < 0.32) color = shaded(dish.rim, px - 1.18, py);
      }
      if (d < 1) {
        color = d > rimFrom ? shaded(dish.rim, px, py) : dish.fill;
        if (d <= rimFrom) {
          let onFood = false;
          for (const portion of dish.portions) {
            const dx = (px - portion.x) / portion.r;
            const dy = (py - portion.y) / portion.r;
            if (dx * dx + dy * dy < 1) {
              color = shaded(portion.color, dx, dy);
              onFood = true;
            }
          }
          // The garnish falls on the food only: the plate's floor stays clean.
          if (onFood && dots.some((dot) => (px - dot.x) ** 2 + (py - dot.y) ** 2 < dotRadius ** 2))
            color = dish.garnish.color;
        }
      }
      const at = y * rowBytes + 1 + x * 3;
      raw[at] = Math.round(color[0]);
      raw[at + 1] = Math.round(color[1]);
      raw[at + 2] = Math.round(color[2]);
    }
  }
  return encodePng(raw, WIDTH, HEIGHT);
}

const painted = new Map<DemoDishName, Buffer>();

/** The dish as PNG bytes, painted once per process (tests seed many casts). */
export function demoDishPicture(name: DemoDishName): Buffer {
  let bytes = painted.get(name);
  if (!bytes) {
    bytes = paintDish(DEMO_DISHES[name]);
    painted.set(name, bytes);
  }
  return bytes;
}
