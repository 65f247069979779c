import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// CONVENTIONS.md: a machine imports nothing from React, the router, Mantine, the API client or the browser.
const FORBIDDEN_IMPORTS = [
  /^react/,
  /^@tanstack\//,
  /^@mantine\//,
  /^@xstate\/react/,
  /src\/api\//,
  /^socket\.io/,
  /^openapi-fetch/,
];
const BROWSER_GLOBALS =
  /\b(window|document|localStorage|sessionStorage|navigator|location|fetch|XMLHttpRequest|setTimeout|setInterval)\s*[.(]/;

const files = fs
  .readdirSync('machines')
  .filter((f) => f.endsWith('.ts'))
  .map((f) => path.join('machines', f));

const importsOf = (source: string) =>
  [...source.matchAll(/^\s*import\s+(?:type\s+)?[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1]!);

/** The source without comments and string literals, so a word in a comment is not taken for code. */
const codeOf = (source: string) =>
  source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(/(['"`])(?:\\.|(?!\1)[^\\])*\1/g, '""');

describe('machines are pure', () => {
  it('has the workflow machines to check', () => {
    expect(files.filter((f) => f.endsWith('.machine.ts')).length).toBeGreaterThanOrEqual(11);
  });

  it.each(files)('%s imports only xstate, pure helpers and the contract types', (file) => {
    const source = fs.readFileSync(file, 'utf8');
    const bad = importsOf(source).filter((spec) => FORBIDDEN_IMPORTS.some((re) => re.test(spec)));
    expect(bad).toEqual([]);
    const typeOnlyContract = importsOf(source).filter((spec) => spec.includes('openapi/schema'));
    for (const spec of typeOnlyContract) {
      expect(source).toMatch(
        new RegExp(`import type [^;]*['"]${spec.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}['"]`),
      );
    }
  });

  it.each(files)('%s uses no browser globals', (file) => {
    expect(codeOf(fs.readFileSync(file, 'utf8')).match(BROWSER_GLOBALS)).toBeNull();
  });
});
