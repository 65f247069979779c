import fs from 'node:fs';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

/** A JSON schema of the contract with every `$ref` already replaced by what it points at. */
export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  maxProperties?: number;
  default?: unknown;
  contentMediaType?: string;
};

export interface Parameter {
  name: string;
  required: boolean;
  schema: Schema;
}

/** One operation of the contract, as the fuzzer needs it. */
export interface Operation {
  id: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The contract's path template, e.g. `/api/bookings/{id}`. */
  path: string;
  tags: string[];
  secured: boolean;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body?: { required: boolean; contentType: string; schema: Schema };
  /** Every declared status, with a validator for its JSON body when it declares one. */
  responses: Map<number, ValidateFunction | null>;
}

export const isUpload = (op: Operation) => op.body?.contentType === 'multipart/form-data';

type Node = Record<string, unknown>;

/** Replaces `$ref`s by their targets (the contract has no recursive schemas; a cycle would fail loudly). */
function dereference(doc: Node): (node: unknown) => unknown {
  const target = (ref: string): unknown =>
    ref
      .replace(/^#\//, '')
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((at, key) => (at as Node)[key], doc);
  const resolve = (node: unknown, seen: string[]): unknown => {
    if (Array.isArray(node)) return node.map((item) => resolve(item, seen));
    if (node === null || typeof node !== 'object') return node;
    const ref = (node as Node).$ref;
    if (typeof ref === 'string') {
      if (seen.includes(ref)) throw new Error(`Recursive $ref ${ref}`);
      return resolve(target(ref), [...seen, ref]);
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, resolve(value, seen)]));
  };
  return (node) => resolve(node, []);
}

const METHODS = ['get', 'post', 'put', 'delete'] as const;

/** Every operation of the contract, in the contract's order. */
export function loadOperations(contractPath: string): Operation[] {
  const doc = parse(fs.readFileSync(contractPath, 'utf8')) as Node;
  const deref = dereference(doc);
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Node>)) {
    for (const method of METHODS) {
      const raw = item[method] as Node | undefined;
      if (!raw) continue;
      const op = deref(raw) as {
        operationId: string;
        tags?: string[];
        security?: unknown[];
        parameters?: (Parameter & { in: string })[];
        requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
        responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
      };
      const params = op.parameters ?? [];
      const [contentType, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      const responses = new Map<number, ValidateFunction | null>();
      for (const [status, response] of Object.entries(op.responses)) {
        const schema = response.content?.['application/json']?.schema;
        responses.set(Number(status), schema ? ajv.compile(schema) : null);
      }
      operations.push({
        id: op.operationId,
        method: method.toUpperCase() as Operation['method'],
        path,
        tags: op.tags ?? [],
        secured: (op.security ?? []).length > 0,
        pathParams: params.filter((p) => p.in === 'path').map(toParameter),
        queryParams: params.filter((p) => p.in === 'query').map(toParameter),
        ...(contentType && media
          ? { body: { required: op.requestBody?.required ?? false, contentType, schema: media.schema } }
          : {}),
        responses,
      });
    }
  }
  return operations;
}

const toParameter = (p: Parameter): Parameter => ({ name: p.name, required: p.required, schema: p.schema });
