import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
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
  const expected = chunksOf(...FIRST_VISIT, 'src/routes/auth/login.lazy.tsx', 'locales/es/auth.po');
  expect([...scripts].filter((file) => !expected.has(file))).toEqual([]);
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
    'src/routes/auth/login.lazy.tsx',
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
