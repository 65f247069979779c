import type { Failure, FuzzReport } from './fuzzRun.ts';

/** At most `limit` characters of a text or bytes, control characters and lone surrogates shown escaped. */
export function excerpt(value: string | Buffer | undefined, limit = 200): string {
  if (value === undefined) return '(none)';
  const textOf = Buffer.isBuffer(value) ? value.subarray(0, limit).toString('latin1') : value.slice(0, limit);
  const shown = JSON.stringify(textOf).slice(1, -1);
  const length = Buffer.isBuffer(value) ? value.length : value.length;
  return length > limit ? `${shown}… (${length} in all)` : shown;
}

const pad = (value: string | number, width: number) => String(value).padStart(width);

/** The per-operation table, the totals and the first failing requests, as `npm run fuzz` prints them. */
export function formatReport(report: FuzzReport, examples = 8): string {
  const label = (t: { operation: string; upload: boolean }) => `${t.operation}${t.upload ? ' (upload)' : ''}`;
  const width = Math.max(...report.tallies.map((t) => label(t).length), 'operation'.length);
  const row = (name: string, cells: (string | number)[]) =>
    `${name.padEnd(width)} ${cells.map((cell) => pad(cell, 7)).join(' ')}`;
  const lines = [row('operation', ['sent', '2xx/3xx', '4xx', '5xx', 'breach'])];
  for (const t of report.tallies) {
    lines.push(row(label(t), [t.sent, t.ok, t.clientErrors, t.serverErrors, t.violations]));
  }
  const sum = (pick: (t: FuzzReport['tallies'][number]) => number) =>
    report.tallies.reduce((total, t) => total + pick(t), 0);
  lines.push(
    row('total', [
      report.sent,
      sum((t) => t.ok),
      sum((t) => t.clientErrors),
      sum((t) => t.serverErrors),
      sum((t) => t.violations),
    ]),
    '',
    `${report.tallies.length} operations, ${report.sent} requests in ${report.seconds.toFixed(1)} s (seed ${report.seed})` +
      (report.cutShort ? ', cut short by --seconds' : ''),
    `5xx: ${sum((t) => t.serverErrors)}; contract violations: ${sum((t) => t.violations)}`,
  );
  return [...lines, formatFailures(report.failures.slice(0, examples))].join('\n');
}

/** Failing requests as they were sent and answered, enough to send them again. */
export function formatFailures(failures: Failure[]): string {
  return failures
    .map(({ request, ...failure }) =>
      [
        '',
        `${failure.problem} in ${failure.operation} (${request.kind}): ${failure.reason}`,
        `  ${request.method} ${excerpt(request.url, 300)}`,
        `  content-type: ${request.headers['content-type'] ?? '(none)'}  body: ${excerpt(request.payload)}`,
        `  → ${failure.status} ${excerpt(failure.response, 300)}`,
      ].join('\n'),
    )
    .join('\n');
}

/** Whether the run found nothing: no 5xx and no contract violation anywhere. */
export const isClean = (report: FuzzReport) =>
  report.tallies.every((t) => t.serverErrors === 0 && t.violations === 0);
