import { expect, type Page } from '@playwright/test';
import { demoPicture } from '../server/db/demoPictures.ts';
import { DEMO_SCENES } from '../server/db/demoScenes.ts';
import { say } from './catalog.ts';

const s = (spanish: string, values?: Record<string, string | number>) => say('es', spanish, values);

const png = (scene: keyof typeof DEMO_SCENES, name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: demoPicture(DEMO_SCENES[scene]),
});

/**
 * The multimedia step as a person fills it: a square main picture, then two gallery photos, each chosen through
 * the visible button and the browser's file chooser.
 */
export async function uploadStepPhotos(page: Page) {
  const mainChooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: s('Elegir foto principal') }).click();
  await (await mainChooser).setFiles(png('atitlanDay', 'principal.png'));
  await expect(page.getByRole('img', { name: s('Foto principal') })).toBeVisible();
  // The bar shows 100 for a moment, then hides; new files are taken once it is gone.
  await expect(page.getByLabel(s('Progreso de la subida'))).toHaveCount(0);
  const galleryChooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: s('Elegir archivos') }).click();
  await (await galleryChooser).setFiles([png('aguaSunset', 'a.png'), png('rioDulce', 'b.png')]);
  await expect(
    page.getByText(
      s('{total} de {MAX_GALLERY_FILES} archivos, {RECOMMENDED_GALLERY_PHOTOS} recomendados', {
        total: 2,
        MAX_GALLERY_FILES: 15,
        RECOMMENDED_GALLERY_PHOTOS: 11,
      }),
    ),
  ).toBeVisible();
}
