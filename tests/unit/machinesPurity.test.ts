import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
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

/**
 * What a literal starts with, as written: a template's head followed by `${` where an expression comes, so
 * `/${wizard}/${step}` reads as it does in the source.
 */
function literalStart(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return `${node.head.text}\${`;
  return null;
}

/**
 * CONVENTIONS.md: a machine says where to go as an intent, never as a URL, so that the view's typed
 * navigation fails to compile when a route is renamed. A literal that starts like an app path ('/qr',
 * `/rooms-${kind}`, `/${wizard}/${step}`) or any `href` (a word the AST sees in code, comments aside) is
 * a URL that a renamed route would break only at run time.
 */
function urlsIn(file: string, source: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const start = literalStart(node);
    if (start !== null && /^\/(?:[a-z]|\$\{)/i.test(start)) found.push(node.getText());
    else if (ts.isIdentifier(node) && node.text === 'href') found.push('href');
    else if (ts.isStringLiteral(node) && /\bhref\b/.test(node.text)) found.push(node.getText());
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true));
  return found;
}

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

  it.each(files)('%s names no URL: a route is an intent the view maps to a typed route', (file) => {
    expect(urlsIn(file, fs.readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('catches the URL shapes the machines used to build', () => {
    // Template literals written out as source text, so their `${…}` is escaped.
    const old = [
      "const goToProducts = assign({ nextPath: '/my-products' });",
      `const roomsPath = (id: string) => \`/rooms-\${id}\`;`,
      `const next = \`/\${c.wizard}/\${step}/\${ids}\`;`,
      "export const CHAT_ROUTE = '/message';",
      'const go = { href: target };',
    ];
    expect(urlsIn('old.ts', old.join('\n'))).toEqual([
      "'/my-products'",
      `\`/rooms-\${id}\``,
      `\`/\${c.wizard}/\${step}/\${ids}\``,
      "'/message'",
      'href',
    ]);
    // Comments, MIME types, a lone slash joining segments and a regular expression are not URLs.
    expect(
      urlsIn('fine.ts', "// '/qr'\nconst t = 'image/png'; const j = ['', 'a'].join('/'); /^\\/x/;"),
    ).toEqual([]);
  });
});
