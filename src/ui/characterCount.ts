import { msg, plural } from '@lingui/core/macro';

/** "12 de 125 caracteres" under a counted text field: the noun agrees with the limit (SPEC §5 counters). */
export const charactersUsed = (used: number, max: number) =>
  msg`${used} de ${plural(max, { one: '# carácter', other: '# caracteres' })}`;
