import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import {
  callerOf,
  type HandlerTable,
  type OperationShape,
  type OperationWhere,
  type PartialHandlerTable,
} from '../../http/operations.ts';
import type { StepSaved } from './productAccess.ts';
import {
  type Language,
  readRegisteredStep,
  type StepAddress,
  type StepDefinition,
  saveRegisteredStep,
} from './stepRegistry.ts';

/** What a step path names: the product, and on most paths its type and the reader's language. */
interface StepParams {
  id: string;
  type?: number;
  languageCode?: Language;
}

/** The read and the save operation of one step, and the definition they serve. */
export interface StepOperations<Get extends string = string, Save extends string = string> {
  get: Get;
  save: Save;
  // biome-ignore lint/suspicious/noExplicitAny: the pair's own types were checked where it was made (stepOperations)
  definition: StepDefinition<any, any, any>;
}

type StepGet = OperationWhere<{ params: { id: string } }>;
type StepSave = OperationWhere<{ params: { id: string }; answer: StepSaved }>;

/**
 * Pairs a step's two operations of the contract with its definition. The form is the save's body and the
 * read-back the read's answer, so a definition that does not fit its paths fails to compile here.
 */
export const stepOperations = <Get extends StepGet, Save extends StepSave, Stored>(
  get: Get,
  save: Save,
  definition: StepDefinition<OperationShape<Save>['body'], Stored, OperationShape<Get>['answer']>,
): StepOperations<Get, Save> => ({ get, save, definition });

/** The operations of a list of steps, as handlers. */
export type StepHandlerTable<Steps extends readonly StepOperations[]> = Pick<
  HandlerTable,
  Extract<Steps[number]['get'] | Steps[number]['save'], keyof HandlerTable>
>;

/**
 * The handlers of a list of steps, each read and saved through stepRegistry.ts on the products `isOfFamily`
 * accepts. The language is the path's (`/{languageCode}`) or the query's (`?language_code=`), Spanish otherwise.
 */
export function stepHandlers<const Steps extends readonly StepOperations[]>(
  { db }: Deps,
  isOfFamily: (type: number) => boolean,
  steps: Steps,
): StepHandlerTable<Steps> {
  const at = (request: FastifyRequest): StepAddress => {
    // The contract validated these parts of every step path before the handler runs.
    const params = request.params as StepParams;
    const query = request.query as { language_code?: Language } | undefined;
    return {
      id: params.id,
      type: params.type,
      language: params.languageCode ?? query?.language_code,
      isOfFamily,
    };
  };
  const table: Record<string, (request: FastifyRequest) => Promise<unknown>> = {};
  for (const { get, save, definition } of steps) {
    table[get] = (r) => readRegisteredStep(db, callerOf(r), at(r), definition);
    table[save] = (r) => saveRegisteredStep(db, callerOf(r), at(r), definition, r.body as object);
  }
  return table as PartialHandlerTable as StepHandlerTable<Steps>;
}
