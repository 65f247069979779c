/**
 * The referral code a visitor came with (`/?ref=<code>`, where a scanned QR lands: issue 31), kept in the browser so
 * a request sent later on the site (a landing's contact dialog) is attributed to whoever referred them.
 */
const KEY = 'referralCode';

/** A code as the scan address gives it: short, letters, digits, dash and underscore only. */
const CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** Remembers the code of the link; anything else is ignored (a link is untrusted input). */
export function rememberReferralCode(code: string | undefined): void {
  if (!code || !CODE.test(code)) return;
  try {
    localStorage.setItem(KEY, code);
  } catch {
    // Storage refused (private mode, quota): the visit is simply not attributed.
  }
}

/** The code the visitor came with, if any. */
export function referralCode(): string | undefined {
  try {
    const code = localStorage.getItem(KEY);
    return code && CODE.test(code) ? code : undefined;
  } catch {
    return undefined;
  }
}
