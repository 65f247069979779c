import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  headers: Record<string, string>;
  seconds: number;
  connections: number;
}

/** One run's answers: how many, over how long, and each one's latency (ms). */
export interface LoadRun {
  responses: number;
  seconds: number;
  latencies: number[];
}

/**
 * Loads one URL with autocannon for `seconds` and records every response's latency itself: autocannon's summary
 * has no p95. Throws, naming the statuses and errors, when any answer was not a 2xx or a request failed: a rate
 * limit or an error page answers faster than the list, and a run with them would flatter the server.
 */
export async function loadRun(options: LoadOptions): Promise<LoadRun> {
  const latencies: number[] = [];
  const refused = new Map<number, number>();
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        headers: options.headers,
        duration: options.seconds,
        connections: options.connections,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('response', (_client, status, _bytes, latency) => {
      if (status >= 200 && status < 300) latencies.push(latency);
      else refused.set(status, (refused.get(status) ?? 0) + 1);
    });
  });
  const seconds = (performance.now() - started) / 1000;
  const problems = [
    ...[...refused].map(([status, count]) => `${count} answers ${status}`),
    ...(result.errors > 0 ? [`${result.errors} errors`] : []),
    ...(result.timeouts > 0 ? [`${result.timeouts} timeouts`] : []),
  ];
  if (problems.length > 0)
    throw new Error(`${options.url}: ${problems.join(', ')} (every answer must be 200)`);
  return { responses: latencies.length, seconds, latencies };
}
