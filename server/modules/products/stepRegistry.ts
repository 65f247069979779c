import type { Transaction } from 'kysely';
import type { WizardProductStep } from '../../../machines/wizardSteps.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import {
  findOwnedProduct,
  findReadableProduct,
  markStepSaved,
  type ProductRow,
  readStepData,
  type StepSaved,
  withoutMirrorFields,
} from './productAccess.ts';
import { requireFamily, requirePathType, stepOf, upsertStepData } from './stepPlacement.ts';

export type StepDb = Db | Transaction<Database>;

/**
 * One step of a family's wizard as the server keeps it: the wizard step it fills (its number comes from
 * machines/wizardSteps.ts), what it reads as before its first save, how a form is checked and turned into
 * what is stored (throwing 400 naming the field), and, for the few steps that also change the product's
 * columns, that change. A family is a record of these (thingsToDoSteps.ts); new product types slot in by
 * adding their steps, and every step is read and saved by the two functions below.
 */
export interface StepDefinition<Form, Stored = Form> {
  step: WizardProductStep;
  defaults: Stored;
  check(form: Form, db: StepDb): Stored | Promise<Stored>;
  /** Changes the product's own columns in the saving transaction (the prices' commission model). */
  apply?(trx: Transaction<Database>, product: ProductRow, stored: Stored): Promise<void>;
  /** The product type the save gives the product (a tour's prices make it private or collective); its own when left out. */
  typeAfter?(product: ProductRow, stored: Stored): number;
  /** The form as read back; the stored data itself when left out. */
  view?(stored: Stored, product: ProductRow): Form;
}

/** Which products a family's step paths serve, and the type named in the path when there is one. */
export interface StepAddress {
  id: string;
  type?: number;
  isOfFamily: (type: number) => boolean;
}

const placed = <P extends ProductRow>(product: P, address: StepAddress) => {
  requireFamily(product, address.isOfFamily);
  return address.type === undefined ? product : requirePathType(product, address.type);
};

/** The step's data for the owner (or the operator): defaults until saved, 404 off the family or the wizard. */
export async function readRegisteredStep<Form, Stored>(
  db: Db,
  caller: AccessClaims,
  address: StepAddress,
  definition: StepDefinition<Form, Stored>,
): Promise<Form> {
  const product = placed(await findReadableProduct(db, caller, address.id), address);
  const saved = await readStepData<Stored>(db, product.id, stepOf(product, definition.step));
  const stored = { ...definition.defaults, ...saved } as Stored;
  return definition.view ? definition.view(stored, product) : (stored as unknown as Form);
}

/** Checks and stores the step, marking it complete; a visible product goes back to review. */
export async function saveRegisteredStep<Form extends object, Stored>(
  db: Db,
  caller: AccessClaims,
  address: StepAddress,
  definition: StepDefinition<Form, Stored>,
  form: Form,
): Promise<StepSaved> {
  return db.transaction().execute(async (trx) => {
    const product = placed(await findOwnedProduct(trx, caller, address.id), address);
    const step = stepOf(product, definition.step);
    const stored = await definition.check(withoutMirrorFields(form), trx);
    await definition.apply?.(trx, product, stored);
    await upsertStepData(trx, product.id, step, stored);
    const type = definition.typeAfter?.(product, stored) ?? product.product_type;
    if (type !== product.product_type)
      await trx.updateTable('products').set({ product_type: type }).where('id', '=', product.id).execute();
    return markStepSaved(trx, { ...product, product_type: type }, step);
  });
}
