import { expect, type Page } from '@playwright/test';

const sessions = new Map<string, { token: string; user: unknown }>();

/** Signs in through the real API once per account and hands the session to the page like the app stores it. */
export async function signIn(page: Page, email = 'empresa@demo.gt', password = 'Demo1234') {
  let session = sessions.get(email);
  if (!session) {
    const response = await page.request.post('/users/login', { data: { email, password } });
    expect(response.ok()).toBe(true);
    const body = await response.json();
    session = { token: body.token, user: body.user };
    sessions.set(email, session);
  }
  await page.addInitScript((value) => localStorage.setItem('portal.session', value), JSON.stringify(session));
}
