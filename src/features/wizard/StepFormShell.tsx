import { Fieldset, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { focusFirstInvalid, useRevalidateOnLanguageChange } from '../../ui/formFeedback.ts';
import { DraftRecoveryNotice, useStepDraft } from './stepDraft.tsx';

interface StepFormShellProps<Values> {
  formId: string;
  form: UseFormReturnType<Values>;
  busy: boolean;
  onSubmit: (values: Values) => void;
  children: ReactNode;
}

/**
 * The `<form>` a step renders for the wizard's main button (which submits it through `formId`): checks
 * the values, hands valid ones on, points at the first invalid field, and locks the inputs while busy.
 * Every step form goes through here, so every step keeps its unsaved values in the browser and offers
 * them back after a reload (`useStepDraft`).
 */
export function StepFormShell<Values>({
  formId,
  form,
  busy,
  onSubmit,
  children,
}: StepFormShellProps<Values>) {
  useRevalidateOnLanguageChange(form);
  const draft = useStepDraft(form);
  const invalid = () => {
    focusFirstInvalid();
    draft.onInvalid?.();
  };
  return (
    <form id={formId} noValidate onSubmit={form.onSubmit((values) => onSubmit(values), invalid)}>
      <Fieldset variant="unstyled" disabled={busy} p={0} m={0}>
        <Stack gap="lg">
          {draft.offer ? (
            <DraftRecoveryNotice draft={draft.offer} onRecover={draft.recover} onDiscard={draft.discard} />
          ) : null}
          {children}
        </Stack>
      </Fieldset>
    </form>
  );
}
