import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

/**
 * The contract's request validators and response serializers, compiled once per process however many apps it
 * builds (a test process builds dozens, one per file or per test). These are Fastify's own compilers, with the same
 * Ajv options and formats and the same fast-json-stringify, whose output depends on the schema alone: a compiled
 * function is kept under its schema's text and given to the next app that asks for the same schema. Compiling them
 * anew was about a third of an app's start (issue 27). A compiled function holds nothing of the app it was made for.
 */

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
type Compile = (route: { schema: unknown }) => unknown;

/** What `compile` makes of a schema, made once per distinct schema text: the next to ask gets the same function. */
export function compiledByText<Compiled>() {
  const made = new Map<string, Compiled>();
  return (schema: unknown, compile: () => Compiled): Compiled => {
    const text = JSON.stringify(schema);
    if (!made.has(text)) made.set(text, compile());
    return made.get(text) as Compiled;
  };
}

/** A factory whose compilers compile once per distinct schema text, for each set of compiler options. */
function compilingOnce(factory: (externals: never, options: never) => unknown) {
  const byScope = new Map<string, ReturnType<typeof compiledByText<unknown>>>();
  return (externals: unknown, options: unknown): Compile => {
    const compile = factory(externals as never, options as never) as Compile;
    const scope = JSON.stringify([externals, options]);
    const compiled = byScope.get(scope) ?? compiledByText<unknown>();
    byScope.set(scope, compiled);
    return (route) => compiled(route.schema, () => compile(route));
  };
}

/** Fastify's `schemaController` option of every app the process builds. */
export const sharedCompilers: FastifyServerOptions['schemaController'] = {
  compilersFactory: {
    buildValidator: compilingOnce(AjvCompiler()) as unknown as CompilersFactory['buildValidator'],
    buildSerializer: compilingOnce(SerializerSelector()) as unknown as CompilersFactory['buildSerializer'],
  },
};
