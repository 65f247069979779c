import type { Messages } from '@lingui/core';

/** The English twins of stepCatalogs.ts's Spanish catalogs, keyed `./en/<name>.po`: fetched only in English. */
export const ENGLISH = import.meta.glob<{ messages: Messages }>(
  ['./en/wizard?*.po', '!**/wizardTransportation.po'],
  {
    base: '../../../locales',
  },
);
