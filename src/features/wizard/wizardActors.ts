import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { StepRequest } from '../../../machines/wizard.machine.ts';
import { wizardMachine } from '../../../machines/wizard.machine.ts';
import { asFailure } from '../../api/errors.ts';
import { removeWizardDraft, wizardDraftKey } from '../../api/wizardDrafts.ts';
import { currentLanguage, i18n } from '../../i18n/i18n.ts';
import { STAY_STEPS } from './stayStepRegistry.ts';
import type { StayStep } from './stayWizards.ts';
import type { StepContext } from './stepDefinition.ts';
import { stepMessages } from './stepMessages.ts';
import { applyStepSaved } from './wizardQueries.ts';

/**
 * What the machine keeps as the failure: the server's own message (SPEC §8 "warning modal with the server
 * message"), or the generic connection message when there was no answer or the server broke.
 */
function failureOf(error: unknown): Error {
  const failure = asFailure(error);
  const broken = failure.code === 'network' || failure.status >= 500;
  return new Error(broken ? i18n._(stepMessages.serverConnection) : failure.message);
}

/** The wizard machine bound to the stay steps' API calls, for one visit of a step page. */
export function stayWizardMachine(queryClient: QueryClient, commission: StepContext['commission']) {
  const contextOf = (request: StepRequest): StepContext => ({
    ...request,
    language: currentLanguage(),
    commission,
  });
  const stepOf = (request: StepRequest) => STAY_STEPS[request.step as StayStep];

  return wizardMachine.provide({
    actors: {
      loadStep: fromPromise(async ({ input }) => {
        try {
          return await stepOf(input).load(contextOf(input));
        } catch (error) {
          throw failureOf(error);
        }
      }),
      saveStep: fromPromise(async ({ input: { values, ...request } }) => {
        try {
          const saved = await stepOf(request).save(contextOf(request), values);
          applyStepSaved(queryClient, saved);
          // Saved: the browser's copy of what was typed is no longer needed.
          removeWizardDraft(wizardDraftKey(request));
          return { id: saved._id };
        } catch (error) {
          throw failureOf(error);
        }
      }),
    },
  });
}
