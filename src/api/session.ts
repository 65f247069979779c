import { useSyncExternalStore } from 'react';
import type { components } from '../../openapi/schema.d.ts';

export type AuthUser = components['schemas']['AuthUser'];

/** The auth record of SPEC §3 kept in the browser: the token and the user it belongs to. */
export interface Session {
  token: string;
  user: AuthUser;
}

const KEY = 'portal.session';
const listeners = new Set<() => void>();
let current: Session | null = read();

function read(): Session | null {
  try {
    const raw = globalThis.localStorage?.getItem(KEY);
    return raw ? (JSON.parse(raw) as Session) : null;
  } catch {
    return null;
  }
}

function write(next: Session | null) {
  current = next;
  if (next) globalThis.localStorage?.setItem(KEY, JSON.stringify(next));
  else globalThis.localStorage?.removeItem(KEY);
  for (const listener of listeners) listener();
}

export const getSession = () => current;
export const setSession = (session: Session) => write(session);
export const clearSession = () => write(null);

/** After a profile save the server answers the updated user; the token stays. */
export function updateSessionUser(user: AuthUser) {
  if (current) write({ ...current, user });
}

export function subscribeSession(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const signedOut = () => null;

export function useSession(): Session | null {
  // The server draws the public pages signed out (src/ssr/render.tsx); hydrating one, the browser draws them so
  // first, then with its session.
  return useSyncExternalStore(subscribeSession, getSession, signedOut);
}

export const rolesOf = (user: AuthUser) => user.tb_lg_as_user_role.map((r) => r.value);
export const isCompany = (user: AuthUser) => user.tb_lg_person.tb_bp_bc_business_category_id === 'company';
