import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * docs/architecture.md's feature table is the map of the code: one row per feature, one name in every layer.
 * This test keeps the map and the tree in step — a new module, folder, machine or test file without a row
 * fails here, and so does a contract tag whose server module, app folder or contract file has another name.
 */

interface Feature {
  name: string;
  tag: string | undefined;
  modules: string[];
  app: string[];
  machines: string[];
  tests: string[];
  browser: string[];
}

/** Cross-cutting parts (HTTP glue, database, router, API client, statechart tooling) have no feature name. */
const CROSS_CUTTING = 'platform';

const cellPaths = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

function readTable(): Feature[] {
  const doc = fs.readFileSync('docs/architecture.md', 'utf8');
  const section = doc.split(/^## Features$/m)[1]?.split(/^## /m)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*(Feature|-)/.test(line))
    .map((line) => {
      const [name, tag, modules, app, machines, tests, browser] = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      return {
        name: (name ?? '').replace(/\*|`/g, ''),
        tag: cellPaths(tag ?? '')[0],
        modules: cellPaths(modules ?? ''),
        app: cellPaths(app ?? ''),
        machines: cellPaths(machines ?? ''),
        tests: cellPaths(tests ?? ''),
        browser: cellPaths(browser ?? ''),
      };
    });
}

/** Files (or folders) of one directory matching a pattern whose last segment may hold `*`. */
function expand(pattern: string): string[] {
  const dir = path.dirname(pattern);
  const base = path.basename(pattern);
  if (!base.includes('*')) return fs.existsSync(pattern) ? [pattern] : [];
  const re = new RegExp(`^${base.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => re.test(f))
        .map((f) => path.join(dir, f))
    : [];
}

const entries = (dir: string, keep: (name: string, isDir: boolean) => boolean) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => keep(e.name, e.isDirectory()))
    .map((e) => path.join(dir, e.name));

const features = readTable();
/** The contract's root: its tags, and a `$ref` per path to the file that holds it (tests/unit/contractBundle.test.ts). */
const contract = parse(fs.readFileSync('openapi/portal.yaml', 'utf8')) as {
  tags: { name: string }[];
  paths: Record<string, { $ref: string }>;
};
const tags = contract.tags.map((t) => t.name);

/** The contract's files besides its root, relative to openapi/: `paths/auth.yaml`, `schemas/products/core.yaml`… */
const contractFiles = ['paths', 'schemas', 'parameters', 'responses'].flatMap((folder) =>
  fs
    .readdirSync(path.join('openapi', folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/'))),
);
type PathItems = Record<string, Record<string, { tags?: string[] }>>;
const pathFiles = new Map<string, PathItems>();
const readPathFile = (file: string) => {
  if (!pathFiles.has(file)) pathFiles.set(file, parse(fs.readFileSync(path.join('openapi', file), 'utf8')));
  return pathFiles.get(file)!;
};
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
/** The products tag's files split by family; `core` holds what its families share. */
const PRODUCTS = 'products';
const CORE = 'core';
const families = contractFiles
  .filter((file) => file.startsWith(`paths/${PRODUCTS}/`))
  .map((file) => path.basename(file, '.yaml'))
  .filter((name) => name !== CORE);

/** Every file of a layer must sit in exactly one row. */
function owners(paths: (f: Feature) => string[], tree: string[]) {
  const owner = new Map<string, string[]>(tree.map((file) => [file, []]));
  for (const feature of features) {
    for (const file of paths(feature).flatMap(expand)) owner.get(file)?.push(feature.name);
  }
  return [...owner]
    .filter(([, names]) => names.length !== 1)
    .map(([file, names]) => `${file}: ${names.join(', ')}`);
}

describe('docs/architecture.md lists every feature by layer', () => {
  it('has its feature table', () => {
    expect(features.length).toBeGreaterThanOrEqual(10);
    expect(new Set(features.map((f) => f.name)).size).toBe(features.length);
  });

  it.each(tags)('the contract tag %s is a feature with a server module of the same name', (tag) => {
    const feature = features.find((f) => f.tag === tag);
    expect(feature?.name, `no row for the tag ${tag}`).toBe(tag);
    expect(feature?.modules).toContain(`server/modules/${tag}`);
    expect(fs.statSync(`server/modules/${tag}`).isDirectory()).toBe(true);
  });

  it('names each contract file after its tag (products: also its family), or common.yaml for what tags share', () => {
    const misnamed = contractFiles.filter((file) => {
      const [folder, owner, family, ...deeper] = file.replace(/\.yaml$/, '').split('/');
      if (deeper.length > 0) return true;
      if (owner === 'common') return folder === 'paths' || family !== undefined;
      return !tags.includes(owner!) || (family !== undefined && owner !== PRODUCTS);
    });
    expect(misnamed).toEqual([]);
    expect(families.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps each path in the file of its operations’ tag, and a family’s paths (/api/<family>…) in its own', () => {
    const misplaced = Object.entries(contract.paths).flatMap(([wirePath, item]) => {
      const file = item.$ref.split('#')[0]!;
      const [, owner, family] = file.replace(/\.yaml$/, '').split('/');
      const pathItem = readPathFile(file)[wirePath] ?? {};
      const operations = Object.entries(pathItem).filter(([method]) => HTTP_METHODS.includes(method));
      const wrongTag =
        operations.length === 0 || operations.some(([, op]) => op.tags?.length !== 1 || op.tags[0] !== owner);
      const ofFamily = families.find((f) => wirePath === `/api/${f}` || wirePath.startsWith(`/api/${f}/`));
      const wrongFamily = owner === PRODUCTS && (ofFamily ?? CORE) !== family;
      return wrongTag || wrongFamily ? [`${wirePath} in ${file}`] : [];
    });
    expect(misplaced).toEqual([]);
  });

  it('a feature with screens has an app folder of its own name', () => {
    const misnamed = features
      .filter((f) => f.name !== CROSS_CUTTING && f.app.some((p) => p.startsWith('src/features/')))
      .filter((f) => !f.app.includes(`src/features/${f.name}`))
      .map((f) => f.name);
    expect(misnamed).toEqual([]);
  });

  it('names only what exists', () => {
    const all = features.flatMap((f) => [...f.modules, ...f.app, ...f.machines, ...f.tests, ...f.browser]);
    expect(all.filter((p) => expand(p).length === 0)).toEqual([]);
  });

  it('places every server module and app folder in exactly one row', () => {
    expect(
      owners(
        (f) => f.modules,
        entries('server/modules', (_, dir) => dir),
      ),
    ).toEqual([]);
    expect(
      owners(
        (f) => f.app,
        entries('src/features', (_, dir) => dir),
      ),
    ).toEqual([]);
  });

  it('places every machine and rule module in exactly one row', () => {
    expect(
      owners(
        (f) => f.machines,
        entries('machines', (n, dir) => !dir && n.endsWith('.ts')),
      ),
    ).toEqual([]);
  });

  it('places every test and browser spec in exactly one row', () => {
    const tests = [
      'tests/server',
      'tests/components',
      'tests/machines',
      'tests/unit',
      'tests/scaleout',
    ].flatMap((dir) => entries(dir, (n, isDir) => !isDir && /\.test\.tsx?$/.test(n)));
    expect(owners((f) => f.tests, tests)).toEqual([]);
    expect(
      owners(
        (f) => f.browser,
        entries('e2e', (n) => n.endsWith('.spec.ts')),
      ),
    ).toEqual([]);
  });

  it("names a feature's tests after the feature, one of its app folders or one of its machines", () => {
    const misnamed = features
      .filter((f) => f.name !== CROSS_CUTTING)
      .flatMap((f) => {
        const names = [
          f.name,
          ...f.app.map((p) => path.basename(p)),
          ...f.machines.flatMap(expand).map((p) => path.basename(p).split('.')[0]!),
        ];
        return [...f.tests, ...f.browser]
          .flatMap(expand)
          .filter((file) => !names.some((n) => path.basename(file).startsWith(`${n}.`)))
          .map((file) => `${f.name}: ${file}`);
      });
    expect(misnamed).toEqual([]);
  });
});

/**
 * Features meet in the shared layers (src/ui, src/api, src/i18n, machines), never in each other: a file of
 * src/features/<a> that imports anything of src/features/<b> — statically, with `import()`, or only a type — fails
 * here. Specifiers are resolved as TypeScript resolves them (tsconfig.json), so an alias counts like a relative path.
 */
describe('features meet only in the shared layers', () => {
  const FEATURES = 'src/features';
  const { options } = ts.parseJsonConfigFileContent(
    ts.readConfigFile('tsconfig.json', ts.sys.readFile).config,
    ts.sys,
    process.cwd(),
  );
  const cache = ts.createModuleResolutionCache(process.cwd(), (name) => name, options);

  /** The repository path a specifier names, or undefined for a package. */
  function target(from: string, specifier: string): string | undefined {
    const resolved = ts.resolveModuleName(
      specifier,
      path.resolve(from),
      options,
      ts.sys,
      cache,
    ).resolvedModule;
    if (resolved && !resolved.isExternalLibraryImport)
      return path.relative(process.cwd(), resolved.resolvedFileName);
    // What TypeScript does not resolve (a stylesheet, a file that is not there) still names a place when relative.
    return specifier.startsWith('.') ? path.join(path.dirname(from), specifier) : undefined;
  }

  /** The feature folder a repository path is in, if any. */
  const featureOf = (file: string) => {
    const [folder, ...inside] = path.relative(FEATURES, file).split(path.sep);
    return folder !== '..' && inside.length > 0 ? folder : undefined;
  };

  it('no feature imports another feature', () => {
    const files = fs
      .readdirSync(FEATURES, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => path.join(FEATURES, file));
    expect(files.length).toBeGreaterThan(100);
    const crossings = files.flatMap((file) => {
      const own = featureOf(file);
      // Static imports and re-exports, `import type`, and `import()` calls.
      const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
      return importedFiles.flatMap(({ fileName }) => {
        const to = target(file, fileName);
        const other = to === undefined ? undefined : featureOf(to);
        return other !== undefined && other !== own ? [`${file} -> ${to}`] : [];
      });
    });
    expect(crossings).toEqual([]);
  });
});
