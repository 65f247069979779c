/** The table `npm run bench:web` ends with: medians, ratios to the bare page, and issue 12's targets. */
import { FORM_FACTORS, type FormFactor, type Metrics, type Target } from './pageLoad.ts';

const TARGET_LCP_RATIO = 1.3;
const TARGET_TBT_MS = 150;
const TARGET_CLS = 0.02;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

function medians(list: Metrics[]): Metrics {
  return {
    lcp: median(list.map((m) => m.lcp)),
    tbt: median(list.map((m) => m.tbt)),
    cls: median(list.map((m) => m.cls)),
    bytes: median(list.map((m) => m.bytes)),
  };
}

export const ms = (v: number) => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${Math.round(v)} ms`);
export const kib = (v: number) => `${(v / 1024).toFixed(0)} KiB`;
const mark = (ok: boolean) => (ok ? 'pass' : 'FAIL');

export function printReport(
  targets: Target[],
  results: Map<string, Metrics[]>,
  key: (target: Target, formFactor: FormFactor) => string,
  runs: number,
) {
  const header = ['page', 'form', 'LCP', 'LCP/bare', 'TBT', 'CLS', 'bytes', 'bytes/bare', 'targets'];
  const rows: string[][] = [];
  for (const formFactor of FORM_FACTORS) {
    const bareTarget = targets.find((t) => t.name === 'bare') as Target;
    const bare = medians(results.get(key(bareTarget, formFactor)) ?? []);
    for (const target of targets) {
      const m = medians(results.get(key(target, formFactor)) ?? []);
      const lcpRatio = m.lcp / bare.lcp;
      const checks: string[] = [];
      if (target !== bareTarget) {
        if (formFactor === 'mobile') {
          checks.push(`LCP≤${TARGET_LCP_RATIO}×bare ${mark(lcpRatio <= TARGET_LCP_RATIO)}`);
        }
        if (target.name === '/my-products')
          checks.push(`TBT≤${TARGET_TBT_MS}ms ${mark(m.tbt <= TARGET_TBT_MS)}`);
        checks.push(`CLS≤${TARGET_CLS} ${mark(m.cls <= TARGET_CLS)}`);
      }
      rows.push([
        target.name,
        formFactor,
        ms(m.lcp),
        `${lcpRatio.toFixed(2)}×`,
        ms(m.tbt),
        m.cls.toFixed(3),
        kib(m.bytes),
        `${(m.bytes / bare.bytes).toFixed(1)}×`,
        checks.join('  '),
      ]);
    }
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] as number))
      .join('  ')
      .trimEnd();
  console.info(`Medians of ${runs} Lighthouse run(s) per row (mobile: simulated throttling; desktop preset)`);
  console.info(line(header));
  console.info(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.info(line(row));
}
