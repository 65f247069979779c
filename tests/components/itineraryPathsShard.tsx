import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearSession, type Session, setSession } from '../../src/api/session.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { signedInNewAccount } from './authHarness.tsx';
import { drivePath, itineraryPathsToDrive } from './itineraryPaths.tsx';
import { createThingToDo } from './wizardHarness.tsx';

/** The files that share the itinerary's paths, each under a minute on this machine. */
export const ITINERARY_SHARDS = 5;

/** Drives every `ITINERARY_SHARDS`th chosen path from `shard`; the last shard checks every move was driven. */
export function driveItineraryShard(shard: number) {
  const { chosen } = itineraryPathsToDrive();
  const mine = chosen.filter((_, i) => i % ITINERARY_SHARDS === shard);
  const driven = new Set<string>();
  let provider: Session;

  beforeAll(async () => {
    await activateLanguage('es');
    provider = await signedInNewAccount(`itinerario-${shard}`);
  });
  afterAll(() => {
    clearSession();
    // Every move of this shard's paths was driven through the step.
    const expected = new Set(mine.flatMap((path) => path.moves));
    expect([...driven].sort()).toEqual([...expected].sort());
  });

  describe(`the itinerary step (itinerary paths, part ${shard + 1} of ${ITINERARY_SHARDS})`, () => {
    it.each(mine.map((path) => [path.name, path] as const))('drives %s', async (_, path) => {
      setSession(provider);
      const id = await createThingToDo(11, 'Tour del itinerario');
      await drivePath(path, id, driven);
    });
  });
}
