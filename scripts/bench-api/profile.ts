import fs from 'node:fs';
import path from 'node:path';

/**
 * Issue 28: for a target the portal misses, the evidence of what bounds it. Each server runs again under the same
 * load with V8's sampling profiler (`node --cpu-prof`), and this reads the two profiles: where each spent its
 * samples, by area (a package of node_modules, a folder of the portal, Node's own sockets and streams, the garbage
 * collector, idle time), side by side, then the portal's heaviest functions. Time per request is the area's share of
 * the profile over the requests answered while it ran, so the two servers compare at the same work.
 */

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  hitCount?: number;
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Microseconds of samples per area and per function, over the profile's whole span. */
export interface ProfileSummary {
  /** Microseconds of load the summary covers. */
  span: number;
  areas: Map<string, number>;
  functions: Map<string, number>;
}

const SPECIAL: Record<string, string> = {
  '(idle)': 'idle (waiting for sockets or the database)',
  '(garbage collector)': 'garbage collector',
  '(program)': 'V8 and native code (parsing, compiling, C++)',
  '(root)': 'V8 and native code (parsing, compiling, C++)',
};

/** The area a frame's code belongs to: a package, a folder of the portal, a part of Node. */
export function areaOf(frame: CallFrame): string {
  const special = SPECIAL[frame.functionName];
  if (special && !frame.url) return special;
  const url = frame.url.replace(/^file:\/\//, '');
  if (!url) return 'V8 and native code (parsing, compiling, C++)';
  if (url.startsWith('node:')) {
    const module = url.slice('node:'.length).replace(/^internal\//, '');
    if (/^(net|stream|streams|_http|http|tls|dns|buffer|tty|pipe|tcp)/.test(module))
      return 'Node: sockets, streams and HTTP';
    if (/^(crypto|webcrypto)/.test(module)) return 'Node: crypto';
    if (/^(modules|process|timers|async_hooks|event_target|events|util|errors)/.test(module))
      return 'Node: timers, events, promises';
    return 'Node: other';
  }
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return `package ${inPackage[1]}`;
  const inProject = /\/(server|scripts|machines|openapi)\/(.+)$/.exec(url);
  if (inProject) {
    const [, top, rest] = inProject;
    const folder = rest!.split('/').slice(0, -1).slice(0, 2).join('/');
    return `${top}/${folder || path.basename(rest!)}`;
  }
  return 'other';
}

/**
 * Reads a `.cpuprofile`: microseconds per area and per function, from the samples and their time deltas. Only the
 * samples of the load count: the profile runs from the process's start (loading, migrating) to its exit, and the
 * load ended `afterLoad` µs before the profile did, after lasting `load` µs.
 */
export function summariseProfile(file: string, window: { load: number; afterLoad: number }): ProfileSummary {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const to = profile.endTime - window.afterLoad;
  const from = to - window.load;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const areas = new Map<string, number>();
  const functions = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, micros: number) =>
    map.set(key, (map.get(key) ?? 0) + micros);
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    // A sample's time is the gap to the next one (V8 records the gap before each sample).
    const micros = profile.timeDeltas[i + 1] ?? 0;
    const node = byId.get(profile.samples[i]!);
    if (!node || micros <= 0 || at < from || at > to) continue;
    const area = areaOf(node.callFrame);
    add(areas, area, micros);
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url
      ? `${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(server|scripts)\//, '$1/')}:${lineNumber + 1}`
      : '';
    add(functions, `${functionName || '(anonymous)'} ${where}`.trim(), micros);
  }
  return { span: window.load, areas, functions };
}

/**
 * The main thread's `.cpuprofile` of the process that wrote into `dir`. Each thread writes its own
 * (`CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile`): tsx's module hooks run in a thread beside the server's.
 */
export function profileIn(dir: string): string {
  const main = fs.readdirSync(dir).find((name) => /^CPU\.\d+\.\d+\.\d+\.0\.\d+\.cpuprofile$/.test(name));
  if (!main) throw new Error(`No CPU profile of a main thread was written in ${dir}`);
  return path.join(dir, main);
}

const micro = (v: number) => `${v.toFixed(0)} µs`.padStart(10);
const share = (v: number, total: number) => `${((100 * v) / total).toFixed(1)} %`.padStart(8);

/**
 * Both servers' areas side by side, in CPU time per request answered (idle apart), then the portal's top
 * functions: what the portal does that the minimal route does not is where its missing requests went.
 */
export function printProfiles(
  portal: { summary: ProfileSummary; requests: number },
  minimal: { summary: ProfileSummary; requests: number },
  top = 12,
): void {
  const idle = SPECIAL['(idle)']!;
  const names = [...new Set([...portal.summary.areas.keys(), ...minimal.summary.areas.keys()])]
    .filter((name) => name !== idle)
    .sort((a, b) => (portal.summary.areas.get(b) ?? 0) - (portal.summary.areas.get(a) ?? 0));
  const perRequest = (s: { summary: ProfileSummary; requests: number }, area: string) =>
    (s.summary.areas.get(area) ?? 0) / Math.max(1, s.requests);
  const busy = (s: { summary: ProfileSummary }) =>
    [...s.summary.areas].reduce((sum, [area, v]) => (area === idle ? sum : sum + v), 0);
  console.info(
    `\nCPU profile (node --cpu-prof) of each server under the same load: ${portal.requests} and ${minimal.requests} requests answered.`,
  );
  console.info(`${'CPU per request, by area'.padEnd(52)}${'portal'.padStart(10)}${'minimal'.padStart(10)}`);
  for (const name of names.slice(0, top)) {
    console.info(`  ${name.padEnd(50)}${micro(perRequest(portal, name))}${micro(perRequest(minimal, name))}`);
  }
  const rest = names.slice(top);
  const restOf = (s: typeof portal) => rest.reduce((sum, name) => sum + perRequest(s, name), 0);
  if (rest.length > 0)
    console.info(
      `  ${`${rest.length} other areas`.padEnd(50)}${micro(restOf(portal))}${micro(restOf(minimal))}`,
    );
  console.info(
    `  ${'busy in all'.padEnd(50)}${micro(busy(portal) / Math.max(1, portal.requests))}${micro(busy(minimal) / Math.max(1, minimal.requests))}`,
  );
  const idleShare = (s: typeof portal) => share(s.summary.areas.get(idle) ?? 0, s.summary.span);
  console.info(`  ${'idle, share of the profile'.padEnd(50)}${idleShare(portal)}  ${idleShare(minimal)}`);
  const portalBusy = busy(portal);
  console.info(`\nThe portal's heaviest functions (self time, share of its busy time):`);
  for (const [name, micros] of [...portal.summary.functions]
    .filter(([name]) => !name.startsWith('(idle)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)) {
    console.info(`  ${share(micros, portalBusy)}  ${name.slice(0, 110)}`);
  }
}
