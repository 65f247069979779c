import { redirect } from '@tanstack/react-router';
import { safeRedirect } from '../api/redirects.ts';
import { getSession } from '../api/session.ts';

/** Login guard: unauthenticated users go to /login, keeping where they were going. */
export function requireAuth({ location }: { location: { href: string } }) {
  if (!getSession()) throw redirect({ href: `/login?${new URLSearchParams({ redirect: location.href })}` });
}

/** Signed-in users opening /login or /register go to their redirect or the dashboard. */
export function redirectIfSignedIn({ search }: { search: { redirect?: string | undefined } }) {
  if (getSession()) throw redirect({ href: safeRedirect(search.redirect) });
}
