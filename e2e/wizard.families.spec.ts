import { demoPicture } from '../server/db/demoPictures.ts';
import { DEMO_SCENES } from '../server/db/demoScenes.ts';
import { say } from './catalog.ts';
import { expect, type Page, test } from './fixtures.ts';
import { watch } from './pageWatch.ts';
import { switchOnAndApprove } from './publishing.ts';
import { signIn } from './session.ts';
import { field, pickOption } from './signup.ts';
import { uploadStepPhotos } from './wizardPhotos.ts';

/**
 * Issue 30's journeys in Spanish, in a real browser against the built app and the real server, by mouse and
 * keyboard: the demo company lists a restaurant through all its steps (three dishes with their pictures through the
 * visible button and the file chooser, two locations) and sends it to review, where the operator approves it; an
 * attraction whose Monday hours are copied to the whole week; a guide who charges by the hour and by the day.
 */

const s = (spanish: string, values?: Record<string, string | number>) => say('es', spanish, values);

const png = (scene: keyof typeof DEMO_SCENES, name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: demoPicture(DEMO_SCENES[scene]),
});

/** The wizard's main button: Next on every step but the last; the address then names the next step. */
async function next(page: Page, wizard: string, step: string) {
  await page.getByRole('button', { name: s('Siguiente') }).click();
  await expect(page).toHaveURL(new RegExp(`/${wizard}/${step}/`));
}

/** The product's id, from a step's address after the information step created it. */
const idOf = (page: Page) => new URL(page.url()).pathname.split('/').pop()!;

/** Monday from 08:00 to 17:00, copied to every day through the visible copy button; Sunday then closed. */
async function mondayForTheWeek(page: Page) {
  const monday = page.getByRole('group', { name: s('Lunes') });
  await monday.getByRole('combobox', { name: new RegExp(`^${s('Apertura')}`) }).selectOption('08:00');
  await monday.getByRole('combobox', { name: new RegExp(`^${s('Cierre')}`) }).selectOption('17:00');
  await monday.getByRole('button', { name: s('Copiar a otros días') }).click();
  const copy = page.getByRole('dialog', { name: s('Copiar el horario del lunes') });
  await expect(copy.getByRole('checkbox', { name: s('Todos los días') })).toBeChecked();
  await copy.getByRole('button', { name: s('Copiar'), exact: true }).click();
  await expect(copy).toBeHidden();
  for (const day of ['Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo']) {
    const group = page.getByRole('group', { name: s(day) });
    await expect(group.getByRole('combobox', { name: new RegExp(`^${s('Apertura')}`) })).toHaveValue('08:00');
    await expect(group.getByRole('combobox', { name: new RegExp(`^${s('Cierre')}`) })).toHaveValue('17:00');
  }
  // The kind is a segmented control: its visible label is what a person clicks.
  const sunday = page.getByRole('group', { name: s('Domingo') });
  await sunday.getByText(s('Cerrado'), { exact: true }).click();
  await expect(sunday.getByRole('radio', { name: s('Cerrado') })).toBeChecked();
}

/** One location typed into the location step's form (its point by coordinates), then added. */
async function addLocation(
  page: Page,
  place: { state: string; city: string; address: string; latitude: string; longitude: string },
) {
  await pickOption(page, s('País'), 'Guatemala');
  await pickOption(page, s('Departamento o estado'), place.state);
  await pickOption(page, s('Ciudad'), place.city);
  await field(page, s('Dirección')).fill(place.address);
  await field(page, s('Latitud')).fill(place.latitude);
  await field(page, s('Longitud')).fill(place.longitude);
  await page.getByRole('button', { name: s('Añadir ubicación') }).click();
  await expect(page.getByRole('listitem', { name: place.address })).toBeVisible();
}

/** One dish through the menu's dialog, its picture chosen through the visible button and the file chooser. */
async function addDish(
  page: Page,
  dish: {
    title: string;
    category: string;
    price: string;
    description: string;
    scene: keyof typeof DEMO_SCENES;
  },
) {
  await page.getByRole('button', { name: s('Agregar platillo') }).click();
  const dialog = page.getByRole('dialog', { name: s('Agregar platillo') });
  await field(page, s('Nombre del platillo')).fill(dish.title);
  await pickOption(page, s('Categoría'), dish.category);
  await field(page, s('Precio (USD)')).fill(dish.price);
  await field(page, s('Descripción')).fill(dish.description);
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: s('Elegir foto') }).click();
  await (await chooser).setFiles(png(dish.scene, `${dish.title}.png`));
  await expect(dialog.getByRole('img', { name: s('Foto de {title}', { title: dish.title }) })).toBeVisible();
  await dialog.getByRole('button', { name: s('Agregar al menú') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: dish.title })).toBeVisible();
}

test.beforeEach(async ({ page }) => signIn(page));

test('a restaurant with three dishes and two locations is sent to review and approved', async ({ page }) => {
  test.setTimeout(240_000);
  const { problems } = watch(page);
  const name = `Fonda del Arco ${Date.now() % 100_000}`;
  await page.goto('/gastronomy/information');

  // 1 information (creates the restaurant).
  await field(page, s('Nombre del restaurante')).fill(name);
  await field(page, s('Título del anuncio')).fill('Pepián y jocón junto al Arco');
  await field(page, s('Descripción')).fill('Cocina antigüeña de siempre en un patio colonial.');
  await next(page, 'gastronomy', 'location');

  // 2 two locations.
  await addLocation(page, {
    state: 'Sacatepéquez',
    city: 'Antigua Guatemala',
    address: '5a Avenida Norte 12',
    latitude: '14.5590',
    longitude: '-90.7330',
  });
  await page.getByRole('button', { name: s('Añadir otra ubicación') }).click();
  await addLocation(page, {
    state: 'Sacatepéquez',
    city: 'Antigua Guatemala',
    address: '3a Calle Poniente 7',
    latitude: '14.5575',
    longitude: '-90.7365',
  });
  await next(page, 'gastronomy', 'features');

  // 3 features.
  await page
    .getByRole('group', { name: new RegExp(`^${s('Cocina')}`) })
    .getByRole('checkbox', { name: 'Guatemalteca' })
    .check();
  await next(page, 'gastronomy', 'information-additional');

  // 4 additional information.
  await field(page, s('Capacidad (comensales sentados)')).fill('40');
  await page
    .getByRole('group', { name: new RegExp(`^${s('Idiomas')}`) })
    .getByRole('checkbox', { name: 'Español' })
    .check();
  await next(page, 'gastronomy', 'multimedia');

  // 5 multimedia, through the file chooser.
  await uploadStepPhotos(page);
  await next(page, 'gastronomy', 'schedule');

  // 6 opening hours: Monday's copied to the week, Sunday closed.
  await mondayForTheWeek(page);
  await next(page, 'gastronomy', 'menu');

  // 7 the menu: three dishes.
  await addDish(page, {
    title: 'Pepián de pollo',
    category: 'Platos fuertes',
    price: '9.50',
    description: 'Recado de semillas tostadas con arroz y tamalito.',
    scene: 'atitlanDay',
  });
  await addDish(page, {
    title: 'Jocón',
    category: 'Platos fuertes',
    price: '8.75',
    description: 'Pollo en salsa verde de miltomate y cilantro.',
    scene: 'rioDulce',
  });
  await addDish(page, {
    title: 'Rellenitos',
    category: 'Postres',
    price: '3.25',
    description: 'Plátano relleno de frijol dulce y chocolate.',
    scene: 'aguaSunset',
  });
  // The count is a plural message, which the e2e catalog reader does not format: its Spanish words.
  await expect(page.getByText('3 platillos en el menú')).toBeVisible();
  await next(page, 'gastronomy', 'recommendations');

  // 8 recommendations: every check.
  await page.getByLabel(s('Seleccionar todo')).check();
  await next(page, 'gastronomy', 'confirmation');

  await expect(
    page.getByRole('heading', { name: s('¡Felicidades! Tu restaurante está listo') }),
  ).toBeVisible();
  await expect(page.getByText(s('Completaste todos los pasos.'))).toBeVisible();
  await page.getByRole('button', { name: s('Finalizar') }).click();
  await expect(page).toHaveURL(/\/my-products/);

  const card = await switchOnAndApprove(page, name);
  await page.reload();
  await page.getByLabel(s('Buscar productos')).fill(name);
  await expect(card.getByText(s('Publicado'))).toBeVisible();
  expect(problems).toEqual([]);
});

test("an attraction's Monday hours are copied to the whole week", async ({ page }) => {
  test.setTimeout(120_000);
  const { problems } = watch(page);
  await page.goto('/attractions/information');
  await field(page, s('Nombre de la atracción')).fill(`Mariposario del lago ${Date.now() % 100_000}`);
  await field(page, s('Título del anuncio')).fill('Puentes colgantes y mariposas junto al lago');
  await field(page, s('Descripción')).fill('Senderos en el bosque nuboso sobre el Lago de Atitlán.');
  await next(page, 'attractions', 'information-additional');
  const id = idOf(page);

  // The schedule step, from the wizard's list of steps.
  await page.goto(`/attractions/schedule/${id}`);
  await mondayForTheWeek(page);
  await field(page, s('Adulto local')).fill('12.50');
  await field(page, s('Adulto extranjero')).fill('25');
  await next(page, 'attractions', 'service-rules');

  // Read back: the week as copied, Sunday closed.
  await page.goto(`/attractions/schedule/${id}?edit=true`);
  const friday = page.getByRole('group', { name: s('Viernes') });
  await expect(friday.getByRole('combobox', { name: new RegExp(`^${s('Apertura')}`) })).toHaveValue('08:00');
  await expect(friday.getByRole('combobox', { name: new RegExp(`^${s('Cierre')}`) })).toHaveValue('17:00');
  await expect(
    page.getByRole('group', { name: s('Domingo') }).getByRole('radio', { name: s('Cerrado') }),
  ).toBeChecked();
  expect(problems).toEqual([]);
});

test('a guide charges by the hour and by the day', async ({ page }) => {
  test.setTimeout(120_000);
  const { problems } = watch(page);
  await page.goto('/book-guide/information?commission=1');
  await field(page, s('Nombre del guía')).fill('Mateo Itzá');
  await field(page, s('Título del anuncio')).fill('Tikal al amanecer con un guía del Petén');
  await field(page, s('Descripción')).fill('Templos, aves y la historia maya contada por un guía de Flores.');
  await field(page, s('Edad')).fill('38');
  await field(page, s('Años de experiencia')).fill('15');
  await field(page, s('Zona de cobertura')).fill('Tikal, Yaxhá y Uaxactún');
  await next(page, 'book-guide', 'information-additional');
  const id = idOf(page);

  await page.goto(`/book-guide/price/${id}`);
  const charge = page.getByRole('radiogroup', {
    name: new RegExp(`^${s('¿Cómo cobras tus servicios?').replace('?', '\\?')}`),
  });
  await charge.getByRole('radio', { name: s('Por hora y por día') }).check();
  await field(page, s('Precio por hora (USD)')).fill('25');
  await field(page, s('Precio por día (USD)')).fill('160.50');
  await next(page, 'book-guide', 'multimedia');

  await page.goto(`/book-guide/price/${id}?edit=true`);
  await expect(
    page
      .getByRole('radiogroup', {
        name: new RegExp(`^${s('¿Cómo cobras tus servicios?').replace('?', '\\?')}`),
      })
      .getByRole('radio', { name: s('Por hora y por día') }),
  ).toBeChecked();
  await expect(field(page, s('Precio por hora (USD)'))).toHaveValue(/25/);
  await expect(field(page, s('Precio por día (USD)'))).toHaveValue(/160\.5/);
  expect(problems).toEqual([]);
});
