/**
 * `npm run fuzz [-- --requests N --seed S --seconds T]`: requests generated from the contract (its bundle,
 * openapi/portal.bundled.yaml) against the real app in-process (in-memory PGlite with the demo data, responses
 * checked against the contract). Prints per operation the requests sent and the 5xx and contract violations met,
 * then the totals and the first failing requests; exits 1 when there is any 5xx or violation.
 */
import { parseArgs } from 'node:util';
import { contractPath } from '../server/app.ts';
import { startTestApp } from '../tests/server/testApp.ts';
import { loadOperations } from './fuzz/contractOperations.ts';
import { formatReport, isClean } from './fuzz/fuzzReport.ts';
import { fuzz } from './fuzz/fuzzRun.ts';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '6000' },
    seed: { type: 'string', default: String(Date.now() % 1_000_000) },
    seconds: { type: 'string' },
  },
});
const requests = Number(values.requests);
const seed = Number(values.seed);
const seconds = values.seconds === undefined ? undefined : Number(values.seconds);
if (
  !Number.isInteger(requests) ||
  requests < 1 ||
  !Number.isInteger(seed) ||
  (seconds !== undefined && !(seconds > 0))
) {
  console.error('Usage: npm run fuzz -- [--requests N] [--seed S] [--seconds T]');
  process.exit(2);
}

const app = await startTestApp();
try {
  const operations = loadOperations(contractPath);
  console.info(`Fuzzing ${operations.length} operations with ${requests} requests, seed ${seed} …`);
  const report = await fuzz(app.inject, operations, { requests, seed, ...(seconds ? { seconds } : {}) });
  console.info(formatReport(report));
  process.exitCode = isClean(report) ? 0 : 1;
} finally {
  await app.close();
}
