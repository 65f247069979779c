import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

/**
 * In tests every JSON response is checked against the contract's schema for its status code, so a
 * handler that drifts from the contract fails loudly instead of being silently reshaped by the serializer.
 */
export function installResponseValidation(fastify: FastifyInstance): void {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  const validators = new Map<string, Map<string, ValidateFunction>>();

  fastify.addHook('onRoute', (route) => {
    const responses = route.schema?.response as
      | Record<string, { content?: Record<string, { schema: object }> }>
      | undefined;
    if (!responses) return;
    const byStatus = new Map<string, ValidateFunction>();
    for (const [status, response] of Object.entries(responses)) {
      const schema = response.content?.['application/json']?.schema;
      if (schema) byStatus.set(status, ajv.compile(schema));
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) validators.set(`${method} ${route.url}`, byStatus);
  });

  fastify.addHook('preSerialization', async (request, reply, payload) => {
    const byStatus = validators.get(`${request.method} ${request.routeOptions.url}`);
    if (!byStatus) return payload;
    const status = String(reply.statusCode);
    const validate = byStatus.get(status);
    // Errors all come from one error handler in the Error shape; success bodies must be in the contract.
    if (!validate && reply.statusCode >= 400) return payload;
    if (!validate)
      throw new Error(
        `Response ${status} of ${request.method} ${request.routeOptions.url} is not in the contract`,
      );
    if (!validate(payload)) {
      throw new Error(
        `Response ${status} of ${request.method} ${request.routeOptions.url} breaks the contract: ${ajv.errorsText(validate.errors)}`,
      );
    }
    return payload;
  });
}
