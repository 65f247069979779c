/**
 * Readers of a URL's search values, for the routes' `validateSearch` (issue 28). The route tree is in every page's
 * first download, so its searches are plain functions rather than valibot schemas: valibot (~3 KiB gzip) then comes
 * only with the forms that use it. The module lives beside the other readers of the URL (redirects.ts) because both
 * the routes and the features' search modules use it, and a feature imports no route.
 *
 * TanStack Router JSON-parses each value before a route reads it: `?page=2` and `?q=2` both arrive as the number 2,
 * `?on=true` as `true`, a bare `?edit` as the empty string, `?q=abc` as the string. A reader takes whatever arrived
 * and gives undefined when it does not fit, so a malformed link loses that value and still opens its page.
 */

/** One search value as a route reads it: what arrived, or undefined when it does not fit. */
export type Reader<T> = (value: unknown) => T;

/** What a reader gives for a value. */
type ReadBy<R> = R extends Reader<infer T> ? T : never;

/**
 * The search a route's readers make: a key whose reader may give nothing is optional, one with a fallback always
 * there (as in the valibot objects these replaced, whose types the pages' `useSearch()` still see).
 */
export type SearchOf<Readers extends Record<string, Reader<unknown>>> = {
  [K in keyof Readers as undefined extends ReadBy<Readers[K]> ? K : never]?: ReadBy<Readers[K]>;
} & {
  [K in keyof Readers as undefined extends ReadBy<Readers[K]> ? never : K]: ReadBy<Readers[K]>;
} extends infer Search
  ? { [K in keyof Search]: Search[K] }
  : never;

/**
 * A route's `validateSearch`, each key read by its reader. It keeps the valibot objects' shape, so the router's
 * merged search does not change: a key the URL lacks stays out unless its reader has a fallback, a key it has is
 * kept (undefined when malformed), and keys no reader names are left out.
 */
export function searchOf<Readers extends Record<string, Reader<unknown>>>(readers: Readers) {
  return (search: Record<string, unknown>): SearchOf<Readers> => {
    const read: Record<string, unknown> = {};
    for (const [key, reader] of Object.entries(readers)) {
      const value = reader(search[key]);
      if (value !== undefined || key in search) read[key] = value;
    }
    return read as SearchOf<Readers>;
  };
}

/** A number JSON can carry (the router's parse never makes NaN, but a caller's object might). */
const isNumber = (value: unknown): value is number => typeof value === 'number' && !Number.isNaN(value);

/** Text that arrives as text (a path, a notice's words), at most `maxLength` long when a limit is given. */
export const optionalString =
  ({ maxLength = Number.POSITIVE_INFINITY }: { maxLength?: number } = {}): Reader<string | undefined> =>
  (value) =>
    typeof value === 'string' && value.length <= maxLength ? value : undefined;

/**
 * Text a person types or a link carries as digits, such as a search or an id: the router reads `?q=123` and
 * `?to=123` as numbers, so a number is read as its digits. Trimmed, then kept only within the contract's lengths.
 */
export const textOrDigits =
  ({ minLength = 0, maxLength }: { minLength?: number; maxLength: number }): Reader<string | undefined> =>
  (value) => {
    if (typeof value !== 'string' && !isNumber(value)) return undefined;
    const text = String(value).trim();
    return text.length >= minLength && text.length <= maxLength ? text : undefined;
  };

/** Text or a number, each kept as it arrived (the sign-up link's `?role=`, which the page reads either way). */
export const stringOrNumber: Reader<string | number | undefined> = (value) =>
  typeof value === 'string' || isNumber(value) ? value : undefined;

/** One of a fixed list, compared as it arrives: `?tab=2` matches the number 2, `?filter=pending` the string. */
export const picklist =
  <const Options extends readonly (string | number)[]>(
    options: Options,
  ): Reader<Options[number] | undefined> =>
  (value) =>
    (options as readonly unknown[]).includes(value) ? (value as Options[number]) : undefined;

/** A whole number from `min` to `max` (no upper bound when `max` is left out). */
export const intInRange =
  (min: number, max = Number.POSITIVE_INFINITY): Reader<number | undefined> =>
  (value) =>
    Number.isInteger(value) && (value as number) >= min && (value as number) <= max
      ? (value as number)
      : undefined;

/** `?profile=true` or `?profile=false`: the JSON booleans only. */
export const boolean: Reader<boolean | undefined> = (value) =>
  typeof value === 'boolean' ? value : undefined;

/** valibot's `isoDate` pattern, which this replaces: YYYY-MM-DD with a month 01–12 and a day 01–31. */
const ISO_DATE = /^\d{4}-(?:0[1-9]|1[0-2])-(?:[12]\d|0[1-9]|3[01])$/u;

/** A day as YYYY-MM-DD. */
export const isoDate: Reader<string | undefined> = (value) =>
  typeof value === 'string' && ISO_DATE.test(value) ? value : undefined;

/**
 * A flag a link raises by naming it: `?edit`, `?edit=true`, `?edit=1` all raise it, and only the values given as
 * `off` lower it. Each route names its own `off` values because they differ (the sign-up's landing flags take `0` as
 * off, the wizard's `?edit` does not), and a link already sent keeps meaning what it meant.
 */
export const flag =
  (...off: readonly unknown[]): Reader<boolean | undefined> =>
  (value) =>
    value === undefined ? undefined : !off.includes(value);

/** `read`, giving `fallback` where it gives nothing, a value the URL lacks included: the key is then always there. */
export const orElse =
  <T>(read: Reader<T | undefined>, fallback: T): Reader<T> =>
  (value) =>
    read(value) ?? fallback;
