/**
 * Writes openapi/portal.bundled.yaml: the contract in one file, bundled by `redocly bundle` from its root
 * openapi/portal.yaml and the per-tag files it references (openapi/paths, schemas, parameters, responses). The
 * server, openapi-typescript, scripts/api-limits.ts and the fuzzer read the bundle, so each reads one file with
 * local `#/components/…` references only; `npm run api:generate` runs it first. Components keep their names (the
 * root lists them all, in order), so the generated types are named as before the split.
 * tests/unit/contractBundle.test.ts and .ci/run both fail when the committed bundle is stale.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const BUNDLE_HEADER = [
  '# Generated from openapi/portal.yaml and the files it references by `npm run api:generate` (redocly bundle):',
  '# do not edit. Edit the split files; see docs/architecture.md, "How a request travels".',
];

/** The text of openapi/portal.bundled.yaml for the contract as it stands: the header, then Redocly's bundle. */
export function bundleContract(): string {
  const bundle = execFileSync(
    path.join(root, 'node_modules', '.bin', 'redocly'),
    ['bundle', 'openapi/portal.yaml', '--config', 'openapi/redocly.yaml'],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      // Redocly's progress and any unresolved $ref go to standard error: shown only when it fails.
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return `${BUNDLE_HEADER.join('\n')}\n${bundle}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  let text: string;
  try {
    text = bundleContract();
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr;
    process.stderr.write(stderr ? `${stderr}\n` : `${String(error)}\n`);
    process.exit(1);
  }
  writeFileSync(path.join(root, 'openapi', 'portal.bundled.yaml'), text);
}
