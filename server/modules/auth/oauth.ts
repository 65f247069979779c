import { createRemoteJWKSet, jwtVerify } from 'jose';

export interface SocialProfile {
  email: string;
  first_name: string;
  last_name: string;
}

let googleKeys: ReturnType<typeof createRemoteJWKSet> | undefined;

/** Verifies a Google ID token against Google's published keys (only called when GOOGLE_CLIENT_ID is set). */
export async function verifyGoogleToken(idToken: string, clientId: string): Promise<SocialProfile | null> {
  googleKeys ??= createRemoteJWKSet(new URL('https://www.googleapis.com/oauth2/v3/certs'));
  try {
    const { payload } = await jwtVerify(idToken, googleKeys, {
      audience: clientId,
      issuer: ['https://accounts.google.com', 'accounts.google.com'],
    });
    if (typeof payload.email !== 'string' || payload.email_verified !== true) return null;
    return {
      email: payload.email,
      first_name: typeof payload.given_name === 'string' ? payload.given_name : '',
      last_name: typeof payload.family_name === 'string' ? payload.family_name : '',
    };
  } catch {
    return null;
  }
}

/** Checks a Facebook user access token was issued to this app, then reads the user's name and email. */
export async function verifyFacebookToken(
  accessToken: string,
  appId: string,
  appSecret: string,
): Promise<SocialProfile | null> {
  try {
    const debug = new URL('https://graph.facebook.com/debug_token');
    debug.search = new URLSearchParams({
      input_token: accessToken,
      access_token: `${appId}|${appSecret}`,
    }).toString();
    const check = (await (await fetch(debug)).json()) as { data?: { is_valid?: boolean; app_id?: string } };
    if (!check.data?.is_valid || check.data.app_id !== appId) return null;
    const me = new URL('https://graph.facebook.com/me');
    me.search = new URLSearchParams({
      fields: 'email,first_name,last_name',
      access_token: accessToken,
    }).toString();
    const profile = (await (await fetch(me)).json()) as {
      email?: string;
      first_name?: string;
      last_name?: string;
    };
    if (!profile.email) return null;
    return { email: profile.email, first_name: profile.first_name ?? '', last_name: profile.last_name ?? '' };
  } catch {
    return null;
  }
}
