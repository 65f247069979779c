import { say } from './catalog.ts';
import { expect, type Locator, type Page, test } from './fixtures.ts';
import { switchOnAndApprove } from './publishing.ts';
import { signIn } from './session.ts';
import { field, pickOption, watchErrors } from './signup.ts';
import { uploadStepPhotos } from './wizardPhotos.ts';

/**
 * Issue 16's journey in Spanish, in a real browser against the built app and the real server: the demo provider
 * creates a 3-day tourist package through all 13 steps, starting from its card on Add product, publishes it (in
 * revision); the operator approves it from the review queue; the provider then sees it published.
 */

const s = (spanish: string, values?: Record<string, string | number>) => say('es', spanish, values);

/** The wizard's main button: Next on every step but the last. */
async function next(page: Page, step: string) {
  await page.getByRole('button', { name: s('Siguiente') }).click();
  await expect(page).toHaveURL(new RegExp(`/tourist-package/${step}/`));
}

/** Picks a time on a day's 12-hour selector (hour, minutes, AM/PM), each by its labelled combobox. */
async function pickTime(day: Locator, label: string, [hour, minute, meridiem]: string[]) {
  for (const [piece, option] of [
    ['hora', hour],
    ['minutos', minute],
    ['AM/PM', meridiem],
  ] as const) {
    await day.getByRole('combobox', { name: `${label}: ${piece}` }).selectOption(option!);
  }
}

test('a provider lists a 3-day tourist package through every step, and the operator publishes it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const errors = watchErrors(page);
  const name = `Paquete E2E ${Date.now()}`;
  await signIn(page, 'empresa@demo.gt');
  // The status legend opens by itself on a first visit of My products; this provider has read it.
  await page.addInitScript(() => localStorage.setItem('portal.productStatusLegendSeen', '1'));

  // Add product → Packages → tourist package → commission model 1.
  await page.goto('/add-products');
  const packages = page.getByRole('region', { name: s('Paquetes') });
  await packages.getByRole('button', { name: new RegExp(s('Paquete turístico')) }).click();
  const commission = page.getByRole('dialog', { name: s('Tipo de comisión') });
  await expect(commission).toBeVisible();
  await commission.getByRole('radio').first().check();
  await commission.getByRole('button', { name: s('Continuar') }).click();
  await expect(page).toHaveURL(/\/tourist-package\/information\?commission=1/);

  // 1 information (creates the product).
  await field(page, s('Nombre de la experiencia')).fill(name);
  await field(page, s('Título del anuncio')).fill('Tres días entre Antigua, Atitlán y Chichicastenango');
  await field(page, s('Descripción')).fill('Transporte, guía y hospedaje incluidos en un solo viaje.');
  await next(page, 'information-additional');

  // 2 additional information: capacity, notice, category, difficulty, suited to, languages.
  await field(page, s('Capacidad por salida')).fill('12');
  await pickFirstOption(page, s('Categoría'));
  await pickFirstOption(page, s('Dificultad'));
  await pickFirstOption(page, s('Ideal para'));
  await page.keyboard.press('Escape');
  await pickFirstOption(page, s('Idiomas del tour'));
  await page.keyboard.press('Escape');
  await next(page, 'location');

  // 3 location.
  await pickOption(page, s('País'), 'Guatemala');
  await pickOption(page, s('Departamento o estado'), 'Sacatepéquez');
  await pickOption(page, s('Ciudad'), 'Antigua Guatemala');
  await field(page, s('Dirección')).fill('5a Avenida Norte, Arco de Santa Catalina');
  await field(page, s('Latitud')).fill('14.5586');
  await field(page, s('Longitud')).fill('-90.7295');
  await next(page, 'bring-additional');

  // 4 what to bring, what you will see: typed and added by Enter.
  const bring = page.getByRole('group', { name: s('Qué llevar') });
  await bring.getByRole('textbox', { name: s('Agregar a Qué llevar') }).fill('Chaqueta');
  await page.keyboard.press('Enter');
  await expect(bring.getByText('Chaqueta')).toBeVisible();
  const see = page.getByRole('group', { name: s('Qué verás') });
  await see.getByRole('textbox', { name: s('Agregar a Qué verás') }).fill('Lago de Atitlán');
  await see.getByRole('button', { name: s('Agregar a Qué verás') }).click();
  await expect(see.getByText('Lago de Atitlán')).toBeVisible();
  await next(page, 'multimedia');

  // 5 multimedia: a square main picture and two gallery photos, through the file chooser.
  await uploadStepPhotos(page);
  await next(page, 'availability');

  // 6 availability: all year, every day (the default).
  await expect(page.getByRole('checkbox', { name: s('Todos los días') })).toBeChecked();
  await next(page, 'itinerary');

  // 7 itinerary: 3 days, an activity on each.
  await page.getByRole('radio', { name: s('Varios días') }).check();
  const days = field(page, s('Cantidad de días'));
  await days.fill('3');
  await expect(page.getByRole('region', { name: /^Día \d$/ })).toHaveCount(3);
  const activities = [
    ['Caminata por Antigua', ['09', '00', 'AM']],
    ['Lancha a San Juan La Laguna', ['08', '30', 'AM']],
    ['Mercado de Chichicastenango', ['10', '15', 'AM']],
  ] as const;
  for (const [index, [activity, time]] of activities.entries()) {
    const day = page.getByRole('region', { name: `Día ${index + 1}` });
    await day.getByRole('textbox', { name: s('Nueva actividad') }).fill(activity);
    await pickTime(day, s('Hora de la actividad'), [...time]);
    await day.getByRole('button', { name: s('Agregar actividad') }).click();
    await expect(day.getByText(activity)).toBeVisible();
  }
  await next(page, 'cancellation-policy');

  // 8 cancellation policy: moderate.
  await page.getByRole('radio', { name: 'Moderada' }).check();
  await field(page, s('Porcentaje de reembolso')).fill('50');
  await next(page, 'prices');

  // 9 prices: private, adult and child.
  await expect(page.getByRole('radio', { name: s('Privado') })).toBeChecked();
  await field(page, s('Precio por adulto')).fill('450');
  await field(page, s('Precio por niño')).fill('300');
  await next(page, 'service-rules');

  // 10 service rules.
  await field(page, s('Nueva regla')).fill('Puntualidad en cada salida.');
  await page.getByRole('button', { name: s('Agregar regla') }).click();
  await next(page, 'advertising-channels');

  // 11 advertising channels.
  await page.getByLabel('Instagram').check();
  await next(page, 'recommendations');

  // 12 recommendations: every check.
  await page.getByLabel(s('Seleccionar todo')).check();
  await next(page, 'confirmation');

  // 13 confirmation: 100 %.
  await expect(page.getByText(s('Completaste todos los pasos.'))).toBeVisible();
  await page.getByRole('button', { name: s('Finalizar') }).click();
  await expect(page).toHaveURL(/\/my-products/);

  // My products: switched on (in revision), then approved by the operator from the review queue.
  const card = await switchOnAndApprove(page, name);

  // The provider sees it published.
  await expect(card.getByText(s('Publicado'))).toBeVisible();
  await expect(card.getByText(s('En revisión'))).toHaveCount(0);
  expect(errors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
});

/** Opens a labelled select from the keyboard and takes its first option (catalogues come from the server). */
async function pickFirstOption(page: Page, label: string) {
  await page.getByRole('combobox', { name: label }).focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option').first().click();
}
