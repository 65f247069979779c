import fc from 'fast-check';
import { isUpload, type Operation, type Parameter, type Schema } from './contractOperations.ts';
import {
  fieldPaths,
  type Hints,
  hostileText,
  invalidValue,
  text,
  typesOf,
  validValue,
  withField,
} from './schemaValues.ts';

/** What the running server holds that an operation's requests may name. */
export interface Scene {
  /** Products a path `id` may name, with their type for `{type}` and `product_type`. */
  products: readonly { id: string; type: number }[];
  /** Known real values by parameter or field name. */
  hints: Hints;
  /** The token of the person this operation is for, and of someone it is not for. */
  ownToken: string;
  otherToken: string;
}

/** One request, ready for `inject`, with the name of the way it was made (valid, or which mutation). */
export interface FuzzRequest {
  kind: string;
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

type Body = { json: unknown } | { raw: string | Buffer; contentType?: string };

interface Draft {
  kind: string;
  path: Record<string, string>;
  query: [string, string][];
  body?: Body;
  auth: 'own' | 'other' | 'none' | 'garbage';
}

/** Percent-encodes any text, lone surrogates included (as the WTF-8 bytes a raw client could send). */
export function encodeComponent(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

const asText = (value: unknown) =>
  value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value);

/** The 1×1 PNG every valid upload sends. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface Part {
  name: string;
  filename?: string;
  data: string | Buffer;
}

const BOUNDARY = '----fuzz-boundary-7MA4YWxkTrZu0gW';

function multipart(parts: Part[], { close = true } = {}): Body {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.filename === undefined ? '' : '\r\nContent-Type: application/octet-stream';
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"${file}${type}\r\n\r\n`,
      ),
    );
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { raw: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}

/** The multipart field that carries the file(s), and the plain text fields next to it. */
function uploadFields(schema: Schema) {
  const entries = Object.entries(schema.properties ?? {});
  const isFile = (s: Schema) => Boolean(s.contentMediaType ?? s.items?.contentMediaType);
  const file = entries.find(([, s]) => isFile(s));
  return {
    file: file?.[0] ?? 'file',
    many: file?.[1].type === 'array',
    texts: entries.filter(([, s]) => !isFile(s)).map(([name]) => name),
  };
}

const GARBAGE_JSON = [
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '{"a":1}}',
  '\u0000',
  "{'a':1}",
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '"text"',
  '1e308',
  'null',
  '[]',
  '{"a":"\\ud800"}',
  '{"a\\u0000":"b"}',
  '{"a":1e400}',
];

const OTHER_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  `multipart/form-data; boundary=${BOUNDARY}`,
  'application/octet-stream',
  'application/json; charset=utf-16',
  'image/png',
];

const deep = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** A valid path parameter: a known value most of the time, else a fresh uuid or any the schema allows. */
function pathValue(param: Parameter, hints: Hints): fc.Arbitrary<string> {
  const own = validValue(param.schema, param.name)
    .map(asText)
    .filter((v) => v.length > 0);
  const known = hints(param.name);
  if (!known?.length) return own;
  // An id nobody has, in the form real ones take.
  const unknown = typesOf(param.schema).includes('string') ? fc.uuid() : own;
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...known).map(asText) },
    { weight: 1, arbitrary: unknown },
    { weight: 1, arbitrary: own },
  );
}

function validDraft(op: Operation, hints: Hints): fc.Arbitrary<Draft> {
  const path = fc.record(Object.fromEntries(op.pathParams.map((p) => [p.name, pathValue(p, hints)])));
  const query = fc
    .tuple(
      ...op.queryParams.map((p) =>
        fc
          .tuple(fc.boolean(), validValue(p.schema, p.name, hints))
          .map(([send, value]) =>
            send || p.required ? ([[p.name, asText(value)]] as [string, string][]) : [],
          ),
      ),
    )
    .map((lists) => lists.flat());
  const body: fc.Arbitrary<Body | undefined> = !op.body
    ? fc.constant(undefined)
    : isUpload(op)
      ? validUpload(op.body.schema)
      : validValue(op.body.schema, '', hints).map((json) => ({ json }));
  return fc.record({ path, query, body }).map((d) => ({ ...d, kind: 'valid', auth: 'own' as const }));
}

function validUpload(schema: Schema): fc.Arbitrary<Body> {
  const { file, many, texts } = uploadFields(schema);
  return fc
    .tuple(fc.integer({ min: 1, max: many ? 3 : 1 }), fc.subarray(texts), text(1, 20))
    .map(([count, fields, value]) =>
      multipart([
        ...fields.map((name) => ({ name, data: value })),
        ...Array.from({ length: count }, (_, i) => ({ name: file, filename: `foto-${i}.png`, data: PNG })),
      ]),
    );
}

interface Mutation {
  weight: number;
  when: boolean;
  apply: (draft: Draft) => fc.Arbitrary<Draft>;
}

const pick = <T>(list: readonly T[]) => fc.constantFrom(...list);

function mutations(op: Operation, hints: Hints): Mutation[] {
  const json = op.body && !isUpload(op) ? op.body : undefined;
  const fields = json ? fieldPaths(json.schema) : [];
  const strings = fields.filter((f) => typesOf(f.schema).includes('string'));
  const textFields = strings.length > 0 ? strings : fields;
  const required = json ? (json.schema.required ?? []) : [];
  const takesBody = op.method !== 'GET';
  const as = (kind: string, draft: Draft, change: Partial<Draft>): Draft => ({ ...draft, ...change, kind });
  const list: Mutation[] = [
    { weight: 8, when: true, apply: (d) => fc.constant(d) },
    {
      weight: 2,
      when: op.secured,
      apply: (d) =>
        pick(['none', 'garbage', 'other'] as const).map((auth) => as(`auth-${auth}`, d, { auth })),
    },
    {
      weight: 3,
      when: op.pathParams.length > 0,
      apply: (d) =>
        fc
          .tuple(
            pick(op.pathParams),
            fc.oneof(
              hostileText(fc.constantFrom(...Object.values(d.path), 'x')),
              pick([
                'x'.repeat(65),
                'x'.repeat(150),
                '1e308',
                '-1',
                '0',
                '99999',
                'abc',
                '%',
                '...',
                ' ',
                'a/b',
              ]),
            ),
          )
          .map(([param, value]) => as(`path-${param.name}`, d, { path: { ...d.path, [param.name]: value } })),
    },
    {
      weight: 3,
      when: op.queryParams.length > 0,
      apply: (d) =>
        pick(op.queryParams).chain((param) =>
          fc
            .oneof(
              invalidValue(param.schema, param.name, hints).map(asText),
              pick(['1e308', '-1e308', 'NaN', 'Infinity', '0x10', '1.5', '-0', '', '[]', '{}']),
            )
            .map((value) =>
              as(`query-${param.name}`, d, {
                query: [...d.query.filter(([name]) => name !== param.name), [param.name, value]],
              }),
            ),
        ),
    },
    {
      weight: 1,
      when: op.queryParams.length > 0,
      apply: (d) =>
        pick(op.queryParams).map((param) =>
          as(`query-${param.name}-twice`, d, {
            query: [...d.query, [param.name, '1'], [param.name, '2']],
          }),
        ),
    },
    {
      weight: 1,
      when: op.queryParams.some((p) => p.required),
      apply: (d) =>
        pick(op.queryParams.filter((p) => p.required)).map((param) =>
          as(`query-${param.name}-missing`, d, { query: d.query.filter(([name]) => name !== param.name) }),
        ),
    },
    {
      weight: 5,
      when: fields.length > 0,
      apply: (d) =>
        pick(fields).chain((field) =>
          invalidValue(field.schema, String(field.path.at(-1)), hints).map((value) =>
            as(`body-${field.path.join('.')}`, d, {
              body: { json: withField((d.body as { json: unknown }).json, field.path, value) },
            }),
          ),
        ),
    },
    {
      weight: 3,
      when: textFields.length > 0,
      apply: (d) =>
        fc.tuple(pick(textFields), hostileText()).map(([field, value]) =>
          as(`text-${field.path.join('.')}`, d, {
            body: { json: withField((d.body as { json: unknown }).json, field.path, value) },
          }),
        ),
    },
    {
      weight: 1,
      when: required.length > 0,
      apply: (d) =>
        pick(required).map((key) => {
          const { [key]: _dropped, ...rest } = (d.body as { json: Record<string, unknown> }).json;
          return as(`missing-${key}`, d, { body: { json: rest } });
        }),
    },
    {
      weight: 1,
      when: Boolean(json),
      apply: (d) =>
        fc.tuple(text(1, 12), fc.oneof(text(), hostileText(), fc.integer())).map(([key, value]) =>
          as('extra-field', d, {
            body: { json: { ...(d.body as { json: object }).json, [key]: value } },
          }),
        ),
    },
    {
      weight: 1,
      when: Boolean(json),
      apply: (d) =>
        pick<unknown>([[], 'text', 42, null, true, [{}]]).map((value) =>
          as('body-not-object', d, { body: { json: value } }),
        ),
    },
    {
      weight: 2,
      when: takesBody,
      apply: (d) =>
        pick(GARBAGE_JSON).map((raw) =>
          as('garbage-json', d, { body: { raw, contentType: 'application/json' } }),
        ),
    },
    {
      weight: 1,
      when: takesBody,
      apply: (d) =>
        pick(OTHER_CONTENT_TYPES).map((contentType) =>
          as('content-type', d, {
            body: { raw: d.body && 'json' in d.body ? JSON.stringify(d.body.json) : 'a=1', contentType },
          }),
        ),
    },
    {
      weight: 1,
      when: takesBody,
      apply: (d) =>
        pick(['no-body', 'empty-json'] as const).map((kind) => {
          const { body: _dropped, ...rest } = d;
          return kind === 'no-body'
            ? as(kind, rest, {})
            : as(kind, d, { body: { raw: '', contentType: 'application/json' } });
        }),
    },
    {
      weight: 1,
      when: takesBody,
      apply: (d) =>
        pick(['deep-json', 'huge-json'] as const).map((kind) =>
          as(kind, d, {
            body: {
              raw: kind === 'deep-json' ? deep(5000) : `{"x":"${'a'.repeat(1_100_000)}"}`,
              contentType: 'application/json',
            },
          }),
        ),
    },
  ];
  if (op.body && isUpload(op)) list.push(...uploadMutations(op.body.schema, as));
  return list.filter((m) => m.when);
}

function uploadMutations(schema: Schema, as: (kind: string, d: Draft, change: Partial<Draft>) => Draft) {
  const { file, many, texts } = uploadFields(schema);
  const png = (name = file, filename = 'foto.png', data: Buffer = PNG): Part => ({ name, filename, data });
  const cases: [string, () => Body][] = [
    ['upload-no-file', () => multipart(texts.map((name) => ({ name, data: 'x' })))],
    ['upload-wrong-field', () => multipart([png('other')])],
    ['upload-garbage-file', () => multipart([png(file, 'foto.png', Buffer.from('not a picture at all'))])],
    ['upload-empty-file', () => multipart([png(file, 'foto.png', Buffer.alloc(0))])],
    ['upload-unclosed', () => multipart([png()], { close: false })],
    ['upload-no-boundary', () => ({ ...multipart([png()]), contentType: 'multipart/form-data' })],
    ['upload-nul-filename', () => multipart([png(file, 'fo\u0000to.png')])],
    ['upload-nul-field', () => multipart([...texts.map((name) => ({ name, data: 'a\u0000b' })), png()])],
    [
      'upload-long-field',
      () => multipart([...texts.map((name) => ({ name, data: 'x'.repeat(5000) })), png()]),
    ],
    [
      'upload-too-large',
      () => multipart([png(file, 'big.png', Buffer.concat([PNG, Buffer.alloc(1_100_000, 1)]))]),
    ],
    ['upload-many', () => multipart(Array.from({ length: many ? 16 : 2 }, () => png()))],
  ];
  return [
    {
      weight: 6,
      when: true,
      apply: (d: Draft) => pick(cases).map(([kind, body]) => as(kind, d, { body: body() })),
    },
  ];
}

/** The request as `inject` takes it. */
function toRequest(op: Operation, draft: Draft, scene: Scene): FuzzRequest {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeComponent(draft.path[name] ?? 'x'));
  const query = draft.query.map(([name, value]) => `${encodeComponent(name)}=${encodeComponent(value)}`);
  const headers: Record<string, string> = {};
  const token = { own: scene.ownToken, other: scene.otherToken, garbage: 'not-a-token', none: '' }[
    draft.auth
  ];
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: string | Buffer | undefined;
  if (draft.body && 'json' in draft.body) {
    payload = JSON.stringify(draft.body.json) ?? 'null';
    headers['content-type'] = 'application/json';
  } else if (draft.body) {
    payload = draft.body.raw;
    if (draft.body.contentType) headers['content-type'] = draft.body.contentType;
  }
  return {
    kind: draft.kind,
    method: op.method,
    url: query.length > 0 ? `${path}?${query.join('&')}` : path,
    headers,
    ...(payload === undefined ? {} : { payload }),
  };
}

/** Requests for one operation: valid ones (from the schemas and the scene's real ids) and broken ones. */
export function requestArbitrary(op: Operation, scene: Scene): fc.Arbitrary<FuzzRequest> {
  const product = scene.products.length > 0 ? pick(scene.products) : fc.constant(undefined);
  return product.chain((chosen) => {
    // The chosen product names the path's id and, where asked, its type, so valid requests reach the steps.
    const hints: Hints = (field) => {
      if (chosen && field === 'id') return [chosen.id];
      if (chosen && (field === 'type' || field === 'product_type')) return [chosen.type];
      return scene.hints(field);
    };
    const cases = mutations(op, hints);
    return validDraft(op, hints)
      .chain((draft) => fc.oneof(...cases.map((m) => ({ weight: m.weight, arbitrary: m.apply(draft) }))))
      .map((draft) => toRequest(op, draft, scene));
  });
}
