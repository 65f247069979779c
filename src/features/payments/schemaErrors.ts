import type { FormErrors } from '@mantine/form';
import * as v from 'valibot';

/** A valibot schema's issues as Mantine form errors: the first message of each field, by its dotted path. */
export function schemaErrors(schema: v.GenericSchema, values: unknown): FormErrors {
  const result = v.safeParse(schema, values);
  if (result.success) return {};
  const errors: FormErrors = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue);
    if (path !== null && !(path in errors)) errors[path] = issue.message;
  }
  return errors;
}
