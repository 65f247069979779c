/**
 * Writes openapi/limits.ts (with a module per schema under openapi/limits/), parameterLimits.ts and
 * operationLimits.ts: the length, range and pattern limits of the contract (read from its bundle,
 * openapi/portal.bundled.yaml), so forms and valibot schemas read them from the contract instead of retyping them
 * (`npm run api:generate` runs it after the bundle and openapi-typescript). The output is sorted and already in the
 * project's format, so it is the same for the same contract; tests/unit/apiLimits.test.ts and .ci/run both fail
 * when it is stale.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** The keywords kept: what a form can check before sending. */
const KEYWORDS = [
  'exclusiveMaximum',
  'exclusiveMinimum',
  'maxItems',
  'maxLength',
  'maximum',
  'minItems',
  'minLength',
  'minimum',
  'pattern',
] as const;

const LINE_WIDTH = 110;

type Node = Record<string, unknown>;
/** A schema's limits: its keywords, `items` for an array's entries, and one entry per property of an object. */
interface Limits {
  [key: string]: number | string | Limits;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

class Contract {
  constructor(private readonly doc: Node) {}

  private component(kind: string, ref: string): Node {
    const prefix = `#/components/${kind}/`;
    if (!ref.startsWith(prefix)) throw new Error(`Unexpected $ref ${ref}`);
    const components = this.doc.components as Node;
    const found = (components[kind] as Node | undefined)?.[ref.slice(prefix.length)];
    if (!isNode(found)) throw new Error(`Unresolved $ref ${ref}`);
    return found;
  }

  /**
   * The limits of a schema. A `$ref` to an object schema is left out (that schema has its own entry); a `$ref`
   * to a string, number or array schema (Email, Password, Money, Phones) is inlined, since the field is that
   * value. A combination (anyOf, oneOf, allOf) names no single limit a form could check and is left out.
   */
  limitsOf(schema: unknown): Limits | undefined {
    if (!isNode(schema)) return undefined;
    const limits: Limits = {};
    if (typeof schema.$ref === 'string') {
      const target = this.component('schemas', schema.$ref);
      if (isNode(target.properties)) return undefined;
      Object.assign(limits, this.limitsOf(target));
    }
    for (const keyword of KEYWORDS) {
      const value = schema[keyword];
      if (typeof value === 'number' || typeof value === 'string') limits[keyword] = value;
    }
    const items = this.limitsOf(schema.items);
    if (items) limits.items = items;
    if (isNode(schema.properties)) Object.assign(limits, this.propertyLimits(schema.properties));
    return Object.keys(limits).length > 0 ? limits : undefined;
  }

  private propertyLimits(properties: Node): Limits {
    const limits: Limits = {};
    for (const [name, property] of Object.entries(properties)) {
      const found = this.limitsOf(property);
      if (found) limits[name] = found;
    }
    return limits;
  }

  /** components.schemas, by schema name. */
  schemas(): Limits {
    const schemas = (this.doc.components as Node).schemas as Node;
    const limits: Limits = {};
    for (const [name, schema] of Object.entries(schemas)) {
      const found =
        isNode(schema) && isNode(schema.properties)
          ? this.propertyLimits(schema.properties)
          : this.limitsOf(schema);
      if (found && Object.keys(found).length > 0) limits[name] = found;
    }
    return limits;
  }

  /** components.parameters, by parameter component name. */
  parameters(): Limits {
    const parameters = ((this.doc.components as Node).parameters ?? {}) as Node;
    const limits: Limits = {};
    for (const [name, parameter] of Object.entries(parameters)) {
      const found = isNode(parameter) ? this.limitsOf(parameter.schema) : undefined;
      if (found) limits[name] = found;
    }
    return limits;
  }

  /**
   * What operations declare inline, by operationId: `body` for an inline request body, and `path`, `query` or
   * `header` for inline parameters. Referenced schemas and parameters are in the other two tables.
   */
  operations(): Limits {
    const limits: Limits = {};
    for (const pathItem of Object.values(this.doc.paths as Node)) {
      if (!isNode(pathItem)) continue;
      const shared = Array.isArray(pathItem.parameters) ? pathItem.parameters : [];
      for (const operation of Object.values(pathItem)) {
        if (!isNode(operation) || typeof operation.operationId !== 'string') continue;
        const found: Limits = {};
        const own = Array.isArray(operation.parameters) ? operation.parameters : [];
        for (const parameter of [...shared, ...own]) {
          if (!isNode(parameter) || typeof parameter.$ref === 'string') continue;
          const parameterLimits = this.limitsOf(parameter.schema);
          if (!parameterLimits) continue;
          const place = String(parameter.in);
          found[place] = {
            ...(found[place] as Limits | undefined),
            [String(parameter.name)]: parameterLimits,
          };
        }
        const body = this.bodySchema(operation.requestBody);
        const bodyLimits = body && typeof body.$ref !== 'string' ? this.limitsOf(body) : undefined;
        if (bodyLimits) found.body = bodyLimits;
        if (Object.keys(found).length > 0) limits[operation.operationId] = found;
      }
    }
    return limits;
  }

  private bodySchema(requestBody: unknown): Node | undefined {
    if (!isNode(requestBody) || !isNode(requestBody.content)) return undefined;
    const content = requestBody.content;
    const media = content['application/json'] ?? content[Object.keys(content).sort()[0] ?? ''];
    return isNode(media) && isNode(media.schema) ? media.schema : undefined;
  }
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const keyOf = (key: string) => (IDENTIFIER.test(key) ? key : `'${key}'`);
const literalOf = (value: number | string) =>
  typeof value === 'number' ? String(value) : `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
const isLeaf = (limits: Limits) => Object.values(limits).every((value) => typeof value !== 'object');

/** An object literal as Biome formats it: a leaf on one line when it fits, anything holding objects expanded. */
function render(limits: Limits, indent: string, prefix: string, suffix: string): string[] {
  const keys = Object.keys(limits).sort();
  if (isLeaf(limits)) {
    const inline = `${indent}${prefix}{ ${keys.map((key) => `${keyOf(key)}: ${literalOf(limits[key] as number | string)}`).join(', ')} }${suffix}`;
    if (inline.length <= LINE_WIDTH) return [inline];
  }
  const inner = `${indent}  `;
  const lines = [`${indent}${prefix}{`];
  for (const key of keys) {
    const value = limits[key] as number | string | Limits;
    if (typeof value === 'object') lines.push(...render(value, inner, `${keyOf(key)}: `, ','));
    else lines.push(`${inner}${keyOf(key)}: ${literalOf(value)},`);
  }
  lines.push(`${indent}}${suffix}`);
  return lines;
}

/**
 * The three tables, each read as a namespace with one export per name (`import * as schemaLimits from
 * '…/openapi/limits.ts'`): a bundler keeps only the names a chunk reads, where one object literal came whole into
 * every chunk that read one of its entries (the login form carried all 9.8 KB of the schemas' table for two fields,
 * issue 28). The schemas' table is besides a module per schema behind its file's re-exports: a bundler puts a
 * module in a chunk whole, so one module of every schema any form reads was 1.2 KiB (gzip) of every page with a form,
 * /login included; each schema's module now goes where its forms go.
 */
const TABLES = {
  schemaLimits: {
    file: 'limits.ts',
    about:
      'components.schemas, by schema name: one export per schema, one entry per property of an object schema.',
    limits: (contract: Contract) => contract.schemas(),
    modules: 'limits',
  },
  parameterLimits: {
    file: 'parameterLimits.ts',
    about: 'components.parameters, by parameter name: one export per parameter.',
    limits: (contract: Contract) => contract.parameters(),
    modules: undefined,
  },
  operationLimits: {
    file: 'operationLimits.ts',
    about:
      'Inline request bodies (`body`) and parameters (`path`, `query`), by operationId: one export per operation.',
    limits: (contract: Contract) => contract.operations(),
    modules: undefined,
  },
} as const;
export type LimitsTable = keyof typeof TABLES;

const HEADER = [
  '// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.',
  "// The contract's length, range and pattern limits, for forms to read instead of retyping them.",
];
const SHADOWING =
  "// biome-ignore-all lint/suspicious/noShadowRestrictedNames: the names are the contract's (a schema is called Error), read as a namespace's members";

/** A generated file: its path under openapi/ and its text. */
export interface LimitsFile {
  file: string;
  text: string;
}

/** How Biome orders the names of exports: see renderTable. */
function biomeNameOrder(a: string, b: string): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const [x, y] = [a[i] as string, b[i] as string];
    if (x === y) continue;
    const [lowerX, lowerY] = [x.toLowerCase(), y.toLowerCase()];
    if (lowerX !== lowerY) return lowerX < lowerY ? -1 : 1;
    return x < y ? -1 : 1;
  }
  return a.length - b.length;
}

function renderTable(contract: Contract, table: LimitsTable): LimitsFile[] {
  const { file, about, limits, modules } = TABLES[table];
  const entries = limits(contract);
  const names = Object.keys(entries).sort();
  for (const name of names)
    if (!IDENTIFIER.test(name)) throw new Error(`${table}: ${name} is not a JavaScript name`);
  const declaration = (name: string) =>
    render(entries[name] as Limits, '', `export const ${name} = `, ' as const;');
  const top = [
    ...HEADER,
    SHADOWING,
    `// ${about}`,
    `// Read it as a namespace: import * as ${table} from './${file}'.`,
  ];
  if (!modules) {
    const lines = [...top];
    for (const name of names) lines.push('', ...declaration(name));
    return [{ file, text: `${lines.join('\n')}\n` }];
  }
  // In the order Biome keeps exports: letter by letter regardless of case (`Weekday` before `WeekSchedule`), and at
  // the first letter that differs only in case, the capital first (`TourItinerary` before `TouristHub`).
  const reexports = [...names]
    .sort(biomeNameOrder)
    .map((name) => `export { ${name} } from './${modules}/${name}.ts';`);
  return [
    {
      file,
      text: `${[...top, `// Each schema is a module of its own under ${modules}/, so a chunk carries only the schemas its forms read.`, '', ...reexports].join('\n')}\n`,
    },
    ...names.map((name) => ({
      file: `${modules}/${name}.ts`,
      text: `${[
        ...HEADER,
        // A name of a global (a schema called Error) is read as the namespace's member, never as the global.
        ...(name in globalThis ? [SHADOWING] : []),
        `// components.schemas.${name}, read through ../${file}.`,
        '',
        ...declaration(name),
      ].join('\n')}\n`,
    })),
  ];
}

/** The folders under openapi/ that hold nothing but a table's modules: emptied before they are written. */
export const LIMITS_FOLDERS = Object.values(TABLES).flatMap((table) =>
  table.modules ? [table.modules] : [],
);

/** Every generated file, each with its path under openapi/ and its text. */
export function renderLimits(yamlText: string): LimitsFile[] {
  const contract = new Contract(parse(yamlText) as Node);
  return (Object.keys(TABLES) as LimitsTable[]).flatMap((table) => renderTable(contract, table));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const contract = fileURLToPath(new URL('../openapi/portal.bundled.yaml', import.meta.url));
  const openapi = (file: string) => fileURLToPath(new URL(`../openapi/${file}`, import.meta.url));
  for (const folder of LIMITS_FOLDERS) {
    rmSync(openapi(folder), { recursive: true, force: true });
    mkdirSync(openapi(folder));
  }
  for (const { file, text } of renderLimits(readFileSync(contract, 'utf8')))
    writeFileSync(openapi(file), text);
}
