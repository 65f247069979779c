import { expect, type Locator, type Page } from '@playwright/test';

/** What the app's date fields (src/ui/DateField.tsx) look like to a person, for the browser specs. */

/** How a person types a day: DD/MM/YYYY. */
export const typed = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const REGIONAL = { es: 'es-GT', en: 'en-US' } as const;

/** The month of a day as the field writes it in a language: Dic, Dec, Sep. */
export function monthName(iso: string, language: 'es' | 'en') {
  const name = new Intl.DateTimeFormat(REGIONAL[language], { month: 'short', timeZone: 'UTC' })
    .format(new Date(`${iso}T00:00:00Z`))
    .replace('.', '');
  return name.charAt(0).toUpperCase() + name.slice(1, 3);
}

/** How the field writes a day (SPEC §9, DD/MMM/YYYY): 24/Dic/2026, 24/Dec/2026. */
export const shown = (iso: string, language: 'es' | 'en') =>
  `${iso.slice(8, 10)}/${monthName(iso, language)}/${iso.slice(0, 4)}`;

/** The calendar under a date field (there is one at a time). */
export const datePopup = (page: Page) => page.locator('[data-dates-dropdown]');

const MONTHS = {
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

/**
 * Picks a day in the calendar under a field as a person does: a click on the field opens it, "next month" until
 * the day shows, a click on the day (named "24 diciembre 2026" / "24 December 2026"); the calendar closes.
 */
export async function pickDay(page: Page, field: Locator, iso: string, language: 'es' | 'en') {
  await field.click();
  const popup = datePopup(page);
  // One calendar at a time (another one still fading out is let go first).
  await expect(popup).toHaveCount(1);
  const name = `${Number(iso.slice(8, 10))} ${MONTHS[language][Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
  const day = popup.getByRole('button', { name, exact: true });
  for (let step = 0; step < 12 && (await day.count()) === 0; step++) {
    await popup.getByRole('button', { name: language === 'es' ? 'Mes siguiente' : 'Next month' }).click();
  }
  await day.click();
  await expect(popup).toHaveCount(0);
}
