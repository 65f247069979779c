import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The router's own refusals (a path that is not valid percent-encoded UTF-8, a path parameter longer than
 * the router takes) never reach the app's error handler; without this they answer Fastify's default body
 * (400 or 414, echoing the path). They are malformed requests: 400 in the contract's `Error` shape.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A path parameter is too long' : 'The path is not valid';
  return reply.code(400).send({ status: 400, code: 'invalid_url', message });
}

/** What Node's HTTP parser refuses before any route is known, in the contract's `Error` shape. */
const CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  // A request line or headers past Node's limit (16 KiB): a 70 000-character path or query lands here.
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'headers_too_large',
    message: 'The request line or its headers are too large',
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'request_timeout', message: 'The request took too long' },
};
const MALFORMED = { status: 400, code: 'bad_request', message: 'The request is not valid HTTP' };

/**
 * Fastify's `clientErrorHandler`: the answer to a request Node could not even parse. Its default body
 * (`{"error","message","statusCode"}`) is not the contract's `Error`; this one is, with the same statuses.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code, message } = CLIENT_ERRORS[error.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify({ status, code, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
