import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors.ts';
import { declaredParts } from './textSafety.ts';

/**
 * The dotted path of the first number of `value` that is not finite, or null. JSON has no such numbers,
 * but Ajv's type coercion turns the text 'Infinity' or '1e400' (a query parameter, or a string where the
 * body wants a number) into ±Infinity and then skips `minimum`/`maximum` for it.
 */
export function findNonFiniteNumber(value: unknown): string | null {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (typeof next.value === 'number' && !Number.isFinite(next.value)) return next.path;
    if (next.value === null || typeof next.value !== 'object') continue;
    for (const [key, child] of Object.entries(next.value)) {
      pending.push({ value: child, path: next.path ? `${next.path}.${key}` : key });
    }
  }
  return null;
}

/** After validation, a number that is not finite answers 400 naming the field, before it reaches a query. */
export function installFiniteNumbers(fastify: FastifyInstance): void {
  fastify.addHook('preHandler', async (request) => {
    for (const part of declaredParts(request)) {
      const field = findNonFiniteNumber(part);
      if (field !== null) {
        throw new ApiError(
          400,
          'invalid_request',
          `${field || 'value'} must be a finite number`,
          field || undefined,
        );
      }
    }
  });
}
