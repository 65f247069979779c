/** What is left of a pending reservation's answer window, in whole hours and minutes; null once it passed. */
export function timeLeft(
  respondBy: string,
  now: number = Date.now(),
): { hours: number; minutes: number } | null {
  const ms = Date.parse(respondBy) - now;
  if (!(ms > 0)) return null;
  const minutes = Math.floor(ms / 60_000);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
