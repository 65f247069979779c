import { createHash } from 'node:crypto';

/**
 * Whose copy of the demo a seed writes. The demo itself (tag '') keeps its well-known e-mails, ids and
 * reservation numbers. A tagged cast is a second company, operator, traveler… with the same names and
 * data under e-mails, ids and codes of its own (`empresa+tag@demo.gt`, `TAG-240101`): test files that
 * each get one never see each other's writes, on one server.
 */
export interface DemoCast {
  tag: string;
}

export const DEMO_CAST: DemoCast = { tag: '' };

const TAG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A cast of its own for `tag` (lowercase letters and digits, words joined by '-'). */
export function demoCast(tag: string): DemoCast {
  if (!TAG.test(tag)) throw new Error(`a demo cast's tag is lowercase words joined by '-', not "${tag}"`);
  return { tag };
}

/** The cast's e-mail for a demo e-mail: `empresa@demo.gt` becomes `empresa+tag@demo.gt`. */
export function castEmail(cast: DemoCast, email: string): string {
  if (!cast.tag) return email;
  const at = email.indexOf('@');
  return `${email.slice(0, at)}+${cast.tag}${email.slice(at)}`;
}

/** The cast's id for a fixed demo id: a UUID derived from both, the same at every seed. */
export function castId(cast: DemoCast, id: string): string {
  if (!cast.tag) return id;
  const hex = createHash('sha256').update(`${cast.tag}:${id}`).digest('hex');
  const variant = (8 | (Number.parseInt(hex[16]!, 16) & 3)).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The cast's reservation number: `GT-240101` becomes `TAG-240101` (numbers are unique). */
export function castCode(cast: DemoCast, code: string): string {
  if (!cast.tag) return code;
  return code.replace(/^[A-Z]+/, cast.tag.toUpperCase());
}
