/** The words a visitor reads in a minute: the usual figure for reading on a screen. */
const WORDS_PER_MINUTE = 200;

/** A token that says something (Markdown's `##`, `-` or `|` are not words). */
const WORD = /[\p{L}\p{N}]/u;

/** The minutes a post takes to read (SPEC §3 readingTime): never less than one, so a card never says "0 min". */
export function readingMinutes(body: string): number {
  const words = body.split(/\s+/).filter((token) => WORD.test(token)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
