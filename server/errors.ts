/**
 * An error the API answers with: the §8 catalogue's status and server message, plus a stable code.
 * Handlers throw it; the app's error handler shapes it as the contract's `Error`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found') => new ApiError(404, 'not_found', what);
export const unauthorized = (message = 'Unauthorized') => new ApiError(401, 'unauthorized', message);
