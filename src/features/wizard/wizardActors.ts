import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { StepRequest } from '../../../machines/wizard.machine.ts';
import { wizardMachine } from '../../../machines/wizard.machine.ts';
import { removeWizardDraft, wizardDraftKey } from '../../api/wizardDrafts.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import type { BuiltStep, BuiltWizard } from './builtWizards.ts';
import { type StepContext, stepContextOf } from './stepDefinition.ts';
import { stepOf as registeredStep } from './stepRegistry.ts';
import { applyStepSaved } from './wizardQueries.ts';

/** The wizard machine bound to its steps' API calls, for one visit of a step page. */
export function builtWizardMachine(queryClient: QueryClient, commission: StepContext['commission']) {
  const contextOf = (request: StepRequest): StepContext =>
    stepContextOf(request, currentLanguage(), commission);
  const stepOf = (request: StepRequest) =>
    registeredStep(request.wizard as BuiltWizard, request.step as BuiltStep);

  return wizardMachine.provide({
    actors: {
      loadStep: fromPromise(async ({ input }) => stepOf(input).load(contextOf(input))),
      saveStep: fromPromise(async ({ input: { values, ...request } }) => {
        const saved = await stepOf(request).save(contextOf(request), values);
        applyStepSaved(queryClient, saved);
        // Saved: the browser's copy of what was typed is no longer needed.
        removeWizardDraft(wizardDraftKey(request));
        return { id: saved._id };
      }),
    },
  });
}
