/**
 * The tables `npm run bench:web` ends with: the medians of every page and their ratios to the floor page (and to
 * the bare page), then issue 28's targets on mobile as pass/fail, each with the ratio it was judged on.
 */
import type { FormFactor, Measurement, Metrics, Target } from './pageLoad.ts';

/** Issue 28: LCP of the signed-out pages within 1.3× the floor's; of the signed-in pages within 2×. */
const LCP_RATIO = { signedOut: 1.3, signedIn: 2.0 };
/** Issue 28: the signed-in pages' TBT within 2× the floor's. */
const TBT_RATIO = 2;
/** Issue 28: on every page. */
const MAX_CLS = 0.02;
/** Issue 31: a public page the server renders paints its largest content no later than the bare React page. */
const RENDERED_LCP_RATIO = 1.0;
/** Issue 31: the SEO score of a rendered page's HTML alone. */
export const MIN_SEO_SCORE = 90;
/** The targets are judged on the mobile preset; desktop rows are printed without them. */
export const TARGETS_FORM: FormFactor = 'mobile';

/** Every run of a page in a form factor (its metrics and profile), under `resultKey`. */
export type Results = Map<string, Measurement[]>;
export const resultKey = (target: Target, formFactor: FormFactor) => `${target.name} ${formFactor}`;

export interface References {
  /** The stack's own empty sign-in form (scripts/size-floor): what the targets are ratios of. */
  floor: Target;
  /** React alone (scripts/bench-web/bare): a second reference, printed beside the floor. */
  bare: Target;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** The medians of a page's runs, or nothing when no run of it could be measured. */
export function medians(list: Measurement[] | undefined): Metrics | undefined {
  if (!list?.length) return undefined;
  const of = (metric: keyof Metrics) => median(list.map((run) => run.metrics[metric]));
  return { lcp: of('lcp'), tbt: of('tbt'), cls: of('cls'), bytes: of('bytes') };
}

export const ms = (v: number) => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${Math.round(v)} ms`);
export const kib = (v: number) => `${(v / 1024).toFixed(0)} KiB`;
const mark = (ok: boolean) => (ok ? 'pass' : 'FAIL');

/** A ratio to a reference; a reference of 0 (TBT often is) gives no ratio, only "as much" or "more". */
function ratio(value: number, reference: number | undefined): string {
  if (reference === undefined) return 'n/a';
  if (reference > 0) return `${(value / reference).toFixed(2)}×`;
  return value > 0 ? '∞' : '—';
}

/** The metrics issue 28 sets targets on. */
export type Metric = 'lcp' | 'tbt' | 'cls';

/** A target: one per metric of issue 28, and issue 31's LCP against the bare page. */
type TargetKey = Metric | 'lcpBare';

export interface Verdict {
  key: TargetKey;
  metric: Metric;
  ok: boolean;
  /** The value it was judged on and the target, e.g. `LCP 1.52× ≤ 1.3×`. */
  text: string;
}

/** Issue 28's targets for a page, judged on its medians against the floor page's. */
export function verdicts(target: Target, m: Metrics, floor: Metrics, bare?: Metrics): Verdict[] {
  const lcpLimit = target.signedIn ? LCP_RATIO.signedIn : LCP_RATIO.signedOut;
  const list: Verdict[] = [
    {
      key: 'lcp',
      metric: 'lcp',
      ok: m.lcp <= lcpLimit * floor.lcp,
      text: `LCP ${ratio(m.lcp, floor.lcp)} ≤ ${lcpLimit.toFixed(1)}×`,
    },
  ];
  if (target.signedIn) {
    list.push({
      key: 'tbt',
      metric: 'tbt',
      ok: m.tbt <= TBT_RATIO * floor.tbt,
      text: `TBT ${ratio(m.tbt, floor.tbt)} (${ms(m.tbt)}) ≤ ${TBT_RATIO}×`,
    });
  }
  list.push({
    key: 'cls',
    metric: 'cls',
    ok: m.cls <= MAX_CLS,
    text: `CLS ${m.cls.toFixed(3)} ≤ ${MAX_CLS}`,
  });
  if (target.serverRendered && bare)
    list.push({
      key: 'lcpBare',
      metric: 'lcp',
      ok: m.lcp <= RENDERED_LCP_RATIO * bare.lcp,
      text: `LCP ${ratio(m.lcp, bare.lcp)} of bare ≤ ${RENDERED_LCP_RATIO.toFixed(1)}×`,
    });
  return list;
}

function printTable(header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] as number))
      .join('  ')
      .trimEnd();
  console.info(line(header));
  console.info(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.info(line(row));
}

/** Prints both tables. */
export function printReport(
  references: References,
  pages: Target[],
  formFactors: readonly FormFactor[],
  results: Results,
  runs: number,
  seoScores?: ReadonlyMap<string, number>,
) {
  const runsOf = (target: Target, formFactor: FormFactor) => results.get(resultKey(target, formFactor)) ?? [];
  const rows: string[][] = [];
  for (const formFactor of formFactors) {
    const floor = medians(runsOf(references.floor, formFactor));
    const bare = medians(runsOf(references.bare, formFactor));
    for (const target of [references.floor, references.bare, ...pages]) {
      const list = runsOf(target, formFactor);
      const m = medians(list);
      const name = list.length < runs ? `${target.name} (${list.length} of ${runs})` : target.name;
      if (!m) {
        rows.push([name, formFactor, 'not measured']);
        continue;
      }
      rows.push([
        name,
        formFactor,
        ms(m.lcp),
        ratio(m.lcp, floor?.lcp),
        ratio(m.lcp, bare?.lcp),
        ms(m.tbt),
        ratio(m.tbt, floor?.tbt),
        m.cls.toFixed(3),
        kib(m.bytes),
        ratio(m.bytes, floor?.bytes),
      ]);
    }
  }
  const presets = formFactors.map((f) => (f === 'mobile' ? 'mobile: simulated throttling' : `${f} preset`));
  console.info(
    `Medians of ${runs} Lighthouse run(s) per row (${presets.join('; ')}); ` +
      'ratios to the floor and bare pages measured in the same runs',
  );
  printTable(
    ['page', 'form', 'LCP', 'LCP/floor', 'LCP/bare', 'TBT', 'TBT/floor', 'CLS', 'bytes', 'bytes/floor'],
    rows,
  );

  let passed = 0;
  let judged = 0;
  const judge = (ok: boolean, text: string) => {
    judged++;
    if (ok) passed++;
    return `${text} ${mark(ok)}`;
  };
  const floor = medians(runsOf(references.floor, TARGETS_FORM));
  const bare = medians(runsOf(references.bare, TARGETS_FORM));
  const targetRows: string[][] = [];
  for (const target of pages) {
    const m = medians(runsOf(target, TARGETS_FORM));
    if (!m || !floor) {
      targetRows.push([target.name, judge(false, m ? 'floor not measured' : 'not measured')]);
      continue;
    }
    const pageVerdicts = verdicts(target, m, floor, bare);
    const cell = (key: TargetKey) => {
      const verdict = pageVerdicts.find((v) => v.key === key);
      return verdict ? judge(verdict.ok, verdict.text) : '';
    };
    const seo = seoScores?.get(target.name);
    targetRows.push([
      target.name,
      cell('lcp'),
      cell('tbt'),
      cell('cls'),
      cell('lcpBare'),
      seo === undefined ? '' : judge(seo >= MIN_SEO_SCORE, `SEO ${seo} ≥ ${MIN_SEO_SCORE}`),
    ]);
  }
  console.info(
    `\nIssue 28's targets (${TARGETS_FORM}, medians, as multiples of the floor page's ` +
      `LCP ${floor ? ms(floor.lcp) : 'n/a'} and TBT ${floor ? ms(floor.tbt) : 'n/a'}):`,
  );
  printTable(['page', 'LCP', 'TBT', 'CLS', 'LCP/bare (issue 31)', 'HTML alone (issue 31)'], targetRows);
  console.info(`targets met: ${passed} of ${judged}`);
}
