import { createElement, use } from 'react';
import type { StepDefinition, StepFormProps } from './stepDefinition.ts';

/** A step whose code can be fetched before it is needed. */
export interface LazyStepDefinition extends StepDefinition {
  preload: () => Promise<StepDefinition>;
}

/**
 * A step whose code (its form, and what only it uses: the map, the picture cropper, number inputs) is a chunk of
 * its own, fetched the first time the step is needed. The step routes' loader asks for it (preloadStep), so the
 * form is there when the page draws; a form drawn before that waits for it. A failed download is tried again.
 */
export function lazyStep(importStep: () => Promise<StepDefinition>): LazyStepDefinition {
  let loaded: StepDefinition | undefined;
  let loading: Promise<StepDefinition> | undefined;
  const preload = () => {
    loading ??= importStep().then(
      (step) => {
        loaded = step;
        return step;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return {
    preload,
    load: async (request) => (await preload()).load(request),
    save: async (request, values) => (await preload()).save(request, values),
    Form: (props: StepFormProps<unknown, unknown>) => createElement((loaded ?? use(preload())).Form, props),
  };
}
