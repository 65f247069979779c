import type { RequestFailure } from '../../machines/requestFailure.ts';
import type { components } from '../../openapi/schema.d.ts';

export type ApiErrorBody = components['schemas']['Error'];

/** A non-OK answer of the API, carrying the contract's Error shape. */
export class ApiFailure extends Error implements RequestFailure {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** A 429's wait, in seconds (the answer's `retry_after`). */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** Answers the data of an openapi-fetch result, or throws ApiFailure (status 500 when the network failed). */
export function unwrap<T>(result: FetchResult<T>): T {
  if (result.error !== undefined || !result.response.ok) {
    const body = (result.error ?? {}) as Partial<ApiErrorBody>;
    throw new ApiFailure(
      body.status ?? result.response.status,
      body.code ?? 'unknown',
      body.message ?? result.response.statusText,
      body.field,
      body.retry_after,
    );
  }
  return result.data as T;
}

export function asFailure(error: unknown): ApiFailure {
  if (error instanceof ApiFailure) return error;
  return new ApiFailure(500, 'network', error instanceof Error ? error.message : String(error));
}
