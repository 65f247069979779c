import { useQuery } from '@tanstack/react-query';
import { Navigate } from '@tanstack/react-router';
import { roomTypeOf, WIZARD_OF_TYPE } from '../../../machines/productTypes.ts';
import type { WizardStep } from '../../../machines/wizardSteps.ts';
import { ApiFailure } from '../../api/errors.ts';
import {
  type BuiltStep,
  type BuiltWizard,
  roomStepsOf,
  sameStepIn,
  type WizardPageStep,
  wizardOfBuiltType,
} from './builtWizards.ts';
import { isRoomStepOf } from './stepDefinition.ts';
import { WizardRun } from './WizardRun.tsx';
import { ConnectionError, ProductNotFound, WizardSkeleton } from './WizardStates.tsx';
import { productQuery } from './wizardQueries.ts';

export interface WizardPageProps {
  wizard: BuiltWizard;
  step: WizardPageStep;
  /** The product; absent on the first step of a new one. */
  id?: string | undefined;
  /** On a room step, the room; absent on the first step of a new one. */
  idRoom?: string | undefined;
  edit: boolean;
  commission?: 1 | 2 | undefined;
}

/**
 * A step page of a built wizard (stays, tours, community tourism, tourist packages). The product is read first
 * (its completion starts the wizard machine); each path gets its own run of the machine.
 */
export function WizardPage({ wizard, step, id, idRoom, edit, commission }: WizardPageProps) {
  const product = useQuery({ ...productQuery(id ?? ''), enabled: id !== undefined });
  const room = useQuery({ ...productQuery(idRoom ?? ''), enabled: idRoom !== undefined });
  const runKey = `${wizard}/${step}/${id ?? ''}/${idRoom ?? ''}/${edit}`;

  if (isRoomStepOf(wizard, step) && id !== undefined) {
    const pending = [product, ...(idRoom === undefined ? [] : [room])];
    const failed = pending.find((query) => query.isError);
    if (failed?.error instanceof ApiFailure && failed.error.status === 404) return <ProductNotFound />;
    if (failed)
      return <ConnectionError message={failed.error?.message} onRetry={() => void failed.refetch()} />;
    if (!product.data || (idRoom !== undefined && !room.data)) return <WizardSkeleton />;
    // A room is added from its first step: a later one of a room not made yet starts there.
    if (idRoom === undefined && step !== roomStepsOf(wizard)[0])
      return (
        <Navigate to="/$wizard/$step/$id" params={{ wizard, step: roomStepsOf(wizard)[0]!, id }} replace />
      );
    // The room must be of this property, and the property of this wizard.
    if (
      wizardOfBuiltType(product.data.product_type) !== wizard ||
      (room.data && room.data.product_type !== roomTypeOf(product.data.product_type))
    )
      return <ProductNotFound />;
    return (
      <WizardRun
        key={runKey}
        wizard={wizard}
        step={step}
        id={id}
        idRoom={idRoom}
        edit={edit}
        commission={commission}
        product={room.data ?? null}
        property={product.data}
      />
    );
  }

  if (id === undefined) {
    return (
      <WizardRun
        key={runKey}
        wizard={wizard}
        step={step}
        id={undefined}
        edit={edit}
        commission={commission}
        product={null}
      />
    );
  }
  // Once read, the product stays on screen even if a later refresh fails, so no typed value is lost.
  if (!product.data) {
    if (!product.isError) return <WizardSkeleton />;
    if (product.error instanceof ApiFailure && product.error.status === 404) return <ProductNotFound />;
    return <ConnectionError message={product.error.message} onRetry={() => void product.refetch()} />;
  }

  // The product's type decides its wizard (a stay's type can change between vacation rental, room and unique stay).
  const type = product.data.product_type;
  const own = wizardOfBuiltType(type);
  if (own !== wizard) {
    const target = own ?? WIZARD_OF_TYPE[type];
    if (!target) return <ProductNotFound />;
    const targetStep: WizardStep = own ? sameStepIn(wizard, own, step as BuiltStep) : 'information';
    return (
      <Navigate
        to="/$wizard/$step/$id"
        params={{ wizard: target, step: targetStep, id }}
        search={edit ? { edit: true } : {}}
        replace
      />
    );
  }

  return (
    <WizardRun
      key={runKey}
      wizard={wizard}
      step={step}
      id={id}
      edit={edit}
      commission={commission}
      product={product.data}
    />
  );
}
