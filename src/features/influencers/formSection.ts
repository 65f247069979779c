import type { UseFormReturnType } from '@mantine/form';
import { type FunctionComponent, memo } from 'react';
import type { InfluencerFormValues } from './influencerForm.ts';

export type InfluencerFormProp = { form: UseFormReturnType<InfluencerFormValues> };

type Field = keyof InfluencerFormValues;

/** Whether a message's path ('social.youtube.link') is one of the fields'. */
const isOf = (fields: readonly Field[]) => (path: string) =>
  fields.some((field) => path === field || path.startsWith(`${field}.`));

/** The section's values and messages as they were drawn. */
function sliceOf(form: InfluencerFormProp['form'], fields: readonly Field[]): string {
  const errors = Object.entries(form.errors).filter(([path]) => isOf(fields)(path));
  return JSON.stringify([fields.map((field) => form.values[field]), errors]);
}

/**
 * A part of the form that draws again only when its own fields' values or messages change: the form is one
 * controlled state, and without this every keystroke redrew all of its ~60 controls. The handlers a skipped draw
 * keeps write through the form's refs, so they stay right; a new interface language redraws it (useLingui).
 */
export function formSection(fields: readonly Field[], section: FunctionComponent<InfluencerFormProp>) {
  return memo(section, (before, after) => sliceOf(before.form, fields) === sliceOf(after.form, fields));
}
