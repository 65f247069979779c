import type { Transaction } from 'kysely';
import type { ProductFamily } from '../../../machines/productKinds.ts';
import type { components } from '../../../openapi/schema.d.ts';
import type { Database } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import type { HandlerTable, OperationWhere, PartialHandlerTable } from '../../http/operations.ts';
import type { ProductRow, StepSaved } from './productAccess.ts';
import type { StepOperations } from './stepOperations.ts';

type Schemas = components['schemas'];
type ById = { id: string };
type ByTypeAndId = { id: string; type: number };

/**
 * Which operation of the contract is, for one family, each of the operations every family has. Each is picked by
 * its shape (the path's parts, the body, the answer), so naming another family's operation or one of another
 * shape fails to compile.
 */
export interface FamilyOperations {
  status: OperationWhere<{ params: ById; body: Schemas['StatusChange'] }>;
  commission: OperationWhere<{ params: ById; body: Schemas['CommissionChange'] }>;
  remove: OperationWhere<{ params: ById; answer: Schemas['Message'] }>;
  location: {
    read: OperationWhere<{ params: ById; answer: Schemas['ProductLocation'] }>;
    save: OperationWhere<{ params: ById; body: Schemas['ProductLocation']; answer: StepSaved }>;
  };
  gallery: {
    read: OperationWhere<{ params: ByTypeAndId; answer: Schemas['Gallery'] }>;
    uploadMainPicture: OperationWhere<{ params: ByTypeAndId; answer: Schemas['Gallery'] }>;
    addFiles: OperationWhere<{ params: ByTypeAndId; answer: Schemas['Gallery'] }>;
    removeFile: OperationWhere<{ params: ByTypeAndId; body: Schemas['GalleryItemRef'] }>;
    completeStep: OperationWhere<{ params: ByTypeAndId; answer: StepSaved }>;
  };
}

/**
 * The rooms of a family whose products hold products (hotels and hostels, issue 29): which types they are, the
 * operations that list, add and delete them (the property's id in the path, or the room's) and the steps of one
 * room, read and saved at the room's id and type. The general steps and the gallery serve rooms at their own paths.
 */
export interface FamilyRooms {
  serves: (type: number) => boolean;
  list: OperationWhere<{ params: { id: string; type: number } }>;
  create: OperationWhere<{ params: { id: string; type: number }; answer: StepSaved }>;
  remove: OperationWhere<{ params: { id: string; type: number }; answer: Schemas['Message'] }>;
  steps: readonly StepOperations[];
}

/**
 * A step whose data is a list the provider adds items to (a restaurant's menu and its locations, SPEC §4: complete
 * while it holds at least one item). Its operations are among the family's own (`handlers`), which keep the step's
 * mark; named here so that what every family's steps get (the family test: each step filled, then the product sent
 * to review) reaches its lists too.
 */
export interface FamilyList {
  list: OperationWhere<{ params: ById }>;
  create: OperationWhere<{ params: ById }>;
}

/**
 * A product family as the server serves it (DESIGN.md "A family is a plug-in"): its wire base path, which product
 * types its paths serve (read from the kinds table, machines/productKinds.ts), the operations every family has,
 * its own steps (StepDefinitions paired with their operations) and its own operations (creation, the information
 * step, its catalogues). familyHandlers (productFamily.handlers.ts) turns it into handlers; the family list
 * (families/productFamilies.ts) is what server/handlerTable.ts reads.
 */
export interface ProductFamilyPlugin<Own extends PartialHandlerTable = PartialHandlerTable> {
  /** The family as the kinds table names it (machines/productKinds.ts), and its folder. */
  name: ProductFamily;
  /** The contract's paths of the family start with it (openapi/paths/products/<file>.yaml). */
  basePath: `/api/${string}`;
  /** The product types the family's paths serve: any other product answers 404 there, as another provider's. */
  serves: (type: number) => boolean;
  operations: FamilyOperations;
  steps: readonly StepOperations[];
  handlers: (deps: Deps) => Own;
  /** Its list steps (the restaurants' menu and locations), for a family that has them. */
  lists?: readonly FamilyList[];
  /** Its rooms, for a family whose products hold them. */
  rooms?: FamilyRooms;
  /**
   * What else a product of the family needs before it goes to review, past its own steps (a hotel: one complete
   * room); throws the ApiError that says what is missing. Runs in the switch's transaction.
   */
  readyForReview?: (trx: Transaction<Database>, product: ProductRow) => Promise<void>;
}

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];

/** Every operation a family answers: its shared ones, its steps' and its own. */
export type OperationsOf<F> = F extends ProductFamilyPlugin
  ? Extract<
      | Leaves<F['operations']>
      | F['steps'][number]['get']
      | F['steps'][number]['save']
      | RoomOperationsOf<F['rooms']>
      | keyof ReturnType<F['handlers']>,
      keyof HandlerTable
    >
  : never;

type RoomOperationsOf<R> = R extends FamilyRooms
  ? R['steps'][number]['get'] | R['steps'][number]['save']
  : never;

/** The handlers of one family, or of every family of a list. */
export type FamilyHandlerTable<F> = Pick<HandlerTable, OperationsOf<F>>;
