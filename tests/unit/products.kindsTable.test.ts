import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * Issue 27: every fact about a product type lives in one table, machines/productKinds.ts (DESIGN.md "One table of
 * kinds"). This fitness test reads the production code of machines/, server/ and src/ and fails, naming file:line,
 * where a product-type number is written in a type context instead of read from the table:
 *
 * 1. compared with a type (`type === 68`, `product_type !== 18`, `productType >= 1`), `type` being a bare name or a
 *    property named `type`, `types`, `productType`, `product_type`, `id_product_type` or ending in `ProductType`;
 * 2. a `case 11:` of a `switch` on such a type;
 * 3. a list or map of types: an array's element or an object's numeric key where the array or object is typed with
 *    a product type (`ProductType`, `AccommodationType`, `ThingsToDoType`, `BuiltType`, a creators table…), is asked
 *    `.includes(type)` / `.has(type)` / `.indexOf(type)`, is indexed by a type, or is the list of a
 *    `.where('product_type', 'in', …)` (directly or through a constant of the same file);
 * 4. a type given by number: `type: 68`, `product_type: 1`, `productType: 11` in an object, a `.where('product_type',
 *    '=', 68)`, or a type table indexed by a number (`THINGS_TO_DO_CREATORS[11]`);
 * 5. types written as numbers in a type: a number type of a field or alias named as a type (`type: 1`,
 *    `ProductType = 1 | …`), or a union of type numbers anywhere (`to: 1 | 4 | 5`) unless it counts 1, 2, 3… or is
 *    two numbers up to 10 (an IP family `4 | 6`, a heading level `2 | 3`);
 * 6. SQL text comparing `product_type` with a number.
 *
 * The numbers are the contract's ProductType enum (openapi/portal.bundled.yaml), so the test stands on its own.
 */

/** Files left out, each with its reason. */
const EXCLUDED: Record<string, string> = {
  'machines/productKinds.ts': 'the table itself: the one place a product-type number is written',
  'server/db/migrations/': 'history: a migration is never edited after it landed (CONVENTIONS.md, Server)',
};

const ROOTS = ['machines', 'server', 'src'];

const contract = parse(fs.readFileSync('openapi/portal.bundled.yaml', 'utf8')) as {
  components: { schemas: Record<string, { enum?: number[] }> };
};
const TYPE_NUMBERS = new Set(contract.components.schemas.ProductType?.enum ?? []);

const TYPE_NAME =
  /^(type|types|productType|productTypes|product_type|id_product_type|\w+ProductType|\w+_product_type)$/;
/** A type annotation that makes its list or map one of product types. */
const TYPE_ANNOTATION = /ProductType|AccommodationType|ThingsToDoType|BuiltType|CREATORS|_OF_TYPE\b|_TYPES\b/;
/** A constant table indexed by type (`PRODUCT_TYPE_NAMES[1]`). */
const TYPE_TABLE = /^[A-Z][A-Z_]*(TYPES?|KINDS|CREATORS|NAMES|SECTIONS|SETS)$/;
const COMPARISONS = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
  ts.SyntaxKind.LessThanToken,
  ts.SyntaxKind.LessThanEqualsToken,
  ts.SyntaxKind.GreaterThanToken,
  ts.SyntaxKind.GreaterThanEqualsToken,
]);
const SQL_TYPE_NUMBER = /product_type\s*(?:=|<>|!=|<=|>=|<|>|(?:not\s+)?in\s*\()\s*([\d\s,]+)/gi;

function isExcluded(file: string) {
  return Object.keys(EXCLUDED).some((prefix) => file === prefix || file.startsWith(prefix));
}

function productionFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return productionFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !isExcluded(file) ? [file] : [];
  });
}

/** The expression without parentheses, `as`, `!`, `satisfies` and `Number(…)`. */
function unwrap(node: ts.Expression): ts.Expression {
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node))
    return unwrap(node.expression);
  if (ts.isNonNullExpression(node)) return unwrap(node.expression);
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'Number')
    return node.arguments[0] ? unwrap(node.arguments[0]) : node;
  return node;
}

/** The name an expression reads: `type`, `p.product_type`, `row['product_type']`. */
function nameOf(node: ts.Expression): string | undefined {
  const inner = unwrap(node);
  if (ts.isIdentifier(inner)) return inner.text;
  if (ts.isPropertyAccessExpression(inner)) return inner.name.text;
  if (ts.isElementAccessExpression(inner) && ts.isStringLiteralLike(inner.argumentExpression))
    return inner.argumentExpression.text;
  return undefined;
}

function typeNumber(node: ts.Node): number | undefined {
  let inner: ts.Node = node;
  if (ts.isExpression(inner)) inner = unwrap(inner);
  if (ts.isNumericLiteral(inner) && TYPE_NUMBERS.has(Number(inner.text))) return Number(inner.text);
  return undefined;
}

const isProductTypeColumn = (node: ts.Expression | undefined) =>
  node !== undefined && ts.isStringLiteralLike(node) && /(^|\.)product_type$/.test(node.text);

interface Finding {
  line: number;
  rule: string;
  text: string;
}

/** The product-type numbers a file writes in a type context. */
function scan(file: string, text: string): Finding[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const findings: Finding[] = [];
  const report = (node: ts.Node, rule: string) =>
    findings.push({
      line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
      rule,
      text: node.getText(source).replace(/\s+/g, ' ').slice(0, 80),
    });

  /** Where a name is declared, looking outwards from its use: a parameter (or one of its fields) or a constant. */
  const declarationOf = (
    id: ts.Identifier,
  ): { annotation?: ts.TypeNode; initializer?: ts.Expression } | undefined => {
    for (let scope: ts.Node | undefined = id.parent; scope; scope = scope.parent) {
      if (ts.isFunctionLike(scope)) {
        for (const parameter of scope.parameters) {
          if (ts.isIdentifier(parameter.name) && parameter.name.text === id.text)
            return { annotation: parameter.type, initializer: parameter.initializer };
          if (
            ts.isObjectBindingPattern(parameter.name) &&
            parameter.name.elements.some((e) => ts.isIdentifier(e.name) && e.name.text === id.text)
          ) {
            const field =
              parameter.type && ts.isTypeLiteralNode(parameter.type)
                ? parameter.type.members.find(
                    (m) => ts.isPropertySignature(m) && m.name.getText(source) === id.text,
                  )
                : undefined;
            return { annotation: field && ts.isPropertySignature(field) ? field.type : undefined };
          }
        }
      }
      if (ts.isBlock(scope) || ts.isSourceFile(scope) || ts.isModuleBlock(scope)) {
        for (const statement of scope.statements) {
          if (!ts.isVariableStatement(statement)) continue;
          for (const declaration of statement.declarationList.declarations) {
            if (ts.isIdentifier(declaration.name) && declaration.name.text === id.text)
              return { annotation: declaration.type, initializer: declaration.initializer };
          }
        }
      }
    }
    return undefined;
  };
  /**
   * A product type: a name read as one (`type`, `p.product_type`…), unless its declaration says it is something
   * else (`type: PromotionType`, `const type = values.promotion_type`); or a constant holding one
   * (`const from = product.product_type`).
   */
  const isTypeExpression = (node: ts.Expression): boolean => {
    const inner = unwrap(node);
    const declared = ts.isIdentifier(inner) ? declarationOf(inner) : undefined;
    if (declared?.annotation) {
      const annotation = declared.annotation.getText(source);
      if (TYPE_ANNOTATION.test(annotation)) return true;
      if (!/^number\b/.test(annotation)) return false;
    }
    if (declared?.initializer) return TYPE_NAME.test(nameOf(declared.initializer) ?? '');
    return TYPE_NAME.test(nameOf(node) ?? '');
  };
  /** A number, or a constant holding one (`const WITHOUT_CALENDAR = 68`). */
  const numberOrConstant = (node: ts.Expression): ts.Node | undefined => {
    if (typeNumber(node) !== undefined) return node;
    const inner = unwrap(node);
    const initializer = ts.isIdentifier(inner) ? declarationOf(inner)?.initializer : undefined;
    return initializer !== undefined && typeNumber(initializer) !== undefined ? initializer : undefined;
  };
  const listsOfTypes = new Set<ts.Expression>();
  const markList = (node: ts.Expression | undefined) => {
    if (!node) return;
    const inner = unwrap(node);
    if (ts.isIdentifier(inner)) {
      const declared = declarationOf(inner)?.initializer;
      if (declared) listsOfTypes.add(unwrap(declared));
    } else listsOfTypes.add(inner);
  };

  // Pass 1: the lists and maps used as lists of types.
  const findLists = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const [first, second, third] = node.arguments;
      if (['includes', 'has', 'indexOf'].includes(method) && first && isTypeExpression(first))
        markList(node.expression.expression);
      if (method === 'where' && isProductTypeColumn(first) && second && ts.isStringLiteralLike(second)) {
        if (/in$/.test(second.text)) markList(third);
      }
    }
    if (ts.isElementAccessExpression(node) && isTypeExpression(node.argumentExpression))
      markList(node.expression);
    const annotated: [ts.TypeNode, ts.Expression] | undefined =
      (ts.isVariableDeclaration(node) || ts.isPropertyDeclaration(node)) && node.type && node.initializer
        ? [node.type, node.initializer]
        : ts.isSatisfiesExpression(node) || ts.isAsExpression(node)
          ? [node.type, node.expression]
          : undefined;
    if (annotated && TYPE_ANNOTATION.test(annotated[0].getText(source)))
      listsOfTypes.add(unwrap(annotated[1]));
    ts.forEachChild(node, findLists);
  };
  findLists(source);

  const reportList = (list: ts.Expression) => {
    if (ts.isArrayLiteralExpression(list)) {
      for (const element of list.elements)
        if (typeNumber(element) !== undefined) report(element, 'list of types');
    } else if (ts.isObjectLiteralExpression(list)) {
      for (const property of list.properties) {
        if (property.name && ts.isNumericLiteral(property.name) && typeNumber(property.name) !== undefined)
          report(property.name, 'map keyed by type');
      }
    } else if (ts.isNewExpression(list) && list.arguments?.[0]) {
      reportList(unwrap(list.arguments[0]));
    }
  };
  for (const list of listsOfTypes) reportList(list);

  // Pass 2: comparisons, cases, types given by number, type tables indexed by number, number types, SQL.
  const visit = (node: ts.Node) => {
    if (ts.isBinaryExpression(node) && COMPARISONS.has(node.operatorToken.kind)) {
      for (const [number, other] of [
        [node.right, node.left],
        [node.left, node.right],
      ] as const) {
        const written = numberOrConstant(number);
        if (written && isTypeExpression(other))
          report(
            node,
            written === number
              ? 'comparison with a type'
              : `comparison with a type: ${written.getText(source)}`,
          );
      }
    }
    if (ts.isCaseClause(node) && typeNumber(node.expression) !== undefined) {
      const switched = node.parent.parent.expression;
      if (isTypeExpression(switched)) report(node.expression, 'case of a switch on a type');
    }
    if (
      ts.isPropertyAssignment(node) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
      TYPE_NAME.test(node.name.text) &&
      typeNumber(node.initializer) !== undefined
    )
      report(node, 'type given by number');
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const [first, , third] = node.arguments;
      if (node.expression.name.text === 'where' && isProductTypeColumn(first) && third && typeNumber(third))
        report(node, 'type given by number');
    }
    if (
      ts.isElementAccessExpression(node) &&
      typeNumber(node.argumentExpression) !== undefined &&
      TYPE_TABLE.test(nameOf(node.expression) ?? '')
    )
      report(node, 'type table indexed by number');
    if (ts.isUnionTypeNode(node)) {
      const numbers = node.types.map((t) => (ts.isLiteralTypeNode(t) ? typeNumber(t.literal) : undefined));
      const counting = numbers.every((n, i) => n === i + 1);
      // Three numbers or one past 10: two small ones are as often an IP family (4 | 6) or a heading level (2 | 3).
      const typeLike = numbers.length > 2 || numbers.some((n) => n !== undefined && n > 10);
      if (numbers.length > 1 && numbers.every((n) => n !== undefined) && !counting && typeLike)
        report(node, 'types written as a union of numbers');
    }
    if (ts.isLiteralTypeNode(node) && typeNumber(node.literal) !== undefined) {
      let owner: ts.Node = node.parent;
      while (ts.isUnionTypeNode(owner) || ts.isParenthesizedTypeNode(owner)) owner = owner.parent;
      const ownerName =
        (ts.isPropertySignature(owner) || ts.isParameter(owner) || ts.isTypeAliasDeclaration(owner)) &&
        ts.isIdentifier(owner.name)
          ? owner.name.text
          : '';
      if (
        TYPE_NAME.test(ownerName) ||
        /ProductType|AccommodationType|ThingsToDoType|BuiltType/.test(ownerName)
      )
        report(node, 'type written as a number type');
    }
    if (
      ts.isStringLiteralLike(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      for (const match of node.text.matchAll(SQL_TYPE_NUMBER)) {
        if (match[1]!.split(',').some((n) => TYPE_NUMBERS.has(Number(n.trim()))))
          report(node, 'SQL type number');
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings.sort((a, b) => a.line - b.line);
}

describe('product-type numbers are read from machines/productKinds.ts (issue 27)', () => {
  it('knows the contract types it looks for', () => {
    expect(TYPE_NUMBERS.size).toBeGreaterThanOrEqual(20);
  });

  it('finds the shapes it forbids (the scanner checks itself)', () => {
    const sample = [
      'const a = type === 68;',
      'if (p.product_type !== 18) {}',
      'switch (productType) { case 11: break; }',
      'const WITHOUT: readonly ProductType[] = [18, 68];',
      'const L = [2, 3]; L.includes(type);',
      "db.where('product_type', 'in', [1, 2]);",
      "db.where('p.product_type', '=', 68);",
      'const card = { type: 71 };',
      'const r = THINGS_TO_DO_CREATORS[11];',
      'interface D { type: 1 | 4 | 5 }',
      'sql`select 1 where product_type in (11, 12)`;',
      'const M = { 1: "a" } satisfies Record<ProductType, string>;',
      'const from = row.product_type; if (from === 4) {}',
      'const NONE = 68; if (p.product_type === NONE) {}',
      'function h(type: ProductType) { return type === 18; }',
      'function k(to: 1 | 4 | 5) {}',
    ].join('\n');
    expect(scan('sample.ts', sample).map((f) => f.line)).toEqual([
      1, 2, 3, 4, 4, 5, 5, 6, 6, 7, 8, 9, 10, 10, 10, 10, 11, 12, 13, 14, 15, 16,
    ]);
    const innocent = [
      'const a = promotion_type === 4;',
      'const b = [1, 2, 3];',
      'switch (status) { case 2: break; }',
      'const c = { duration_type: 3, count: 12 };',
      'const d = parts[1];',
      'const e = offer.id === 11;',
      'type Status = 1 | 2 | 3;',
      'interface Target { family: 4 | 6 }',
      'function f(type: PromotionType) { return type === 4; }',
      'function g() { const type = values.promotion_type; return type === 3; }',
      'function N({ type }: { type: PromotionType }) { switch (type) { case 1: return 0; } }',
    ].join('\n');
    expect(scan('innocent.ts', innocent)).toEqual([]);
  });

  // One test per folder: each parses a few dozen files, well inside a test's time on a loaded machine
  // (all ~600 in one test took over 5 s in a full run).
  const byFolder = new Map<string, string[]>();
  for (const file of ROOTS.flatMap(productionFiles)) {
    const folder = path.posix.dirname(file);
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), file]);
  }
  const FOLDERS = [...byFolder];
  it.each(FOLDERS)(
    'no production file under %s writes a product-type number in a type context',
    (_, files) => {
      const found = files.flatMap((file) =>
        scan(file, fs.readFileSync(file, 'utf8')).map((f) => `${file}:${f.line} ${f.rule}: ${f.text}`),
      );
      expect(found).toEqual([]);
    },
  );

  it('leaves out only files that exist, each with its reason', () => {
    for (const [file, reason] of Object.entries(EXCLUDED)) {
      expect(fs.existsSync(file), file).toBe(true);
      expect(reason.length).toBeGreaterThan(10);
    }
  });
});
