import fc from 'fast-check';
import type { Schema } from './contractOperations.ts';

/**
 * fast-check arbitraries derived from the contract's JSON schemas: values a schema accepts, and values
 * that break it or are hostile to what lies behind it (NUL bytes, lone surrogates, huge numbers and texts).
 */

/** Real values the running server knows (ids of products, catalogue entries …), by field name. */
export type Hints = (field: string) => readonly unknown[] | undefined;

const noHints: Hints = () => undefined;

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** Characters of well-formed text, with the punctuation and scripts that trip escaping and collation. */
const textChar = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom(...LETTERS) },
  { weight: 3, arbitrary: fc.constantFrom(' ', '-', '.', ',', "'", '"', '%', '_', '\\', '/', '<', '&', '@') },
  { weight: 2, arbitrary: fc.constantFrom('á', 'ñ', 'ü', '€', '中', '😀', '\u200b', '\u202e', '\t', '\n') },
);

export const text = (minLength = 0, maxLength = 24) => fc.string({ unit: textChar, minLength, maxLength });

/** What breaks the text of a database: NUL and every kind of unpaired UTF-16 surrogate. */
export const HOSTILE_CHARS = ['\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF'] as const;

/** Well-formed text with a NUL or a lone surrogate somewhere in it. */
export const hostileText = (around: fc.Arbitrary<string> = text(0, 12)) =>
  fc.tuple(around, fc.constantFrom(...HOSTILE_CHARS), fc.nat()).map(([value, bad, at]) => {
    const cut = value.length === 0 ? 0 : at % (value.length + 1);
    // Never split an existing surrogate pair: that would hide which character was meant to be the bad one.
    const safeCut = /[\uD800-\uDBFF]/.test(value.charAt(cut - 1)) ? cut + 1 : cut;
    return value.slice(0, safeCut) + bad + value.slice(safeCut);
  });

const email = fc
  .tuple(
    fc.string({
      unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'),
      minLength: 1,
      maxLength: 12,
    }),
    fc.constantFrom('example.com', 'demo.gt', 'correo.gt', 'mail.test'),
  )
  .map(([user, domain]) => `${user}@${domain}`);

const DAY_MS = 86_400_000;
const isoDate = fc
  .oneof(
    fc.integer({ min: -400, max: 800 }).map((days) => new Date(Date.now() + days * DAY_MS)),
    fc.date({ min: new Date('1950-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }),
  )
  .map((date) => date.toISOString().slice(0, 10));

const codePoints = (value: string) => [...value].length;

function stringValue(schema: Schema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 200;
  const fits = (value: string) => codePoints(value) >= min && codePoints(value) <= max;
  if (schema.format === 'email') return email.filter(fits);
  if (schema.format === 'date') return isoDate;
  if (schema.format === 'date-time') return isoDate.map((day) => `${day}T10:30:00.000Z`);
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    // stringMatching knows no length bounds: matches outside them are drawn again.
    return fc.stringMatching(pattern, { size: 'medium' }).filter(fits);
  }
  const short = Math.min(max, Math.max(min, 24));
  return fc.oneof(
    { weight: 5, arbitrary: text(min, short) },
    // Now and then right at the limit, where an off-by-one or a narrower column would show.
    { weight: 1, arbitrary: text(Math.max(min, max - 2), max) },
  );
}

function numberValue(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1_000_000;
  const max = schema.maximum ?? 1_000_000;
  const whole = fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  if (integer) return fc.oneof(whole, fc.constantFrom(Math.ceil(min), Math.floor(max)));
  return fc.oneof(whole, fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
}

/** A free-form object (`mg_body`): a few keys of plain JSON. */
const freeForm = fc.dictionary(
  text(1, 10),
  fc.oneof(fc.integer(), fc.boolean(), text(), fc.constant(null), fc.array(fc.integer(), { maxLength: 3 })),
  { maxKeys: 3 },
);

function mergeAll(schemas: Schema[]): Schema {
  const merged: Schema = { properties: {}, required: [] };
  for (const one of schemas) {
    Object.assign(merged, { ...one, properties: merged.properties, required: merged.required });
    Object.assign(merged.properties!, one.properties);
    merged.required!.push(...(one.required ?? []));
  }
  return merged;
}

/** The JSON type(s) a schema stands for, guessed from its keywords when it names none. */
export function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

/** Values the schema accepts; a field with hints takes one of the known real values most of the time. */
export function validValue(schema: Schema, field = '', hints: Hints = noHints): fc.Arbitrary<unknown> {
  const own = ownValue(schema, field, hints);
  const known = hints(field);
  if (!known || known.length === 0) return own;
  return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: own });
}

function ownValue(schema: Schema, field: string, hints: Hints): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices) return fc.oneof(...choices.map((choice) => validValue(choice, field, hints)));
  if (schema.allOf) return validValue(mergeAll(schema.allOf), field, hints);
  const types = typesOf(schema);
  if (types.length > 1)
    return fc.oneof(...types.map((type) => validValue({ ...schema, type }, field, hints)));
  switch (types[0]) {
    case 'string':
      return stringValue(schema);
    case 'integer':
      return numberValue(schema, true);
    case 'number':
      return numberValue(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const min = schema.minItems ?? 0;
      const max = Math.max(min, Math.min(schema.maxItems ?? 4, 4));
      return fc.array(validValue(schema.items ?? {}, field, hints), { minLength: min, maxLength: max });
    }
    case 'object': {
      if (!schema.properties) return freeForm;
      const model = Object.fromEntries(
        Object.entries(schema.properties).map(([key, child]) => [key, validValue(child, key, hints)]),
      );
      const requiredKeys = (schema.required ?? []).filter((key) => key in model);
      return fc.record(model, { requiredKeys });
    }
    default:
      return fc.oneof(text(), fc.integer(), fc.boolean());
  }
}

const WRONG_TYPES: unknown[] = [null, true, false, {}, [], 'x', '', 12, -1, 0.5, [1, 2], { a: 1 }];

/** Values the schema rejects, or that it may accept but a naive handler would not survive. */
export function invalidValue(schema: Schema, field = '', hints: Hints = noHints): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  const options: fc.Arbitrary<unknown>[] = [fc.constantFrom(...WRONG_TYPES), hostileText()];
  if (schema.enum) options.push(fc.constantFrom<unknown>('zz', 999, -1, 0, 1e308, ''));
  if (types.includes('integer') || types.includes('number')) {
    const min = schema.minimum ?? 0;
    const max = schema.maximum ?? 0;
    options.push(
      fc.constantFrom<unknown>(
        1e308,
        -1e308,
        2 ** 53 + 2,
        -(2 ** 63),
        1e21,
        1.5,
        -0.5,
        min - 1,
        max + 1,
        5e-324,
      ),
      // Texts the validator's type coercion turns into numbers, infinite ones included.
      fc.constantFrom<unknown>('Infinity', '-Infinity', '1e400', '1e308', String(max + 1), '0x10', ' 1'),
    );
  }
  if (types.includes('string')) {
    const max = schema.maxLength ?? 200;
    options.push(
      fc.constantFrom<unknown>('x'.repeat(max + 1), 'x'.repeat(100_000), '', '   ', '%00', '\u202e'),
      hostileText(
        fc.constantFrom(...((hints(field) ?? []).filter((v) => typeof v === 'string') as string[]), 'a'),
      ),
    );
  }
  if (types.includes('array')) {
    const items = schema.items ?? {};
    const many = (schema.maxItems ?? 100) + 1;
    options.push(
      fc.array(validValue(items, field, hints), { minLength: many, maxLength: many }),
      fc.array(invalidValue(items, field, hints), { minLength: 1, maxLength: 2 }),
    );
  }
  if (types.includes('object') && schema.properties) {
    options.push(
      validValue(schema, field, hints).map((value) => ({ ...(value as object), unexpected: 'field' })),
    );
  }
  return fc.oneof(...options);
}

/** A field of a body schema, by its path of keys (array items as index 0). */
export interface FieldPath {
  path: (string | number)[];
  schema: Schema;
}

/** Every field a body schema describes, nested ones included. */
export function fieldPaths(schema: Schema, prefix: (string | number)[] = [], depth = 0): FieldPath[] {
  if (depth > 6) return [];
  const resolved = schema.allOf ? mergeAll(schema.allOf) : schema;
  const fields: FieldPath[] = [];
  for (const [key, child] of Object.entries(resolved.properties ?? {})) {
    const path = [...prefix, key];
    fields.push({ path, schema: child }, ...fieldPaths(child, path, depth + 1));
  }
  if (resolved.items) {
    const path = [...prefix, 0];
    fields.push({ path, schema: resolved.items }, ...fieldPaths(resolved.items, path, depth + 1));
  }
  for (const choice of resolved.oneOf ?? resolved.anyOf ?? [])
    fields.push(...fieldPaths(choice, prefix, depth + 1));
  return fields;
}

/** A copy of `value` with the field at `path` set (containers made on the way when missing). */
export function withField(value: unknown, path: (string | number)[], field: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return field;
  if (typeof head === 'number') {
    const list = Array.isArray(value) ? [...value] : [];
    list[head] = withField(list[head], rest, field);
    return list;
  }
  const object = value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {};
  (object as Record<string, unknown>)[head] = withField(
    (object as Record<string, unknown>)[head],
    rest,
    field,
  );
  return object;
}
