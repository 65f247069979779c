/** Only same-site paths are followed after sign-in (no open redirect). */
export function safeRedirect(target: unknown, fallback = '/dashboard'): string {
  return typeof target === 'string' && target.startsWith('/') && !target.startsWith('//') ? target : fallback;
}
