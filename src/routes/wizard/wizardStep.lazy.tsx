import { useLingui } from '@lingui/react';
import { createLazyRoute, Navigate } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { isContactWizard } from '../../../machines/productTypes.ts';
import type { Wizard, WizardStep } from '../../../machines/wizardSteps.ts';
import { PageSkeleton } from '../../app/PageSkeleton.tsx';
import { isBuiltWizard } from '../../features/wizard/builtWizards.ts';
import { isBuiltStep } from '../../features/wizard/stepRegistry.ts';
import { WizardPage } from '../../features/wizard/WizardPage.tsx';
import { WIZARD_STEP_TITLES, WIZARD_TITLES } from '../../ui/wizardTitles.ts';

/** A step not built yet is rare (and soon none): its notice is not in every built step's download. */
const UnderConstruction = lazy(() =>
  import('../../ui/UnderConstruction.tsx').then((module) => ({ default: module.UnderConstruction })),
);

interface WizardStepScreenProps {
  wizard: Wizard;
  step: WizardStep;
  id?: string;
  idRoom?: string;
  edit?: boolean | undefined;
  commission?: 1 | 2 | undefined;
}

/**
 * The stay, hotel, tour, community tourism and tourist package wizards are built; the others, and a hotel's room
 * steps, say they are not yet.
 */
function WizardStepScreen({ wizard, step, id, idRoom, edit = false, commission }: WizardStepScreenProps) {
  const { _ } = useLingui();
  // A transport kind's screens are its contact form's own routes (transportation.routes.tsx); any other path of it
  // leads to the form.
  if (isContactWizard(wizard)) return <Navigate to="/transportation/information" replace />;
  if (isBuiltWizard(wizard) && isBuiltStep(wizard, step)) {
    // The route's params check only lets this wizard's own steps through.
    return (
      <WizardPage wizard={wizard} step={step} id={id} idRoom={idRoom} edit={edit} commission={commission} />
    );
  }
  return (
    <Suspense fallback={<PageSkeleton />}>
      <UnderConstruction title={`${_(WIZARD_TITLES[wizard])}: ${_(WIZARD_STEP_TITLES[step])}`} />
    </Suspense>
  );
}

export const createStep = createLazyRoute('/portal/$wizard/$step')({ component: CreateStep });
export const productStep = createLazyRoute('/portal/$wizard/$step/$id')({ component: ProductStep });
export const roomStep = createLazyRoute('/portal/$wizard/$step/$id/$idRoom')({ component: RoomStep });

function CreateStep() {
  const { wizard, step } = createStep.useParams();
  const { edit, commission } = createStep.useSearch();
  return <WizardStepScreen wizard={wizard} step={step} edit={edit} commission={commission} />;
}

function ProductStep() {
  const { wizard, step, id } = productStep.useParams();
  const { edit } = productStep.useSearch();
  return <WizardStepScreen wizard={wizard} step={step} id={id} edit={edit} />;
}

function RoomStep() {
  const { wizard, step, id, idRoom } = roomStep.useParams();
  const { edit } = roomStep.useSearch();
  return <WizardStepScreen wizard={wizard} step={step} id={id} idRoom={idRoom} edit={edit} />;
}
