import { UnderConstruction } from '../../../ui/UnderConstruction.tsx';
import { defineStep } from '../stepDefinition.ts';

/** Placeholder until the step is built. */
export const multimediaStep = defineStep({
  load: async () => null,
  save: async () => {
    throw new Error('not built yet');
  },
  Form: () => <UnderConstruction />,
});
