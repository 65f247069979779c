import type { LoadRun } from './load.ts';

/** Issue 28: the portal's list within reach of the minimal route doing the same work. */
export const TARGETS = { throughput: 0.7, p95: 1.5 } as const;

export interface Summary {
  name: string;
  /** Every measured round's rate, in the order they ran. */
  rounds: number[];
  reqPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

const percentile = (sorted: Float64Array, q: number) =>
  sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? 0;

/** The runs of one server taken together: answers over time for the rate, every latency for the percentiles. */
export function summarise(name: string, runs: LoadRun[]): Summary {
  const sorted = Float64Array.from(runs.flatMap((run) => run.latencies)).sort();
  const responses = runs.reduce((sum, run) => sum + run.responses, 0);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  return {
    name,
    rounds: runs.map((run) => run.responses / run.seconds),
    reqPerSecond: responses / seconds,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
  };
}

const rate = (v: number) => v.toFixed(0).padStart(9);
const ms = (v: number) => v.toFixed(2).padStart(9);
const times = (v: number) => `${v.toFixed(2)}×`.padStart(9);

/** The table, the rounds and the targets as PASS/FAIL; answers whether every target was met. */
export function printReport(portal: Summary, minimal: Summary): boolean {
  const throughput = portal.reqPerSecond / minimal.reqPerSecond;
  const p95 = portal.p95 / minimal.p95;
  console.info(
    `\n${''.padEnd(18)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'p99 ms'.padStart(9)}`,
  );
  for (const s of [portal, minimal]) {
    console.info(`${s.name.padEnd(18)}${rate(s.reqPerSecond)}${ms(s.p50)}${ms(s.p95)}${ms(s.p99)}`);
  }
  console.info(`${'portal / minimal'.padEnd(18)}${times(throughput)}${''.padStart(9)}${times(p95)}`);
  // The ratio round by round shows how steady the machine was: the two servers of a round ran side by side in time.
  const perRound = (values: number[], digits: number) => values.map((v) => v.toFixed(digits)).join(', ');
  const ratios = portal.rounds.map((r, i) => r / (minimal.rounds[i] ?? Number.NaN));
  console.info(
    `\nreq/s per round: portal ${perRound(portal.rounds, 0)}; minimal ${perRound(minimal.rounds, 0)}; ratio ${perRound(ratios, 2)}`,
  );
  const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
  console.info('\nTargets (issue 28):');
  console.info(
    `  ${verdict(throughput >= TARGETS.throughput)}  req/s at least ${TARGETS.throughput}× the minimal route's: ${throughput.toFixed(2)}×`,
  );
  console.info(
    `  ${verdict(p95 <= TARGETS.p95)}  p95 at most ${TARGETS.p95}× the minimal route's: ${p95.toFixed(2)}×`,
  );
  return throughput >= TARGETS.throughput && p95 <= TARGETS.p95;
}
