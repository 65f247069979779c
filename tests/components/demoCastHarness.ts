import { basename } from 'node:path';
import { expect, inject } from 'vitest';
import { demoCast } from '../../server/db/seedCast.ts';
import { castData } from './demoCasts.ts';

/**
 * This test file's own copy of the demo (demoCasts.ts): its company, operator… by e-mail, and its products'
 * ids and reservations' numbers. The password is the demo's.
 */
export function fileCast() {
  const file = basename(expect.getState().testPath ?? '');
  const tag = inject('demoCasts')[file];
  if (!tag)
    throw new Error(
      `${file} has no demo cast: add it to FILES_WITH_A_DEMO_CAST in tests/components/demoCasts.ts`,
    );
  return castData(demoCast(tag));
}
