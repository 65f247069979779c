import { useLingui } from '@lingui/react';
import { createRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { WIZARD_ROOM_STEPS, WIZARD_STEPS, type Wizard, type WizardStep } from '../../machines/wizardSteps.ts';
import { isStayWizard, type StayStep } from '../features/wizard/stayWizards.ts';
import { WizardPage } from '../features/wizard/WizardPage.tsx';
import { UnderConstruction } from '../ui/UnderConstruction.tsx';
import { WIZARD_STEP_TITLES, WIZARD_TITLES } from '../ui/wizardTitles.ts';
import { onlyForEntry } from './entryGuard.tsx';
import { portalLayout } from './layouts.tsx';

const isWizard = (value: string): value is Wizard => Object.hasOwn(WIZARD_STEPS, value);
const productStepsOf = (wizard: Wizard): readonly string[] => WIZARD_STEPS[wizard];
const roomStepsOf = (wizard: Wizard): readonly string[] =>
  wizard === 'hotel' || wizard === 'hostel' ? WIZARD_ROOM_STEPS[wizard] : [];

/** Which steps a wizard path shape accepts (SPEC §2 "Wizards"). */
const STEPS_BY_SHAPE = {
  /** /{wizard}/{step}: creating a product, only its first step. */
  create: (wizard: Wizard) => productStepsOf(wizard).slice(0, 1),
  /** /{wizard}/{step}/{id}: any step of a product; a room step with only the product id adds a room. */
  product: (wizard: Wizard) => [...productStepsOf(wizard), ...roomStepsOf(wizard)],
  /** /{wizard}/{step}/{id}/{idRoom}: a step of one room of a hotel or hostel. */
  room: (wizard: Wizard) => roomStepsOf(wizard),
} as const;

/**
 * Matching-time check: a path whose wizard or step is not in the lists does not match this route at
 * all, so it falls through to the not-found handling (/404) instead of first asking to sign in.
 */
function wizardParams<Raw extends { wizard: string; step: string }>(shape: keyof typeof STEPS_BY_SHAPE) {
  return (raw: Raw) => {
    if (!isWizard(raw.wizard) || !STEPS_BY_SHAPE[shape](raw.wizard).includes(raw.step)) return false;
    return { ...raw, wizard: raw.wizard, step: raw.step as WizardStep };
  };
}

/** ?edit marks edit mode (a bare `?edit` counts); ?commission carries the chosen commission model. */
const wizardSearch = v.object({
  edit: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => value !== false && value !== 'false'),
    ),
  ),
  commission: v.fallback(v.optional(v.picklist([1, 2])), undefined),
});

interface WizardStepScreenProps {
  wizard: Wizard;
  step: WizardStep;
  id?: string;
  edit?: boolean | undefined;
  commission?: 1 | 2 | undefined;
}

/** The vacation rental, unique stay and private room wizards are built; the others say they are not yet. */
function WizardStepScreen({ wizard, step, id, edit = false, commission }: WizardStepScreenProps) {
  const { _ } = useLingui();
  if (isStayWizard(wizard)) {
    // The params check above only lets this wizard's own steps through.
    return <WizardPage wizard={wizard} step={step as StayStep} id={id} edit={edit} commission={commission} />;
  }
  return <UnderConstruction title={`${_(WIZARD_TITLES[wizard])}: ${_(WIZARD_STEP_TITLES[step])}`} />;
}

const createStepRoute = createRoute({
  getParentRoute: () => portalLayout,
  path: '/$wizard/$step',
  params: { parse: wizardParams('create') },
  beforeLoad: onlyForEntry('add-products'),
  validateSearch: wizardSearch,
  component: function CreateStep() {
    const { wizard, step } = createStepRoute.useParams();
    const { edit, commission } = createStepRoute.useSearch();
    return <WizardStepScreen wizard={wizard} step={step} edit={edit} commission={commission} />;
  },
});

const productStepRoute = createRoute({
  getParentRoute: () => portalLayout,
  path: '/$wizard/$step/$id',
  params: { parse: wizardParams('product') },
  beforeLoad: onlyForEntry('my-products'),
  validateSearch: wizardSearch,
  component: function ProductStep() {
    const { wizard, step, id } = productStepRoute.useParams();
    const { edit } = productStepRoute.useSearch();
    return <WizardStepScreen wizard={wizard} step={step} id={id} edit={edit} />;
  },
});

const roomStepRoute = createRoute({
  getParentRoute: () => portalLayout,
  path: '/$wizard/$step/$id/$idRoom',
  params: { parse: wizardParams('room') },
  beforeLoad: onlyForEntry('my-products'),
  validateSearch: wizardSearch,
  component: function RoomStep() {
    const { wizard, step } = roomStepRoute.useParams();
    return <WizardStepScreen wizard={wizard} step={step} />;
  },
});

export const wizardRoutes = [createStepRoute, productStepRoute, roomStepRoute];
