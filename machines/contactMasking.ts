/**
 * Contact masking for chat messages (SPEC §4 "Chat"): a message must not carry a way to reach the other
 * person outside the platform (SPEC §9: fine, legal action, blacklist). Emails, links, phone numbers and
 * the words people use to spell them out ("at", "dot com", "http", "www", and the Spanish "arroba",
 * "punto com") are replaced by MASK and the message is flagged blocked. The company's own domain is allowed.
 *
 * A lone "at" is ordinary English ("see you at 5"), so it only counts in a spelled-out address:
 * "ana at gmail dot com", "ana (at) gmail", "ana at hotmail".
 */

export const MASK = '***';

export interface MaskOptions {
  /** The company's own domain, e.g. 'example.travel': its addresses and links stay readable. */
  allowedDomain?: string | undefined;
}

export interface MaskedText {
  text: string;
  /** True when anything was masked: the message is sent with `message_blocked` and a warning shows. */
  blocked: boolean;
}

interface Found {
  start: number;
  end: number;
  /** Points at the allowed domain: kept, and nothing inside it is masked either. */
  allowed: boolean;
}

// Letters and digits of any script: `\b` and `\w` are ASCII-only and would cut "josé@correo.gt" in two.
const NOT_AFTER_WORD = '(?<![\\p{L}\\p{N}])';
const NOT_BEFORE_WORD = '(?![\\p{L}\\p{N}])';
// Common and regional top-level domains; those that are also everyday words ("es", "do", "me", "us")
// are left out, or "llegamos mañana.Es genial" would be masked.
const TLDS =
  'com|net|org|info|biz|io|co|app|dev|xyz|site|online|store|shop|link|page|travel|tours|ly|gl|mx|gt|sv|hn|ni|cr|pa|bz';
const MAIL_PROVIDERS = 'gmail|hotmail|yahoo|outlook|icloud|live|protonmail|proton|aol|msn';
const AT = '(?:\\s+(?:at|arroba)\\s+|\\s*[([{]\\s*(?:at|arroba)\\s*[)\\]}]\\s*)';
const DOT = '(?:\\s+(?:dot|punto)\\s+|\\s*[([{]\\s*(?:dot|punto)\\s*[)\\]}]\\s*)';

const EMAIL = /[\p{L}\p{N}._%+-]+@([\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+)/gu;
const URL_WITH_SCHEME = /(?<![\p{L}\p{N}])(?:https?|ftp):\/\/([^\s/?#:]+)[^\s]*/giu;
const BARE_DOMAIN = new RegExp(
  `(?<![\\p{L}\\p{N}.@/-])((?:[\\p{L}\\p{N}-]+\\.)+(?:${TLDS}))${NOT_BEFORE_WORD}(?:[/?#][^\\s]*)?`,
  'giu',
);
const SPELLED_EMAIL = new RegExp(
  `${NOT_AFTER_WORD}[\\p{L}\\p{N}._-]+${AT}([\\p{L}\\p{N}-]+)${DOT}(\\p{L}{2,})${NOT_BEFORE_WORD}`,
  'giu',
);
const SPELLED_PROVIDER = new RegExp(
  `${NOT_AFTER_WORD}[\\p{L}\\p{N}._-]+${AT}(?:${MAIL_PROVIDERS})${NOT_BEFORE_WORD}`,
  'giu',
);
const WORDS = new RegExp(
  `${NOT_AFTER_WORD}(?:https?|www|arroba|(?:dot|punto)\\s*(?:com|net|org))${NOT_BEFORE_WORD}|[([{]\\s*(?:at|arroba|dot|punto)\\s*[)\\]}]`,
  'giu',
);
const HANDLE = /(?<![\p{L}\p{N}.@])@[\p{L}\p{N}._]{2,}/gu;
// Digits with single spaces, dashes, dots or brackets between them; a phone has 8 digits or more.
const PHONE = /(?<![\p{L}\p{N}])\+?\(?\d(?:[ .\-()]{0,2}\d)+(?![\p{L}\p{N}])/gu;
const DATE = /^(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}[./-]\d{1,2}[./-]\d{1,2})$/;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"]+$/;

/** Whether a host (or an email's domain) belongs to the allowed domain, subdomains included. */
export function isAllowedHost(host: string, allowedDomain: string | undefined): boolean {
  if (!allowedDomain) return false;
  const h = host.toLowerCase().replace(/^www\./, '');
  const d = allowedDomain.toLowerCase().replace(/^www\./, '');
  return h === d || h.endsWith(`.${d}`);
}

function collect(
  text: string,
  pattern: RegExp,
  isAllowed: (match: RegExpMatchArray) => boolean = () => false,
): Found[] {
  return [...text.matchAll(pattern)].map((m) => {
    const trimmed = m[0].replace(TRAILING_PUNCTUATION, '');
    const start = m.index ?? 0;
    return { start, end: start + (trimmed.length || m[0].length), allowed: isAllowed(m) };
  });
}

function phones(text: string): Found[] {
  return collect(text, PHONE).filter(({ start, end }) => {
    const found = text.slice(start, end);
    return (found.match(/\d/g) ?? []).length >= 8 && !DATE.test(found);
  });
}

/** Masks every way to reach someone outside the platform; see the module comment for what counts. */
export function maskContacts(text: string, options: MaskOptions = {}): MaskedText {
  const allowed = (host: string | undefined) => isAllowedHost(host ?? '', options.allowedDomain);
  const found = [
    ...collect(text, EMAIL, (m) => allowed(m[1])),
    ...collect(text, URL_WITH_SCHEME, (m) => allowed(m[1])),
    ...collect(text, BARE_DOMAIN, (m) => allowed(m[1])),
    ...collect(text, SPELLED_EMAIL, (m) => allowed(`${m[1]}.${m[2]}`)),
    ...collect(text, SPELLED_PROVIDER),
    ...collect(text, WORDS),
    ...collect(text, HANDLE),
    ...phones(text),
  ];
  const kept = found.filter((f) => f.allowed);
  const masked = found
    .filter((f) => !f.allowed && !kept.some((k) => k.start <= f.start && f.end <= k.end))
    .sort((a, b) => a.start - b.start);

  let out = '';
  let cursor = 0;
  for (const { start, end } of masked) {
    if (end <= cursor) continue;
    out += start >= cursor ? text.slice(cursor, start) + MASK : '';
    cursor = end;
  }
  return { text: out + text.slice(cursor), blocked: masked.length > 0 };
}
