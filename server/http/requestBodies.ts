import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors.ts';

/**
 * Fastify validates a body declared per media type (`content: {'application/json': …}`) only when the
 * request names that media type: a body sent as text/plain, or none at all, would reach the handler
 * unchecked. So a JSON operation answers 415 to any other media type and 400 to a missing body (every
 * request body of the contract is required). Uploads are left to their handlers, which read the parts
 * themselves.
 */
export function installBodyContract(fastify: FastifyInstance): void {
  const declared = new Map<string, string[]>();

  fastify.addHook('onRoute', (route) => {
    const content = (route.schema?.body as { content?: Record<string, unknown> } | undefined)?.content;
    if (!content || 'multipart/form-data' in content) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) declared.set(`${method} ${route.url}`, Object.keys(content));
  });

  fastify.addHook('preValidation', async (request) => {
    const mediaTypes = declared.get(`${request.method} ${request.routeOptions.url}`);
    if (!mediaTypes) return;
    const contentType = request.headers['content-type'];
    if (!contentType) throw new ApiError(400, 'invalid_request', 'The request body is required');
    const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
    if (!mediaTypes.includes(mediaType)) {
      throw new ApiError(415, 'unsupported_media_type', `Send the body as ${mediaTypes.join(' or ')}`);
    }
  });
}
