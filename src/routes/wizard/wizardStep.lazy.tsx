import { createLazyRoute, Navigate } from '@tanstack/react-router';
import type { Wizard, WizardStep } from '../../../machines/wizardSteps.ts';
import { isBuiltWizard } from '../../features/wizard/builtWizards.ts';
import { isBuiltStep } from '../../features/wizard/stepRegistry.ts';
import { WizardPage } from '../../features/wizard/WizardPage.tsx';

interface WizardStepScreenProps {
  wizard: Wizard;
  step: WizardStep;
  id?: string;
  idRoom?: string;
  edit?: boolean | undefined;
  commission?: 1 | 2 | undefined;
}

/**
 * Every wizard of SPEC §2 is built (issue 30); a transport kind's screens are its contact form's own routes
 * (transportation.routes.tsx), so any other path of it leads to the form. The route's params check only lets a
 * wizard's own steps through, each of which its family's registry draws.
 */
function WizardStepScreen({ wizard, step, id, idRoom, edit = false, commission }: WizardStepScreenProps) {
  if (isBuiltWizard(wizard) && isBuiltStep(wizard, step))
    return (
      <WizardPage wizard={wizard} step={step} id={id} idRoom={idRoom} edit={edit} commission={commission} />
    );
  return <Navigate to="/transportation/information" replace />;
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
