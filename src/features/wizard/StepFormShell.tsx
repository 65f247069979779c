import { Fieldset, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { focusFirstInvalid, useRevalidateOnLanguageChange } from '../../ui/formFeedback.ts';

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
 */
export function StepFormShell<Values>({
  formId,
  form,
  busy,
  onSubmit,
  children,
}: StepFormShellProps<Values>) {
  useRevalidateOnLanguageChange(form);
  return (
    <form id={formId} noValidate onSubmit={form.onSubmit((values) => onSubmit(values), focusFirstInvalid)}>
      <Fieldset variant="unstyled" disabled={busy} p={0} m={0}>
        <Stack gap="lg">{children}</Stack>
      </Fieldset>
    </form>
  );
}
