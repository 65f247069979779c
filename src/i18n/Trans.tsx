import { Trans as LinguiTrans, type TransProps } from '@lingui/react';
import type { ReactNode } from 'react';

/**
 * Lingui's `Trans`, with the data it is given never read as message markup. Lingui puts a string value into the
 * translated text before it looks for `<0>…</0>` elements there, so a product named `Casa <b>x</b>` lost its tags
 * and logged an error, and `<0>…</0>` in a name would have borrowed the message's own element. A value that could
 * look like an element becomes a React node, which Lingui places whole. Other strings (a select's key, most
 * names) pass as they are. Every `<Trans>` of the macro renders this one (lingui.config.ts runtimeConfigModule).
 */
export function Trans({ values, ...props }: TransProps) {
  return <LinguiTrans {...props} values={values && asData(values)} />;
}

function asData(values: NonNullable<TransProps['values']>): Record<string, unknown> {
  const safe: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    safe[key] = typeof value === 'string' && value.includes('<') ? text(value) : value;
  }
  return safe;
}

const text = (value: string): ReactNode => <>{value}</>;
