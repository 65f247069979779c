import { createRoute } from '@tanstack/react-router';
import { WIZARD_ROOM_STEPS, WIZARD_STEPS, type Wizard, type WizardStep } from '../../machines/wizardSteps.ts';
import { flag, picklist, searchOf } from '../api/searchParams.ts';
import type { WizardPageStep } from '../features/wizard/builtWizards.ts';
import { withCatalogs } from '../i18n/i18n.ts';
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

/**
 * ?edit marks edit mode (a bare `?edit` counts; only `false` turns it off, `?edit=0` included as on, as it always
 * was); ?commission carries the chosen commission model.
 */
const wizardSearch = searchOf({
  edit: flag(false, 'false'),
  commission: picklist([1, 2]),
});

// Each route names its raw params for wizardParams: with a loader beside it, TypeScript no longer infers them.

/**
 * A built wizard's step fetches its own code while its route loads, beside the wizard's chunk. Which wizards are
 * built is the kinds table's to say; it comes with the registry, not with the route tree every page downloads.
 */
async function loadStepCode({ params }: { params: { wizard: string; step: string } }) {
  if (!isWizard(params.wizard)) return;
  const { isBuiltWizard, preloadStep } = await withCatalogs(
    ['wizard'],
    import('../features/wizard/stepRegistry.ts'),
  );
  if (!isBuiltWizard(params.wizard)) return;
  // The params check only lets this wizard's own steps (or its rooms') through.
  await preloadStep(params.wizard, params.step as WizardPageStep);
}

const createStepRoute = createRoute({
  getParentRoute: () => portalLayout,
  path: '/$wizard/$step',
  params: { parse: wizardParams<{ wizard: string; step: string }>('create') },
  beforeLoad: onlyForEntry('add-products'),
  validateSearch: wizardSearch,
  loader: loadStepCode,
}).lazy(() => withCatalogs(['wizard'], import('./wizard/wizardStep.lazy.tsx')).then((d) => d.createStep));

const productStepRoute = createRoute({
  getParentRoute: () => portalLayout,
  path: '/$wizard/$step/$id',
  params: { parse: wizardParams<{ wizard: string; step: string; id: string }>('product') },
  beforeLoad: onlyForEntry('my-products'),
  validateSearch: wizardSearch,
  loader: loadStepCode,
}).lazy(() => withCatalogs(['wizard'], import('./wizard/wizardStep.lazy.tsx')).then((d) => d.productStep));

const roomStepRoute = createRoute({
  getParentRoute: () => portalLayout,
  path: '/$wizard/$step/$id/$idRoom',
  params: { parse: wizardParams<{ wizard: string; step: string; id: string; idRoom: string }>('room') },
  beforeLoad: onlyForEntry('my-products'),
  validateSearch: wizardSearch,
  loader: loadStepCode,
}).lazy(() => withCatalogs(['wizard'], import('./wizard/wizardStep.lazy.tsx')).then((d) => d.roomStep));

export const wizardRoutes = [createStepRoute, productStepRoute, roomStepRoute];
