import fs from 'node:fs';
import type { Locator } from '@playwright/test';
import { expect, type Page, test } from './fixtures.ts';
import { signIn } from './session.ts';

/**
 * Each screen downloads its own code (docs/decisions.md, "Route-level code splitting"), checked against the
 * manifest of the build under test: what Chromium fetches for a first visit is the entry, the common catalog, the
 * screen's lazy chunks with their imports and its features' catalogs, nothing of the other screens; and a screen whose code is slow to come
 * shows a page skeleton meanwhile, then itself.
 */

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
const manifest = JSON.parse(fs.readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
  string,
  ManifestChunk
>;

/** The files of the chunks `sources` name and of all they import statically. */
function chunksOf(...sources: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build has no chunk for ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return files;
}

const FIRST_VISIT = ['index.html', 'locales/es/common.po'];

/** The app's scripts the page fetches from now on, as dist/ paths (third-party sign-in scripts left out). */
function scriptsOf(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script' && pathname.startsWith('/assets/'))
      scripts.add(pathname.slice(1));
  });
  return scripts;
}

const PAGE_SKELETON = { name: 'Cargando la página' } as const;

test('the sign-in page downloads its own code and nothing of the signed-in screens', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Iniciar sesión', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const expected = chunksOf(...FIRST_VISIT, 'src/features/auth/LoginPage.tsx', 'locales/es/auth.po');
  // What the page imports on demand (the social sign-in, fetched once the form has drawn; the resend button) is
  // part of this page too, and not of its first download (issue 28).
  const afterTheForm = chunksOf(...(manifest['src/features/auth/LoginPage.tsx']!.dynamicImports ?? []));
  expect([...afterTheForm].filter((file) => !expected.has(file))).not.toEqual([]);
  expect([...scripts].filter((file) => !expected.has(file) && !afterTheForm.has(file))).toEqual([]);
  expect([...expected].filter((file) => !scripts.has(file))).toEqual([]);
  for (const other of [
    'src/routes/portalLayout.lazy.tsx',
    'src/features/dashboard/DashboardPage.tsx',
    'locales/es/dashboard.po',
  ]) {
    expect(scripts.has(manifest[other]!.file), `/login does not fetch ${other}`).toBe(false);
  }
});

test('the control panel brings the signed-in layout and its own page, and not the other screens', async ({
  page,
}) => {
  await signIn(page);
  const scripts = scriptsOf(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const source of [
    'src/routes/portalLayout.lazy.tsx',
    'src/features/dashboard/DashboardPage.tsx',
    'locales/es/dashboard.po',
  ]) {
    expect(scripts.has(manifest[source]!.file), `/dashboard fetches ${source}`).toBe(true);
  }
  for (const other of [
    'src/routes/products/myProducts.lazy.tsx',
    'src/routes/messages/messages.lazy.tsx',
    'src/routes/wizard/wizardStep.lazy.tsx',
    'src/features/auth/LoginPage.tsx',
    'locales/es/products.po',
    'locales/es/wizard.po',
    'locales/es/auth.po',
  ]) {
    expect(scripts.has(manifest[other]!.file), `/dashboard does not fetch ${other}`).toBe(false);
  }
});

/** Holds back the chunk of `source` until the returned function is called. */
async function holdChunk(page: Page, source: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/${manifest[source]!.file}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a first visit whose screen code is slow shows a page skeleton, then the screen', async ({ page }) => {
  const release = await holdChunk(page, 'src/routes/auth/forgotPassword.lazy.tsx');
  await page.goto('/forgot-password');
  await expect(page.getByRole('status', PAGE_SKELETON)).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Recuperar contraseña' })).toBeVisible();
  await expect(page.getByRole('status', PAGE_SKELETON)).toHaveCount(0);
});

test('going to a screen whose code is slow shows a page skeleton inside the shell, then the screen', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Iniciar sesión', exact: true })).toBeVisible();
  const release = await holdChunk(page, 'src/routes/auth/forgotPassword.lazy.tsx');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page.getByRole('status', PAGE_SKELETON)).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Recuperar contraseña' })).toBeVisible();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

/** A form field by its label as a person reads it (a required field's label ends with an asterisk). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

/** A new vacation rental of the demo provider, created on its first step; answers its id. */
async function newStay(page: Page): Promise<string> {
  await signIn(page, 'empresa@demo.gt');
  await page.goto('/vacation-rental/information?commission=1');
  await field(page, 'Tipo de propiedad').first().click();
  await page.getByRole('option', { name: 'Casa', exact: true }).click();
  await field(page, 'Nombre del alojamiento').fill(`Casa mapa ${Date.now()}`);
  await field(page, 'Título del anuncio').fill('Casa junto al lago');
  await field(page, 'Descripción').fill('Dos habitaciones y un muelle propio.');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(/\/vacation-rental\/location\/[^/?]+/);
  return /\/vacation-rental\/location\/([^/?]+)/.exec(page.url())![1]!;
}

const LOCATION_MAP = 'src/features/wizard/steps/LocationMap.tsx';
const MAP = { name: 'Mapa de la ubicación' } as const;
const MAP_SKELETON = { name: 'Cargando el mapa' } as const;
/** A 1×1 transparent PNG. */
const BLANK_TILE =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

test('the location step draws its form first, the map downloading behind a skeleton of its size', async ({
  page,
}) => {
  const id = await newStay(page);
  // Tiles that load (this machine does not reach the tile server): no "could not load the map" notice moves it.
  await page.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: Buffer.from(BLANK_TILE, 'base64') }),
  );
  const scripts = scriptsOf(page);
  const release = await holdChunk(page, LOCATION_MAP);
  await page.goto(`/vacation-rental/location/${id}`);
  const skeleton = page.getByRole('status', MAP_SKELETON);
  await expect(skeleton).toBeVisible();
  // The map's download starts by itself once the form has drawn (held above, so the skeleton stays meanwhile; the
  // browser's report of the request may come after the skeleton shows), and the form works meanwhile.
  await expect.poll(() => scripts.has(manifest[LOCATION_MAP]!.file)).toBe(true);
  await expect(skeleton).toBeVisible();
  await field(page, 'Dirección').fill('Calle Santander, zona 2');
  // Boxes measured once they can be: the form may draw again as what comes after the first draw arrives (the
  // selects' options), and an element being replaced has no box for that moment.
  const boxOf = async (element: Locator) => {
    let box: Awaited<ReturnType<Locator['boundingBox']>> = null;
    await expect.poll(async () => (box = await element.boundingBox())).not.toBeNull();
    return box;
  };
  const held = await boxOf(skeleton);
  const latitude = await boxOf(field(page, 'Latitud'));
  release();
  const map = page.getByRole('region', MAP);
  await expect(map).toBeVisible();
  await expect(page.getByRole('status', MAP_SKELETON)).toHaveCount(0);
  // No layout shift: the map takes the skeleton's box, and the fields below stay where they were.
  expect(await map.boundingBox()).toEqual(held);
  expect(await field(page, 'Latitud').boundingBox()).toEqual(latitude);
  await expect(field(page, 'Dirección')).toHaveValue('Calle Santander, zona 2');
});

test('a map that fails to download says so, keeps what was typed, and comes with a retry', async ({
  page,
}) => {
  const id = await newStay(page);
  const mapChunk = `**/${manifest[LOCATION_MAP]!.file}`;
  await page.route(mapChunk, (route) => route.abort());
  await page.goto(`/vacation-rental/location/${id}`);
  const failure = page.getByRole('alert').filter({ hasText: 'No se pudo descargar el mapa' });
  await expect(failure).toBeVisible();
  await field(page, 'Dirección').fill('Calle Santander, zona 2');
  await field(page, 'Latitud').fill('14.7409');
  await page.unroute(mapChunk);
  await failure.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('region', MAP)).toBeVisible();
  await expect(failure).toHaveCount(0);
  await expect(field(page, 'Dirección')).toHaveValue('Calle Santander, zona 2');
  await expect(field(page, 'Latitud')).toHaveValue('14.7409');
});

const DIALOG_BODIES = [
  'src/features/products/CommissionChangeForm.tsx',
  'src/features/products/DeleteProductConfirm.tsx',
  'src/features/products/StatusLegend.tsx',
];

test('my products fetches a dialog only when the person heads for it; focus goes in and comes back', async ({
  page,
}) => {
  await signIn(page);
  await page.addInitScript(() => localStorage.setItem('portal.productStatusLegendSeen', '1'));
  const scripts = scriptsOf(page);
  await page.goto('/my-products');
  const manage = page.getByRole('button', { name: /^Gestionar / }).first();
  await expect(manage).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const body of DIALOG_BODIES) {
    expect(scripts.has(manifest[body]!.file), `/my-products does not fetch ${body} yet`).toBe(false);
  }

  // Pointing at the manage button brings the delete dialog's code; the dialog then opens ready.
  await manage.hover();
  await expect.poll(() => scripts.has(manifest[DIALOG_BODIES[1]!]!.file)).toBe(true);
  await manage.click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  const deletion = page.getByRole('dialog', { name: 'Eliminar producto' });
  await expect(deletion.getByRole('button', { name: 'No' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(deletion).toHaveCount(0);
  await expect(manage).toBeFocused();

  // A slow download shows a spinner in the open dialog, focus already inside, then the legend.
  const release = await holdChunk(page, DIALOG_BODIES[2]!);
  const help = page.getByRole('button', { name: '¿Qué significa cada estado?' });
  await help.click();
  const legend = page.getByRole('dialog', { name: 'Estados de tus productos' });
  await expect(legend.getByRole('status', { name: 'Cargando' })).toBeVisible();
  expect(await legend.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  release();
  await legend.getByRole('button', { name: 'Entendido' }).click();
  await expect(legend).toHaveCount(0);
  await expect(help).toBeFocused();
});

test('a person who points at the manage button before its menu has come still gets the dialog code early', async ({
  page,
}) => {
  await signIn(page);
  await page.addInitScript(() => localStorage.setItem('portal.productStatusLegendSeen', '1'));
  const scripts = scriptsOf(page);
  const release = await holdChunk(page, 'src/features/products/ProductManageMenu.tsx');
  await page.goto('/my-products');
  const manage = page.getByRole('button', { name: /^Gestionar / }).first();
  // The stand-in is pointed at: the menu's code is held back until then.
  await manage.hover();
  release();
  await expect(manage).toHaveAttribute('aria-haspopup', 'menu');
  await expect.poll(() => scripts.has(manifest[DIALOG_BODIES[1]!]!.file)).toBe(true);
});

test('a control whose code comes late keeps the press: the manage menu opens when it is there', async ({
  page,
}) => {
  await signIn(page);
  await page.addInitScript(() => localStorage.setItem('portal.productStatusLegendSeen', '1'));
  const release = await holdChunk(page, 'src/features/products/ProductManageMenu.tsx');
  await page.goto('/my-products');
  const manage = page.getByRole('button', { name: /^Gestionar / }).first();
  await manage.click();
  await expect(manage).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('menu')).toHaveCount(0);
  release();
  await expect(page.getByRole('menuitem', { name: 'Eliminar' })).toBeVisible();
});

test('a select whose options come late is a field at once; a key pressed on it opens the options', async ({
  page,
}) => {
  await signIn(page, 'empresa@demo.gt');
  const release = await holdChunk(page, 'src/ui/LoadedSelect.tsx');
  await page.goto('/vacation-rental/information?commission=1');
  const type = field(page, 'Tipo de propiedad').first();
  await expect(type).toBeVisible();
  await type.focus();
  await page.keyboard.press('ArrowDown');
  await expect(type).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page.getByRole('option', { name: 'Casa', exact: true })).toBeVisible();
  await expect(field(page, 'Tipo de propiedad').first()).toBeFocused();
});
