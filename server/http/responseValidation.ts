import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { compiledByText } from './compiledSchemas.ts';

/** The code of the answer that replaces a response breaking the contract (tests and the fuzzer look for it). */
export const CONTRACT_VIOLATION = 'contract_violation';

/** Every error answer, whatever its status: the contract's `Error` with the status repeated in the body. */
const ERROR_SHAPE = {
  type: 'object',
  required: ['status', 'code', 'message'],
  properties: {
    status: { type: 'integer' },
    code: { type: 'string', minLength: 1 },
    message: { type: 'string' },
    field: { type: 'string' },
  },
};

/**
 * One Ajv for the process, each response schema compiled once under its text: a test process builds dozens of apps
 * on the same contract (issue 27).
 */
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
const isErrorShape = ajv.compile(ERROR_SHAPE);
const compiled = compiledByText<ValidateFunction>();

interface DeclaredResponses {
  /** Each declared status with its JSON body's validator, or null when it declares no body. */
  byStatus: Map<string, ValidateFunction | null>;
}

/**
 * In tests every JSON response is checked against the contract: its status must be one the operation
 * declares, its body must match that status's schema, and an error must be the `Error` shape carrying its
 * own status. A response that breaks this is replaced by a 500 `contract_violation` naming the breach, so a
 * handler or hook that drifts from the contract fails loudly instead of being silently reshaped by the
 * serializer.
 */
export function installResponseValidation(fastify: FastifyInstance): void {
  const routes = new Map<string, DeclaredResponses>();

  fastify.addHook('onRoute', (route) => {
    const responses = route.schema?.response as
      | Record<string, { content?: Record<string, { schema: object }> }>
      | undefined;
    if (!responses) return;
    const byStatus = new Map<string, ValidateFunction | null>();
    for (const [status, response] of Object.entries(responses)) {
      const schema = response.content?.['application/json']?.schema;
      byStatus.set(status, schema ? compiled(schema, () => ajv.compile(schema)) : null);
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.set(`${method} ${route.url}`, { byStatus });
  });

  const breach = (request: FastifyRequest, reply: FastifyReply, what: string) => {
    const message = `Response ${reply.statusCode} of ${request.method} ${request.routeOptions.url} ${what}`;
    request.log.error(message);
    reply.code(500);
    return { status: 500, code: CONTRACT_VIOLATION, message };
  };

  fastify.addHook('preSerialization', async (request, reply, payload) => {
    const declared = routes.get(`${request.method} ${request.routeOptions.url}`);
    if (!declared) return payload;
    const status = reply.statusCode;
    if (!declared.byStatus.has(String(status))) return breach(request, reply, 'is not in the contract');
    if (status >= 400 && !isErrorShape(payload)) {
      return breach(request, reply, `is not the Error shape: ${ajv.errorsText(isErrorShape.errors)}`);
    }
    if (status >= 400 && (payload as { status: number }).status !== status) {
      return breach(request, reply, `carries status ${(payload as { status: number }).status} in its body`);
    }
    const validate = declared.byStatus.get(String(status));
    if (validate && !validate(payload)) {
      return breach(request, reply, `breaks the contract: ${ajv.errorsText(validate.errors)}`);
    }
    return payload;
  });
}
