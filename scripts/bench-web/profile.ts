/**
 * What bounds a page's load, for `npm run bench:web`'s report (issue 28 asks, for a target not met, for the
 * evidence of what bounds it): a few numbers of Lighthouse's own audits, read from each run's result so the result
 * itself (megabytes with its screenshots) is not kept, and printed after the tables for the pages with a target not
 * met, beside the floor page's same numbers.
 */
import type { Result } from 'lighthouse';
import type { Measurement, Target } from './pageLoad.ts';
import {
  kib,
  type Metric,
  median,
  medians,
  ms,
  type References,
  type Results,
  resultKey,
  TARGETS_FORM,
  verdicts,
} from './report.ts';

/** A named time, under Lighthouse's own label. */
interface Timing {
  label: string;
  ms: number;
}

/** The path of requests each waiting on the one before, as Lighthouse's network dependency tree has it. */
interface Chain {
  /** From the document on, each shortened to its path. */
  requests: string[];
  /** From the navigation's start to the last one's end, observed. */
  duration: number;
  bytes: number;
  /** The most requests on any path of the tree (the longest in time is not always the deepest). */
  deepest: number;
}

/** What had finished loading by the observed LCP. */
interface Loaded {
  requests: number;
  bytes: number;
  scripts: number;
  scriptBytes: number;
  /** fetch() and XHR: the API calls the page's content waits on. */
  apiCalls: number;
  /**
   * The document's protocol: Lantern simulates http/1.1 with 6 connections per origin, h2 with one multiplexed
   * (ConnectionPool.js), so with many files it decides how many round trips they queue for.
   */
  protocol: string | undefined;
}

export interface Profile {
  /** Lighthouse's CPU slowdown: the main-thread times below are the observed ones multiplied by it. */
  cpuSlowdown: number;
  lcp: {
    /** The largest element, as Lighthouse labels it (its tag and text). */
    element: string | undefined;
    observed: number | undefined;
    /** largest-contentful-paint-element's phases: simulated, they add up to the simulated LCP. */
    phases: Timing[];
    chain: Chain | undefined;
    loaded: Loaded | undefined;
  };
  tbt: {
    /** mainthread-work-breakdown's groups, largest first. */
    groups: Timing[];
    /** bootup-time's scripts with the most evaluation, most first; `ms` is script evaluation. */
    scripts: Timing[];
  };
  /** layout-shifts' shifts, largest first. */
  shifts: { element: string; score: number }[];
}

/** How many of bootup-time's scripts and layout-shifts' shifts a profile keeps. */
const TOP = 4;

// The parts of the audits' details read here (lighthouse/types/lhr/audit-details.d.ts has them all).
interface NodeValue {
  type: 'node';
  path?: string;
  selector?: string;
  nodeLabel?: string;
}
interface TableDetails<T> {
  type: 'table';
  items: T[];
}
interface NetworkNode {
  url: string;
  navStartToEndTime: number;
  transferSize: number;
  isLongest?: boolean;
  children?: Record<string, NetworkNode>;
}
interface NetworkTree {
  type: 'network-tree';
  chains: Record<string, NetworkNode>;
  longestChain: { duration: number };
}
interface RequestRow {
  url: string;
  protocol?: string;
  networkEndTime?: number;
  transferSize?: number;
  resourceType?: string;
}
interface MetricsItem {
  observedLargestContentfulPaint?: number;
  observedLargestContentfulPaintTs?: number;
}

/** An audit's details as this file reads them; the shapes are checked against Lighthouse 12.8's audits. */
function details<T>(lhr: Result, id: string): T | undefined {
  return lhr.audits[id]?.details as T | undefined;
}

/** A record's id in a path, written as the report's page names write it. */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** A URL without its origin, the build's assets without their folder, ids as `:id`: enough to tell them apart. */
function shortUrl(url: string): string {
  if (!URL.canParse(url)) return url;
  const pathname = new URL(url).pathname.replace(UUID, ':id');
  return pathname.startsWith('/assets/') ? pathname.slice('/assets/'.length) : pathname;
}

/** `span "Agregar la cuenta…"`: the tag from the node's path, the text Lighthouse gives it. */
function describeNode(node: NodeValue | undefined): string {
  if (!node) return 'n/a';
  const tag = node.path?.split(',').at(-1)?.toLowerCase() ?? node.selector ?? '?';
  const label = (node.nodeLabel ?? '').replace(/\s+/g, ' ').trim();
  return label ? `${tag} "${label.length > 50 ? `${label.slice(0, 49)}…` : label}"` : tag;
}

function readLcp(lhr: Result): Profile['lcp'] {
  // A list of two tables: the element, then the phases (largest-contentful-paint-element.js).
  const tables =
    details<{ items: TableDetails<{ node?: NodeValue; phase?: string; timing?: number }>[] }>(
      lhr,
      'largest-contentful-paint-element',
    )?.items ?? [];
  const element = tables[0]?.items[0]?.node;
  const phases = (tables[1]?.items ?? []).flatMap((row) =>
    row.phase !== undefined && row.timing !== undefined ? [{ label: row.phase, ms: row.timing }] : [],
  );
  const observed = details<{ items: MetricsItem[] }>(lhr, 'metrics')?.items[0];
  return {
    element: element ? describeNode(element) : undefined,
    observed: observed?.observedLargestContentfulPaint,
    phases,
    chain: readChain(lhr),
    loaded: readLoaded(lhr, observed?.observedLargestContentfulPaintTs),
  };
}

/**
 * The longest chain of network-dependency-tree-insight (from the trace, observed): unlike critical-request-chains
 * it keeps the API calls and the lazily imported modules, which is where a signed-in page's chain goes on.
 */
function readChain(lhr: Result): Chain | undefined {
  const sections = details<{ items: { value?: NetworkTree | { type: string } }[] }>(
    lhr,
    'network-dependency-tree-insight',
  );
  const tree = sections?.items
    .map((section) => section.value)
    .find((value): value is NetworkTree => value?.type === 'network-tree');
  if (!tree) return undefined;
  const requests: string[] = [];
  let bytes = 0;
  let level: Record<string, NetworkNode> | undefined = tree.chains;
  for (let node = longest(level); node; node = longest(level)) {
    requests.push(shortUrl(node.url));
    bytes += node.transferSize;
    level = node.children;
  }
  const depth = (nodes: Record<string, NetworkNode> | undefined): number =>
    Math.max(0, ...Object.values(nodes ?? {}).map((n) => 1 + depth(n.children)));
  return { requests, duration: tree.longestChain.duration, bytes, deepest: depth(tree.chains) };
}

const longest = (nodes: Record<string, NetworkNode> | undefined) =>
  Object.values(nodes ?? {}).find((n) => n.isLongest);

/**
 * The requests finished by the observed LCP: Lantern simulates LCP with the requests that ended before it (its
 * cutoff, FirstContentfulPaint.getFirstPaintBasedGraph), so their number, order and bytes are what the simulated
 * 150 ms round trips and 1.6 Mbps are spent on.
 */
function readLoaded(lhr: Result, lcpTs: number | undefined): Loaded | undefined {
  const table = details<TableDetails<RequestRow> & { debugData?: { networkStartTimeTs?: number } }>(
    lhr,
    'network-requests',
  );
  const start = table?.debugData?.networkStartTimeTs;
  if (!table || start === undefined || lcpTs === undefined) return undefined;
  // The rows' times count from the first request, in ms; the trace's timestamps are in µs.
  const cutoff = (lcpTs - start) / 1000;
  const done = table.items.filter((r) => r.networkEndTime !== undefined && r.networkEndTime <= cutoff);
  const sum = (rows: RequestRow[]) => rows.reduce((total, r) => total + (r.transferSize ?? 0), 0);
  const scripts = done.filter((r) => r.resourceType === 'Script');
  return {
    requests: done.length,
    bytes: sum(done),
    scripts: scripts.length,
    scriptBytes: sum(scripts),
    apiCalls: done.filter((r) => r.resourceType === 'Fetch' || r.resourceType === 'XHR').length,
    protocol: table.items.find((r) => r.resourceType === 'Document')?.protocol,
  };
}

function readTbt(lhr: Result): Profile['tbt'] {
  const groups = details<TableDetails<{ groupLabel: string; duration: number }>>(
    lhr,
    'mainthread-work-breakdown',
  );
  const scripts = details<TableDetails<{ url: string; scripting: number }>>(lhr, 'bootup-time');
  return {
    groups: (groups?.items ?? [])
      .map((g) => ({ label: g.groupLabel, ms: g.duration }))
      .sort((a, b) => b.ms - a.ms),
    // Lighthouse sorts by total CPU time, which counts the layout a script caused; TBT's long tasks are
    // mostly evaluation. A task counts under the script its stack starts in, so React's rendering of any route
    // counts under the entry file that holds react-dom, not under the route's own file.
    scripts: (scripts?.items ?? [])
      .map((s) => ({ label: shortUrl(s.url), ms: s.scripting }))
      .filter((s) => s.ms > 0)
      .sort((a, b) => b.ms - a.ms)
      .slice(0, TOP),
  };
}

function readShifts(lhr: Result): Profile['shifts'] {
  const table = details<TableDetails<{ node?: NodeValue; score: number }>>(lhr, 'layout-shifts');
  return (table?.items ?? [])
    .map((s) => ({ element: describeNode(s.node), score: s.score }))
    .sort((a, b) => b.score - a.score)
    .slice(0, TOP);
}

/** The profile of one Lighthouse result. */
export function readProfile(lhr: Result): Profile {
  return {
    cpuSlowdown: lhr.configSettings.throttling?.cpuSlowdownMultiplier ?? 1,
    lcp: readLcp(lhr),
    tbt: readTbt(lhr),
    shifts: readShifts(lhr),
  };
}

/**
 * The run whose metric is the page's median (for an even count, the nearer of the two middle ones). Each section
 * of a profile is that one run's, not an aggregate over the runs: it then explains the very number the table
 * shows, and its parts (a chain, the phases) add up within one load, as they would not across loads.
 */
function medianRun(list: Measurement[], metric: Metric): Measurement | undefined {
  const mid = median(list.map((run) => run.metrics[metric]));
  let best: Measurement | undefined;
  for (const run of list) {
    if (!best || Math.abs(run.metrics[metric] - mid) < Math.abs(best.metrics[metric] - mid)) best = run;
  }
  return best;
}

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
const timings = (list: Timing[]) => list.map((t) => `${t.label} ${ms(t.ms)}`).join(', ');

function lcpLines(run: Measurement): string[] {
  const { lcp } = run.profile;
  const observed = lcp.observed === undefined ? '' : ` (observed ${ms(lcp.observed)})`;
  const lines = [
    `LCP ${ms(run.metrics.lcp)}${observed}, element ${lcp.element ?? 'n/a'}`,
    `  phases: ${lcp.phases.length ? timings(lcp.phases) : 'n/a'}`,
  ];
  const { chain, loaded } = lcp;
  if (chain) {
    const deepest = chain.deepest > chain.requests.length ? ` (deepest: ${chain.deepest})` : '';
    lines.push(
      `  longest chain: ${count(chain.requests.length, 'request')}${deepest}, ${kib(chain.bytes)}, ` +
        `${ms(chain.duration)}: ${chain.requests.join(' → ')}`,
    );
  } else lines.push('  longest chain: n/a');
  lines.push(
    loaded
      ? `  done by observed LCP: ${count(loaded.requests, 'request')}, ${kib(loaded.bytes)} ` +
          `(${count(loaded.scripts, 'JS file')}, ${kib(loaded.scriptBytes)}; ` +
          `${count(loaded.apiCalls, 'API call')}) over ${loaded.protocol ?? 'n/a'}`
      : '  done by observed LCP: n/a',
  );
  return lines;
}

function tbtLines(run: Measurement): string[] {
  const { tbt, cpuSlowdown } = run.profile;
  const total = tbt.groups.reduce((sum, g) => sum + g.ms, 0);
  return [
    `TBT ${ms(run.metrics.tbt)}; main thread ${ms(total)} (observed ×${cpuSlowdown}):`,
    `  ${timings(tbt.groups)}`,
    `  most script evaluation: ${tbt.scripts.length ? timings(tbt.scripts) : 'none'}`,
  ];
}

function clsLines(run: Measurement): string[] {
  const shifts = run.profile.shifts.map((s) => `${s.element} ${s.score.toFixed(3)}`);
  return [`CLS ${run.metrics.cls.toFixed(3)}: ${shifts.length ? shifts.join(', ') : 'no shift recorded'}`];
}

const SECTIONS: Record<Metric, (run: Measurement) => string[]> = {
  lcp: lcpLines,
  tbt: tbtLines,
  cls: clsLines,
};

/** One page's block: a heading, then a section per metric, each from the run with that metric's median. */
function printBlock(heading: string, list: Measurement[], metrics: Metric[]) {
  console.info(heading);
  for (const metric of metrics) {
    const run = medianRun(list, metric);
    if (run) for (const line of SECTIONS[metric](run)) console.info(`  ${line}`);
  }
}

/**
 * After the tables: for every page with a target not met (mobile, as the targets are), what bounds the metric
 * that missed it, and the floor page's same LCP and TBT sections first, to compare with.
 */
export function printProfiles(references: References, pages: Target[], results: Results) {
  const runsOf = (target: Target) => results.get(resultKey(target, TARGETS_FORM)) ?? [];
  const floorRuns = runsOf(references.floor);
  const floor = medians(floorRuns);
  if (!floor) return;
  const unmet = pages.flatMap((target) => {
    const list = runsOf(target);
    const page = medians(list);
    if (!page) return [];
    const missed = verdicts(target, page, floor, medians(runsOf(references.bare))).filter((v) => !v.ok);
    return missed.length ? [{ target, list, missed }] : [];
  });
  if (!unmet.length) return;

  const slowdown = floorRuns[0]?.profile.cpuSlowdown ?? 1;
  const header = [
    `What bounds the targets not met (${TARGETS_FORM}; each section from the run with that metric's median).`,
    "Simulated (Lighthouse's Lantern): LCP, its phases (largest-contentful-paint-element), TBT.",
    "Observed, unthrottled: the longest chain (network-dependency-tree-insight, to its last request's end), what",
    "had loaded by the observed LCP (network-requests: what Lantern's LCP is simulated with), CLS (layout-shifts).",
    `Observed CPU time ×${slowdown} (Lighthouse's CPU slowdown): main thread (mainthread-work-breakdown), scripts`,
    '(bootup-time).',
  ];
  console.info(`\n${header.join('\n')}`);
  printBlock('floor (reference)', floorRuns, ['lcp', 'tbt']);
  for (const { target, list, missed } of unmet) {
    printBlock(`${target.name}: ${missed.map((v) => v.text).join('; ')}`, list, [
      ...new Set(missed.map((v) => v.metric)),
    ]);
  }
}
