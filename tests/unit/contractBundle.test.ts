import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { bundleContract } from '../../scripts/api-bundle.ts';

/**
 * The contract is written in files per tag (openapi/portal.yaml is the root) and read by everything else as one
 * bundle, openapi/portal.bundled.yaml. These checks keep the bundle in step with the files, as apiLimits.test.ts
 * does for the limits: an edit without `npm run api:generate` would leave the server validating the old contract.
 */

type Components = Record<string, Record<string, unknown>>;
const bundledText = readFileSync('openapi/portal.bundled.yaml', 'utf8');
const bundled = parse(bundledText) as { components: Components };
const root = parse(readFileSync('openapi/portal.yaml', 'utf8')) as {
  paths: Record<string, unknown>;
  components: Components;
};
/** The root's lists, by the folder their entries' files sit in (security schemes stay written in the root). */
const LISTS = {
  paths: root.paths,
  parameters: root.components.parameters ?? {},
  responses: root.components.responses ?? {},
  schemas: root.components.schemas ?? {},
};
/** A JSON pointer to a top-level key of a file (RFC 6901: `~` is `~0`, `/` is `~1`). */
const pointer = (key: string) => `#/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;

function refs(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) for (const n of node) refs(n, out);
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node))
      key === '$ref' ? out.push(String(value)) : refs(value, out);
  return out;
}

describe('openapi/portal.yaml, the root of the contract', () => {
  it('lists each path and component as a $ref to the entry of the same name in a file of its folder', () => {
    const wrong = Object.entries(LISTS).flatMap(([folder, list]) =>
      Object.entries(list)
        .filter(([key, entry]) => {
          const ref = (entry as { $ref?: unknown }).$ref;
          return (
            Object.keys(entry as object).length !== 1 ||
            typeof ref !== 'string' ||
            !ref.startsWith(`${folder}/`) ||
            !ref.endsWith(`.yaml${pointer(key)}`)
          );
        })
        .map(([key]) => `${folder}: ${key}`),
    );
    expect(wrong).toEqual([]);
  });

  it('lists every entry of every file (an entry it does not list is no part of the contract)', () => {
    const listed = new Set(
      Object.values(LISTS).flatMap((list) =>
        Object.values(list).map((entry) => (entry as { $ref: string }).$ref),
      ),
    );
    const unlisted = Object.keys(LISTS).flatMap((folder) =>
      readdirSync(path.join('openapi', folder), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.yaml'))
        .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
        .flatMap((file) =>
          Object.keys(parse(readFileSync(path.join('openapi', file), 'utf8')) as object)
            .map((key) => `${file}${pointer(key)}`)
            .filter((ref) => !listed.has(ref)),
        ),
    );
    expect(unlisted).toEqual([]);
  });
});

describe('openapi/portal.bundled.yaml', () => {
  it('is what redocly bundles from openapi/portal.yaml and its files (npm run api:generate)', () => {
    expect(bundledText).toBe(bundleContract());
  }, 60_000);

  it('keeps every component under the name and in the order openapi/portal.yaml lists it', () => {
    // A component left out of the root's list is still bundled, but last (reordering openapi/schema.d.ts), or
    // renamed `Name-2` when another file holds a component of the same name.
    for (const [kind, group] of Object.entries(bundled.components)) {
      expect(Object.keys(group), kind).toEqual(Object.keys(root.components[kind] ?? {}));
    }
  });

  it('refers only within itself, to named components', () => {
    expect(refs(bundled).filter((ref) => !/^#\/components\/\w+\/[\w.-]+$/.test(ref))).toEqual([]);
  });
});
