import { createClient } from 'redis';

/**
 * The REDIS_URL of a scale-out test file: a logical database of the run's Redis that the file keeps to itself, emptied
 * before its servers start. The limits count in Redis for an hour, under keys that name the demo's accounts and
 * feeds, so a second run within the hour found the first run's counts and was refused (429); each file has its own
 * database so one file's emptying never reaches the other's keys while both run.
 */
export async function ownRedisDatabase(database: number): Promise<string> {
  const base = process.env.REDIS_URL;
  if (!base) throw new Error('The scale-out suite needs REDIS_URL');
  const url = new URL(base);
  url.pathname = `/${database}`;
  const client = createClient({ url: url.toString() });
  await client.connect();
  try {
    await client.flushDb();
  } finally {
    await client.quit();
  }
  return url.toString();
}
