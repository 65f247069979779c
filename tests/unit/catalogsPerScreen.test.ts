import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CATALOGS, type Catalog, catalogOfFile, FEATURES } from '../../src/i18n/features.ts';

/**
 * Each feature's messages are in a catalog of their own (lingui.config.ts), fetched by the screens that draw them
 * (`withCatalogs` in src/i18n/i18n.ts). A screen that reaches a feature's messages without asking for its catalog
 * shows message ids in production. This test reads the module graph of src/: the app's entry and every lazy module
 * (each `import()`), each with its static imports followed transitively, and fails when one reaches a file with
 * Lingui messages inside src/features/<name> or a shared piece's src/ui/<name> whose catalog is not loaded by
 * then: the ones its `withCatalogs`
 * names, plus those already loaded wherever the `import()` runs.
 */

const ENTRY = 'src/main.tsx';
const isCatalog = (name: string): name is Catalog => (CATALOGS as readonly string[]).includes(name);

interface LazyImport {
  /** The file the `import()` is written in. */
  from: string;
  target: string;
  /** The features `withCatalogs` loads beside it. */
  catalogs: Catalog[];
}

interface ModuleInfo {
  imports: string[];
  lazy: LazyImport[];
  hasMessages: boolean;
}

const resolve = (from: string, specifier: string) => path.normalize(path.join(path.dirname(from), specifier));
const isSource = (file: string) => /\.tsx?$/.test(file) && fs.existsSync(file);

function stringsOf(node: ts.Expression | undefined): string[] {
  if (!node || !ts.isArrayLiteralExpression(node)) return [];
  return node.elements.filter(ts.isStringLiteral).map((element) => element.text);
}

const moduleCache = new Map<string, ModuleInfo>();

/** A file's static imports (type-only ones left out: they are erased), its `import()`s and whether it has messages. */
function moduleOf(file: string): ModuleInfo {
  const cached = moduleCache.get(file);
  if (cached) return cached;
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const info: ModuleInfo = { imports: [], lazy: [], hasMessages: false };
  const relative = (specifier: string) => specifier.startsWith('.');
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const specifier = statement.moduleSpecifier.text;
      if (/^@lingui\/(core|react)\/macro$/.test(specifier)) info.hasMessages = true;
      if (statement.importClause?.isTypeOnly || !relative(specifier)) continue;
      info.imports.push(resolve(file, specifier));
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      !statement.isTypeOnly &&
      relative(statement.moduleSpecifier.text)
    ) {
      info.imports.push(resolve(file, statement.moduleSpecifier.text));
    }
  }
  const visit = (node: ts.Node, catalogs: Catalog[]) => {
    if (ts.isCallExpression(node)) {
      const [first] = node.arguments;
      if (ts.isIdentifier(node.expression) && node.expression.text === 'withCatalogs') {
        const named = stringsOf(first);
        const unknown = named.filter((name) => !isCatalog(name));
        if (unknown.length > 0)
          throw new Error(`${file}: withCatalogs names no catalog ${unknown.join(', ')}`);
        node.arguments.forEach((argument, index) => {
          visit(argument, index === 1 ? named.filter(isCatalog) : []);
        });
        visit(node.expression, []);
        return;
      }
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword && first && ts.isStringLiteral(first)) {
        if (relative(first.text)) info.lazy.push({ from: file, target: resolve(file, first.text), catalogs });
        return;
      }
    }
    ts.forEachChild(node, (child) => visit(child, []));
  };
  visit(source, []);
  moduleCache.set(file, info);
  return info;
}

/** Every source file a module loads with it (itself and its static imports, transitively). */
function closureOf(root: string): Set<string> {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file) || !isSource(file)) return;
    seen.add(file);
    for (const imported of moduleOf(file).imports) walk(imported);
  };
  walk(root);
  return seen;
}

/** The catalog a file's messages are in, if not the common one. */
const featureOf = catalogOfFile;

/** The entry and every lazy module reachable from it, with the lazy imports that load each. */
function moduleGraph() {
  const closures = new Map<string, Set<string>>();
  const importsOf = new Map<string, LazyImport[]>();
  const queue = [ENTRY];
  while (queue.length > 0) {
    const root = queue.shift()!;
    if (closures.has(root)) continue;
    const closure = closureOf(root);
    closures.set(root, closure);
    for (const file of closure) {
      for (const lazy of moduleOf(file).lazy) {
        if (!isSource(lazy.target)) continue;
        importsOf.set(lazy.target, [...(importsOf.get(lazy.target) ?? []), lazy]);
        queue.push(lazy.target);
      }
    }
  }
  return { closures, importsOf };
}

/**
 * The catalogs certainly loaded when each module runs: the entry has none of its own; a lazy module has what its
 * `withCatalogs` names plus, at every place that imports it, what the module holding that place had (a fixpoint,
 * starting from "all" and narrowing).
 */
function loadedCatalogs(graph: ReturnType<typeof moduleGraph>): Map<string, Set<Catalog>> {
  const loaded = new Map<string, Set<Catalog>>();
  for (const root of graph.closures.keys()) loaded.set(root, new Set(root === ENTRY ? [] : CATALOGS));
  let changed = true;
  while (changed) {
    changed = false;
    for (const [root, sites] of graph.importsOf) {
      let next: Set<Catalog> | undefined;
      for (const site of sites) {
        // What holds the importing file: the intersection over every module it is loaded with.
        let around: Set<Catalog> | undefined;
        for (const [holder, closure] of graph.closures) {
          if (!closure.has(site.from)) continue;
          const held = loaded.get(holder)!;
          around = around ? new Set([...around].filter((feature) => held.has(feature))) : new Set(held);
        }
        const atSite = new Set([...(around ?? []), ...site.catalogs]);
        next = next ? new Set([...next].filter((feature) => atSite.has(feature))) : atSite;
      }
      const current = loaded.get(root)!;
      if (next && next.size !== current.size) {
        loaded.set(root, next);
        changed = true;
      }
    }
  }
  return loaded;
}

describe('every screen loads the catalogs of the messages it draws', () => {
  const graph = moduleGraph();
  const loaded = loadedCatalogs(graph);

  it('reads the route modules and their withCatalogs lists', () => {
    expect(graph.closures.has('src/features/auth/LoginPage.tsx')).toBe(true);
    expect(graph.closures.size).toBeGreaterThan(20);
    expect([...(loaded.get('src/features/auth/LoginPage.tsx') ?? [])]).toContain('auth');
  });

  it('catalogs one folder of src/features per feature, besides the common shell and errors', () => {
    const folders = fs.readdirSync('src/features').filter((name) => !['shell', 'errors'].includes(name));
    expect([...FEATURES].sort()).toEqual(folders.sort());
  });

  it.each([...graph.closures.keys()])('%s', (root) => {
    const have = loaded.get(root)!;
    const lacking = [...graph.closures.get(root)!]
      .filter((file) => moduleOf(file).hasMessages)
      .flatMap((file) => {
        const feature = featureOf(file);
        return feature && !have.has(feature) ? [`${file} needs the ${feature} catalog`] : [];
      });
    expect(lacking).toEqual([]);
  });
});
