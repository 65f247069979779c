import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../errors.ts';

/**
 * Text the database cannot store: PostgreSQL refuses NUL in text and JSON, and a lone UTF-16 surrogate
 * has no UTF-8 form. Such a string is a malformed request (400), never a failed query (500).
 */
export interface UnsafeText {
  code: 'invalid_text' | 'too_deep';
  /** Dotted path of the value at fault (`phones.0.phone_number`), '' for the whole value. */
  field: string;
  message: string;
}

/** Deeper nesting than any form of the contract has; free-form fields (`mg_body`) stop here. */
export const MAX_DEPTH = 32;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isSafeText = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

/** A key that is itself unsafe is named with its bad characters replaced, so the answer stays printable. */
const printable = (key: string) =>
  key.replaceAll('\u0000', '\uFFFD').replace(new RegExp(LONE_SURROGATE.source, 'g'), '\uFFFD');

/**
 * The first string (value or object key) of `value` that is not safe text, or a nesting deeper than
 * MAX_DEPTH; null when all is well. Walks without recursion, so no input can exhaust the stack. The
 * socket.io layer checks its event payloads with it too.
 */
export function findUnsafeText(value: unknown, root = ''): UnsafeText | null {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: root, depth: 0 }];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (typeof next.value === 'string') {
      if (!isSafeText(next.value)) {
        return {
          code: 'invalid_text',
          field: next.path,
          message: `${next.path || 'text'} is not valid text`,
        };
      }
      continue;
    }
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.depth >= MAX_DEPTH) {
      return { code: 'too_deep', field: next.path, message: `${next.path || 'value'} is nested too deeply` };
    }
    for (const [key, child] of Object.entries(next.value)) {
      const path = next.path ? `${next.path}.${printable(key)}` : printable(key);
      if (!isSafeText(key))
        return { code: 'invalid_text', field: path, message: `${path} is not valid text` };
      pending.push({ value: child, path, depth: next.depth + 1 });
    }
  }
  return null;
}

/** The request parts the route's contract declares; undeclared ones never reach a handler. */
export function declaredParts(request: FastifyRequest): unknown[] {
  const schema = request.routeOptions.schema;
  if (!schema) return [];
  const parts: unknown[] = [];
  if (schema.params) parts.push(request.params);
  if (schema.querystring) parts.push(request.query);
  if (schema.body) parts.push(request.body);
  return parts;
}

/**
 * Answers 400 `invalid_text` (naming the field) before validation when any string of the path
 * parameters, the query or the body is unsafe text, at any depth.
 */
export function installTextSafety(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', async (request) => {
    for (const part of declaredParts(request)) {
      const unsafe = findUnsafeText(part);
      if (unsafe) throw new ApiError(400, unsafe.code, unsafe.message, unsafe.field || undefined);
    }
  });
}
