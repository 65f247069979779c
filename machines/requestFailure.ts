/**
 * A refused request as every machine keeps it: the API's Error shape (SPEC §8), with network trouble or a
 * thrown Error read as status 500. The view turns it into words; the machine only remembers it.
 */
export interface RequestFailure {
  status: number;
  code: string;
  message: string;
  field?: string | undefined;
  /** A 429's wait, in seconds (the server's `retry_after`). */
  retryAfter?: number | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The words a thrown value carries: an Error's or `{ message }`'s message, a string as it is. */
const messageOf = (error: unknown): string =>
  isRecord(error) && typeof error.message === 'string' ? error.message : String(error);

/** A 429's wait: the API body's `retry_after`, or what an ApiFailure already keeps as `retryAfter`. */
function retryAfterOf(error: Record<string, unknown>): Pick<RequestFailure, 'retryAfter'> {
  const seconds = error.retry_after ?? error.retryAfter;
  return typeof seconds === 'number' ? { retryAfter: seconds } : {};
}

/** What an invoked call threw (the API's Error body, an ApiFailure, an Error, anything), as a RequestFailure. */
export function toRequestFailure(error: unknown): RequestFailure {
  if (isRecord(error) && typeof error.status === 'number') {
    return {
      status: error.status,
      code: typeof error.code === 'string' ? error.code : 'unknown',
      message: typeof error.message === 'string' ? error.message : '',
      field: typeof error.field === 'string' ? error.field : undefined,
      ...retryAfterOf(error),
    };
  }
  return { status: 500, code: 'network', message: messageOf(error) };
}

/** No answer, or the server broke: the person can only try again later. */
export const isServerUnreachable = (failure: RequestFailure | null): boolean => (failure?.status ?? 0) >= 500;
