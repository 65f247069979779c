/**
 * Only same-site paths are followed after sign-in (no open redirect): a prefix check let `/\evil.example`
 * through, which the browser reads as another site (see sameOriginPath).
 */
export function safeRedirect(target: unknown, fallback = '/dashboard', origin?: string): string {
  return (typeof target === 'string' && sameOriginPath(target, origin)) || fallback;
}

/**
 * A path given from outside (a link's callback) as a path of this site, or undefined when it would leave it.
 * Resolving it against the site's origin catches what a prefix check misses: `/\evil.example` is read by the
 * browser as `//evil.example`, another site.
 */
export function sameOriginPath(target: string, origin = window.location.origin): string | undefined {
  if (!target.startsWith('/')) return undefined;
  try {
    const url = new URL(target, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : undefined;
  } catch {
    // `/\[bad` names a host the URL parser refuses: not a path of this site either.
    return undefined;
  }
}
