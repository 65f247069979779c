import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { operations } from '../../openapi/schema.d.ts';
import type { AccessClaims } from '../auth/tokens.ts';

export type OperationId = keyof operations;

type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type BodyOf<O> = O extends { requestBody: infer R }
  ? JsonOf<NonNullable<R>>
  : O extends { requestBody?: infer R }
    ? JsonOf<NonNullable<R>>
    : unknown;
type ParamsOf<O> = O extends { parameters: { path: infer P } }
  ? P extends undefined
    ? unknown
    : P
  : unknown;
type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? NonNullable<Q> : unknown;
type SuccessOf<O> = O extends { responses: infer R }
  ? 200 extends keyof R
    ? JsonOf<R[200]>
    : 201 extends keyof R
      ? JsonOf<R[201]>
      : never
  : never;

/** The parts of an operation a handler sees, to pick the operations of one shape (every family's status call…). */
export interface OperationShape<K extends OperationId> {
  params: ParamsOf<operations[K]>;
  body: BodyOf<operations[K]>;
  query: QueryOf<operations[K]>;
  answer: SuccessOf<operations[K]>;
}

/** The operations whose parts are at least `Shape`: `OperationWhere<{ body: StatusChange }>`. */
export type OperationWhere<Shape> = {
  [K in OperationId]: OperationShape<K> extends Shape ? K : never;
}[OperationId];

export type OperationRequest<K extends OperationId> = FastifyRequest<{
  Body: BodyOf<operations[K]>;
  Params: ParamsOf<operations[K]>;
  Querystring: QueryOf<operations[K]>;
}>;

/** A handler answers the operation's success body; failures throw ApiError. */
export type OperationHandler<K extends OperationId> = (
  request: OperationRequest<K>,
  reply: FastifyReply,
) => Promise<SuccessOf<operations[K]>>;

export interface OperationRoute<K extends OperationId> {
  handler: OperationHandler<K>;
  config?: RouteShorthandOptions['config'];
}

export type HandlerTable = { [K in OperationId]: OperationHandler<K> | OperationRoute<K> };
export type PartialHandlerTable = Partial<HandlerTable>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the operation's access check (server/http/access.ts) when the request carries a living session. */
    caller?: AccessClaims;
  }
}

/** The caller of an authenticated operation (its access check and bearerAuth guarantee it). */
export function callerOf(request: FastifyRequest): AccessClaims {
  if (!request.caller) throw new Error('callerOf used on an operation without bearerAuth');
  return request.caller;
}
