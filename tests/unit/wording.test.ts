import { beforeAll, describe, expect, it } from 'vitest';
import { reservationState, travelersText } from '../../src/features/reservations/reservationWording.ts';
import { activateLanguage, i18n, loadCatalogs } from '../../src/i18n/i18n.ts';
import { charactersUsed } from '../../src/ui/characterCount.ts';
import { commissionOnNet } from '../../src/ui/commissionWording.ts';
import { refusalText, tooManyAttempts } from '../../src/ui/tooManyAttempts.ts';

// The reservations' wording is in their feature's catalog, loaded with each language from here on.
beforeAll(() => loadCatalogs(['reservations']));

/** Counts agree with their nouns, in the catalogs people read (issue 11). */
describe('counted words', () => {
  it.each([
    ['es', 1, 0, '1 adulto, 0 niños'],
    ['es', 2, 1, '2 adultos, 1 niño'],
    ['es', 3, 2, '3 adultos, 2 niños'],
    ['en', 1, 0, '1 adult, 0 children'],
    ['en', 2, 1, '2 adults, 1 child'],
    ['en', 1, 3, '1 adult, 3 children'],
  ] as const)('%s: %i adults and %i children read "%s"', async (language, adults, children, text) => {
    await activateLanguage(language);
    expect(i18n._(travelersText(adults, children))).toBe(text);
  });

  it.each([
    ['es', 0, 1, '0 de 1 carácter'],
    ['es', 12, 125, '12 de 125 caracteres'],
    ['en', 0, 1, '0 of 1 character'],
    ['en', 12, 125, '12 of 125 characters'],
  ] as const)('%s: %i used of %i reads "%s"', async (language, used, max, text) => {
    await activateLanguage(language);
    expect(i18n._(charactersUsed(used, max))).toBe(text);
  });

  it('names the commission’s base, the provider’s net', async () => {
    await activateLanguage('es');
    expect(i18n._(commissionOnNet(1))).toBe('Comisión de la plataforma: 10 % sobre tu neto');
    expect(i18n._(commissionOnNet(2))).toBe('Comisión de la plataforma: 15 % sobre tu neto');
    await activateLanguage('en');
    expect(i18n._(commissionOnNet(1))).toBe('Platform fee: 10 % of your net');
  });
});

/** A 429's wait, the same words wherever a limit refuses a call (src/ui/tooManyAttempts.ts). */
describe('how long to wait after too many attempts', () => {
  it.each([
    ['es', 1, 'Demasiados intentos. Inténtalo de nuevo en 1 segundo.'],
    ['es', 48, 'Demasiados intentos. Inténtalo de nuevo en 48 segundos.'],
    ['es', 119, 'Demasiados intentos. Inténtalo de nuevo en 119 segundos.'],
    ['es', 120, 'Demasiados intentos. Inténtalo de nuevo en 2 minutos.'],
    ['es', 121, 'Demasiados intentos. Inténtalo de nuevo en 3 minutos.'],
    ['es', 900, 'Demasiados intentos. Inténtalo de nuevo en 15 minutos.'],
    ['es', undefined, 'Demasiados intentos. Inténtalo de nuevo más tarde.'],
    ['en', 1, 'Too many attempts. Try again in 1 second.'],
    ['en', 90, 'Too many attempts. Try again in 90 seconds.'],
    ['en', 3500, 'Too many attempts. Try again in 59 minutes.'],
    ['en', undefined, 'Too many attempts. Try again later.'],
  ] as const)('%s: %s seconds read "%s"', async (language, retryAfter, text) => {
    await activateLanguage(language);
    expect(i18n._(tooManyAttempts({ retryAfter }))).toBe(text);
  });

  it("says the wait for a 429 and leaves any other refusal in the server's words", async () => {
    await activateLanguage('es');
    expect(
      refusalText({ status: 429, code: 'too_many_requests', message: 'Too many', retryAfter: 600 }),
    ).toBe('Demasiados intentos. Inténtalo de nuevo en 10 minutos.');
    expect(refusalText({ status: 404, code: 'not_found', message: 'The calendar feed does not exist' })).toBe(
      'The calendar feed does not exist',
    );
  });
});

describe('reservation state', () => {
  it('tells a provider’s rejection from a traveler’s cancellation', () => {
    expect(reservationState({ status: 0, cancelled_by: 'provider' })).toBe('rejected');
    expect(reservationState({ status: 0, cancelled_by: 'traveler' })).toBe('cancelled');
    expect(reservationState({ status: 1, cancelled_by: null })).toBe('pending');
    expect(reservationState({ status: 2, cancelled_by: null })).toBe('confirmed');
    expect(reservationState({ status: 3, cancelled_by: null })).toBe('completed');
  });
});

/**
 * Catalogs loaded together share one message table, so a Spanish text translated one way in one feature's catalog
 * and another way in another's would read as whichever loaded last. A text that must read differently gets a
 * context (`msgctxt`).
 */
describe('one English wording per Spanish text across the catalogs', () => {
  it('has no msgid translated two ways', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const entry = /(?:msgctxt "((?:[^"\\]|\\.)*)"\n)?msgid "((?:[^"\\]|\\.)+)"\nmsgstr "((?:[^"\\]|\\.)*)"/g;
    const wordings = new Map<string, Map<string, string>>();
    for (const file of readdirSync('locales/en')) {
      for (const [, context = '', id, text] of readFileSync(`locales/en/${file}`, 'utf8').matchAll(entry)) {
        const key = `${context}\u0004${id}`;
        const byText = wordings.get(key) ?? new Map<string, string>();
        byText.set(text!, file);
        wordings.set(key, byText);
      }
    }
    const twoWays = [...wordings]
      .filter(([, byText]) => byText.size > 1)
      .map(([key, byText]) => [key, [...byText]]);
    expect(twoWays).toEqual([]);
  });
});
