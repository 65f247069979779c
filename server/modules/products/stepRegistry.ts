import type { Transaction } from 'kysely';
import type { WizardStep } from '../../../machines/wizardSteps.ts';
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
export type Language = 'es' | 'en';

/** What a step's check may consult: the database, the product it is saved on and which wizard step it fills. */
export interface StepCheck {
  db: StepDb;
  product: ProductRow;
  step: WizardStep;
}

/** What a step's read-back may consult besides the stored data: the catalogues and the caller's language. */
export interface StepView {
  db: StepDb;
  product: ProductRow;
  language: Language;
}

/**
 * One step of a wizard as the server keeps it in `product_steps`: the wizard step it fills (its number comes from
 * machines/wizardSteps.ts; the first of several that the product's wizard has, as the bedrooms path serves `rooms`
 * or a private room's `capacity`), what it reads as before its first save, how a form is checked and turned into
 * what is stored (throwing 400 naming the field), and, for the few steps that also change the product's columns,
 * that change. A family is a record of these (families/<family>/); the steps every family shares are in
 * generalSteps.ts. Every step is read and saved by the two functions below, so placement (family, path type,
 * wizard), ownership and the return to review are written once.
 */
export interface StepDefinition<Form, Stored = Form, View = Form> {
  step: WizardStep | readonly WizardStep[];
  defaults: Stored;
  check(form: Form, context: StepCheck): Stored | Promise<Stored>;
  /** Changes the product's own columns in the saving transaction (the prices' commission model). */
  apply?(trx: Transaction<Database>, product: ProductRow, stored: Stored): Promise<void>;
  /** The product type the save gives the product (a tour's prices make it private or collective); its own when left out. */
  typeAfter?(product: ProductRow, stored: Stored): number;
  /** The answer as read back; the stored data itself when left out. */
  view?(stored: Stored, context: StepView): View | Promise<View>;
}

/** Which products a family's step paths serve, and the type named in the path when there is one. */
export interface StepAddress {
  id: string;
  type?: number;
  language?: Language;
  isOfFamily: (type: number) => boolean;
}

const placed = <P extends ProductRow>(product: P, address: StepAddress) => {
  requireFamily(product, address.isOfFamily);
  return address.type === undefined ? product : requirePathType(product, address.type);
};

const candidates = (definition: { step: WizardStep | readonly WizardStep[] }) =>
  typeof definition.step === 'string' ? [definition.step] : definition.step;

/** The step's data for the owner (or the operator): defaults until saved, 404 off the family or the wizard. */
export async function readRegisteredStep<Form, Stored, View>(
  db: Db,
  caller: AccessClaims,
  address: StepAddress,
  definition: StepDefinition<Form, Stored, View>,
): Promise<View> {
  const product = placed(await findReadableProduct(db, caller, address.id), address);
  const saved = await readStepData<Stored>(db, product.id, stepOf(product, ...candidates(definition)));
  // Unsaved, a step reads as its defaults (null for a choice not made yet: the cancellation policy's).
  const stored = saved === null ? definition.defaults : ({ ...definition.defaults, ...saved } as Stored);
  const language = address.language ?? 'es';
  return definition.view ? definition.view(stored, { db, product, language }) : (stored as unknown as View);
}

/** Checks and stores the step, marking it complete; a visible product goes back to review. */
export async function saveRegisteredStep<Form extends object, Stored, View>(
  db: Db,
  caller: AccessClaims,
  address: StepAddress,
  definition: StepDefinition<Form, Stored, View>,
  form: Form,
): Promise<StepSaved> {
  return db.transaction().execute(async (trx) => {
    const product = placed(await findOwnedProduct(trx, caller, address.id), address);
    const step = stepOf(product, ...candidates(definition));
    const stored = await definition.check(withoutMirrorFields(form), { db: trx, product, step });
    await definition.apply?.(trx, product, stored);
    await upsertStepData(trx, product.id, step, stored);
    const type = definition.typeAfter?.(product, stored) ?? product.product_type;
    if (type !== product.product_type)
      await trx.updateTable('products').set({ product_type: type }).where('id', '=', product.id).execute();
    return markStepSaved(trx, { ...product, product_type: type }, step);
  });
}
