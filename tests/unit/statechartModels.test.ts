import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The statechart viewer ships the machine models to the browser, so what they import ships too: production
// code (src/, server/, machines/) may not reach into tests/, and a model imports only machines/ and xstate.

const ROOT = resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|js|mjs)$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)));
}

/** Every module a file names: static and dynamic imports, re-exports and Vite globs. */
function specifiers(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const found = text.matchAll(/(?:\bfrom|\bimport|import\.meta\.glob(?:<[^>]*>)?)\s*\(?\s*['"]([^'"]+)['"]/g);
  return [...found].map((m) => m[1]!);
}

const resolvedFrom = (file: string, specifier: string) =>
  specifier.startsWith('.') ? relative(ROOT, resolve(ROOT, file, '..', specifier)) : specifier;

describe('production code and tests', () => {
  const production = ['src', 'server', 'machines'].flatMap(sourceFiles);

  it('finds the production sources', () => {
    expect(production.length).toBeGreaterThan(100);
    expect(production).toContain('src/features/dev/statechartModels.ts');
  });

  it('never imports from tests/ or a test library', () => {
    const offending = production.flatMap((file) =>
      specifiers(file)
        .map((s) => resolvedFrom(file, s))
        .filter((s) => /^(tests|e2e)\//.test(s) || /^(vitest|@testing-library|@playwright)/.test(s))
        .map((s) => `${file} → ${s}`),
    );
    expect(offending).toEqual([]);
  });

  it('gives every machine model only machines/ and xstate to import', () => {
    const models = sourceFiles('machines').filter((f) => f.endsWith('.model.ts'));
    expect(models.length).toBeGreaterThanOrEqual(12);
    const outside = models.flatMap((file) =>
      specifiers(file)
        .filter((s) => !(s === 'xstate' || s === 'xstate/graph' || /^\.\/[\w.]+\.ts$/.test(s)))
        .map((s) => `${file} → ${s}`),
    );
    expect(outside).toEqual([]);
  });
});
