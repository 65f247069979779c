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
