import type { Scene } from './demoPictures.ts';

/** The three volcanoes over Lake Atitlán (Atitlán, Tolimán, San Pedro). */
const atitlanVolcanoes = [
  { x: 0.22, height: 0.3, slope: 0.9 },
  { x: 0.42, height: 0.26, slope: 0.8 },
  { x: 0.8, height: 0.22, slope: 0.85 },
];

const agua = [{ x: 0.55, height: 0.36, slope: 0.75 }];

export const DEMO_SCENES = {
  atitlanDawn: {
    skyTop: [70, 86, 150],
    skyHorizon: [250, 180, 150],
    sun: { x: 0.62, y: 0.5, radius: 0.05, color: [255, 226, 160] },
    horizon: 0.58,
    ridges: [
      { color: [96, 92, 140], peaks: atitlanVolcanoes, base: 0.03 },
      { color: [58, 70, 96], peaks: [{ x: 0.1, height: 0.1, slope: 0.5 }], base: 0.015 },
    ],
    ground: { far: [120, 130, 180], near: [40, 60, 110], water: true },
    lodge: { kind: 'house', x: 0.78, color: [36, 40, 56], window: [255, 208, 120] },
  },
  atitlanDay: {
    skyTop: [60, 130, 210],
    skyHorizon: [190, 225, 245],
    sun: { x: 0.15, y: 0.16, radius: 0.045, color: [255, 250, 225] },
    horizon: 0.6,
    ridges: [{ color: [70, 110, 120], peaks: atitlanVolcanoes, base: 0.03 }],
    ground: { far: [70, 150, 190], near: [25, 85, 130], water: true },
    lodge: { kind: 'house', x: 0.3, color: [150, 70, 55], window: [250, 240, 210] },
  },
  aguaSunset: {
    skyTop: [90, 60, 130],
    skyHorizon: [255, 150, 80],
    sun: { x: 0.3, y: 0.52, radius: 0.06, color: [255, 200, 110] },
    horizon: 0.62,
    ridges: [
      { color: [110, 70, 100], peaks: agua, base: 0.02 },
      { color: [60, 60, 70], peaks: [{ x: 0.05, height: 0.12, slope: 0.6 }], base: 0.03 },
    ],
    ground: { far: [90, 110, 60], near: [40, 70, 35], water: false },
    lodge: { kind: 'cabin', x: 0.72, color: [70, 45, 30], window: [255, 200, 110] },
  },
  antiguaDusk: {
    skyTop: [40, 40, 100],
    skyHorizon: [220, 130, 150],
    sun: { x: 0.8, y: 0.2, radius: 0.03, color: [250, 245, 220] },
    horizon: 0.64,
    ridges: [
      { color: [80, 60, 110], peaks: agua, base: 0.02 },
      { color: [60, 50, 90], peaks: [{ x: 0.15, height: 0.24, slope: 0.7 }], base: 0.02 },
    ],
    ground: { far: [140, 110, 90], near: [90, 70, 60], water: false },
    lodge: { kind: 'house', x: 0.4, color: [200, 160, 60], window: [255, 230, 160] },
  },
  tecpanNight: {
    skyTop: [10, 14, 40],
    skyHorizon: [40, 60, 110],
    sun: { x: 0.75, y: 0.18, radius: 0.035, color: [240, 240, 225] },
    horizon: 0.66,
    ridges: [
      { color: [25, 35, 60], peaks: [{ x: 0.3, height: 0.18, slope: 0.6 }], base: 0.06 },
      { color: [15, 25, 35], peaks: [{ x: 0.85, height: 0.12, slope: 0.5 }], base: 0.04 },
    ],
    ground: { far: [30, 50, 40], near: [12, 25, 20], water: false },
    lodge: { kind: 'dome', x: 0.45, color: [200, 200, 210], window: [255, 210, 130] },
    stars: true,
  },
  rioDulce: {
    skyTop: [120, 180, 200],
    skyHorizon: [220, 240, 220],
    sun: { x: 0.85, y: 0.14, radius: 0.04, color: [255, 250, 220] },
    horizon: 0.6,
    ridges: [
      { color: [60, 120, 80], peaks: [{ x: 0.2, height: 0.12, slope: 0.35 }], base: 0.08 },
      { color: [30, 90, 55], peaks: [{ x: 0.7, height: 0.1, slope: 0.3 }], base: 0.05 },
    ],
    ground: { far: [80, 140, 120], near: [30, 90, 80], water: true },
    lodge: { kind: 'treehouse', x: 0.3, color: [92, 60, 36], window: [255, 220, 140] },
  },
  xelaMorning: {
    skyTop: [150, 180, 220],
    skyHorizon: [235, 225, 210],
    sun: { x: 0.25, y: 0.3, radius: 0.04, color: [255, 240, 200] },
    horizon: 0.62,
    ridges: [
      { color: [150, 160, 180], peaks: [{ x: 0.6, height: 0.34, slope: 0.8 }], base: 0.05 },
      { color: [100, 115, 130], peaks: [{ x: 0.2, height: 0.18, slope: 0.5 }], base: 0.04 },
      { color: [70, 90, 80], peaks: [{ x: 0.9, height: 0.1, slope: 0.4 }], base: 0.02 },
    ],
    ground: { far: [120, 140, 90], near: [70, 100, 60], water: false },
    lodge: { kind: 'house', x: 0.62, color: [180, 80, 70], window: [255, 235, 180] },
  },
  tikalDawn: {
    skyTop: [60, 70, 120],
    skyHorizon: [250, 190, 140],
    sun: { x: 0.72, y: 0.5, radius: 0.05, color: [255, 222, 150] },
    horizon: 0.6,
    // The canopy of the Petén: low rounded crowns as far as the eye goes.
    ridges: [
      {
        color: [48, 86, 60],
        peaks: [
          { x: 0.12, height: 0.07, slope: 0.3 },
          { x: 0.55, height: 0.09, slope: 0.35 },
          { x: 0.92, height: 0.06, slope: 0.3 },
        ],
        base: 0.05,
      },
    ],
    ground: { far: [52, 96, 58], near: [24, 60, 34], water: false },
    lodge: { kind: 'temple', x: 0.4, color: [128, 116, 98], window: [255, 214, 140] },
  },
  monterricoBeach: {
    skyTop: [50, 90, 170],
    skyHorizon: [255, 170, 110],
    sun: { x: 0.5, y: 0.55, radius: 0.07, color: [255, 210, 120] },
    horizon: 0.62,
    ridges: [],
    ground: { far: [60, 90, 150], near: [230, 200, 150], water: true },
    lodge: { kind: 'cabin', x: 0.18, color: [60, 40, 30], window: [255, 210, 120] },
  },
} as const satisfies Record<string, Scene>;

export type DemoSceneName = keyof typeof DEMO_SCENES;
