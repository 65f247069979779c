import { fireEvent, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession, type Session, setSession } from '../../src/api/session.ts';
import { multimediaStep } from '../../src/features/wizard/steps/MultimediaStep.tsx';
import { pictureSizeOf } from '../../src/features/wizard/steps/multimediaSquareCrop.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import {
  FORM_ID,
  pngBytes,
  pngFile,
  readProduct,
  renderStep,
  requestsDuring,
  SAVED,
  stepRequest,
} from './closingStepsHarness.tsx';
import { expectButtonOpensPicker, withDropzoneStyles } from './filePickerHarness.ts';
import { createProduct, newProvider, uniqueName } from './productsHarness.tsx';

let session: Session;
beforeAll(async () => {
  session = await newProvider('galeria', { complete: false });
});
beforeEach(async () => {
  localStorage.clear();
  clearSession();
  setSession(session);
  await activateLanguage('es');
});

const galleryOf = async (id: string) =>
  unwrap(await api.GET('/api/accommodation/multimedia/{type}/{id}', { params: { path: { type: 1, id } } }));

const form = () => document.getElementById(FORM_ID)!;

/** The two file inputs: the main picture's and the gallery's. */
const inputs = () => ({
  main: screen.getByLabelText('Archivo de la foto principal') as HTMLInputElement,
  gallery: screen.getByLabelText('Archivos de la galería') as HTMLInputElement,
});

async function openGallery() {
  const id = await createProduct(uniqueName('Galería'));
  await renderStep(multimediaStep, stepRequest('multimedia', id));
  await screen.findByText('0 de 15 archivos, 11 recomendados');
  return id;
}

describe('multimedia step: the rules refuse before anything is sent', () => {
  it('refuses a picture over 1 MB, a file of the wrong type and a 16th file, and uploads none of them', async () => {
    const id = await openGallery();
    const user = userEvent.setup({ applyAccept: false });
    const sent = await requestsDuring(async () => {
      await user.upload(
        inputs().gallery,
        new File([new Uint8Array(1024 * 1024)], 'grande.png', { type: 'image/png' }),
      );
      expect(await within(form()).findByRole('alert')).toHaveTextContent(
        'El tamaño de la imagen no debe exceder 1 MB.',
      );

      await user.upload(inputs().gallery, new File(['texto'], 'notas.txt', { type: 'text/plain' }));
      expect(await within(form()).findByRole('alert')).toHaveTextContent(
        'Solo se permiten imágenes JPEG o PNG y videos MP4.',
      );

      await user.upload(inputs().main, new File(['texto'], 'notas.txt', { type: 'text/plain' }));
      expect(await within(form()).findByRole('alert')).toHaveTextContent(
        'Solo se permiten imágenes en formato JPEG o PNG.',
      );

      const sixteen = Array.from({ length: 16 }, (_, i) => pngFile(`foto-${i + 1}.png`));
      await user.upload(inputs().gallery, sixteen);
      expect(await within(form()).findByRole('alert')).toHaveTextContent(
        'Los videos deben pesar menos de 3 MB y la galería admite como máximo 15 archivos.',
      );
    });
    expect(sent).toEqual([]);
    expect(await galleryOf(id)).toEqual({ mainPicture: null, multimediaGallery: [] });
    expect(screen.getByText('0 de 15 archivos, 11 recomendados')).toBeInTheDocument();
  });

  it('asks for a square crop of a picture that is not square, and cancelling sends nothing', async () => {
    const id = await openGallery();
    const user = userEvent.setup();
    await user.upload(inputs().main, pngFile('apaisada.png', 8, 4));
    const dialog = await screen.findByRole('dialog', { name: 'Recortar imagen' });
    expect(within(dialog).getByRole('button', { name: 'Recortar y subir' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await galleryOf(id)).mainPicture).toBeNull();
  });
});

describe('multimedia step: which pictures need the square crop', () => {
  it('reads the size of a PNG and of a JPEG from their headers', () => {
    expect(pictureSizeOf(pngBytes(640, 480))).toEqual({ width: 640, height: 480 });
    // SOI, a JFIF APP0 segment, then a baseline frame header of 683 × 1024 pixels.
    const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0, 0, 1, 0, 1, 0, 0];
    const frame = [
      0xff, 0xc0, 0x00, 0x11, 0x08, 0x04, 0x00, 0x02, 0xab, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1,
    ];
    expect(pictureSizeOf(Uint8Array.from([0xff, 0xd8, ...app0, ...frame]))).toEqual({
      width: 683,
      height: 1024,
    });
    expect(pictureSizeOf(new TextEncoder().encode('no soy una imagen'))).toBeNull();
  });
});

describe('multimedia step: the buttons open the file picker', () => {
  let removeStyles = () => {};
  beforeEach(() => {
    removeStyles = withDropzoneStyles();
  });
  afterEach(() => removeStyles());

  it('opens the picker on a click, Enter and Space on "Elegir foto principal" and "Elegir archivos"', async () => {
    await openGallery();
    const user = userEvent.setup();
    await expectButtonOpensPicker(
      user,
      screen.getByRole('button', { name: 'Elegir foto principal' }),
      inputs().main,
    );
    await expectButtonOpensPicker(
      user,
      screen.getByRole('button', { name: 'Elegir archivos' }),
      inputs().gallery,
    );
  });

  it('takes a picture dropped on the text of the gallery zone, where the mouse is no longer ignored', async () => {
    const id = await openGallery();
    const file = pngFile('soltada.png');
    fireEvent.drop(screen.getByText(/^Arrastra fotos JPEG o PNG/), {
      dataTransfer: {
        files: [file],
        items: [{ kind: 'file', type: file.type, getAsFile: () => file }],
        types: ['Files'],
      },
    });
    expect(await screen.findByRole('img', { name: 'Foto 1 de la galería' })).toBeInTheDocument();
    await waitFor(async () => expect((await galleryOf(id)).multimediaGallery).toHaveLength(1));
  });
});

describe('multimedia step: uploads', () => {
  it('uploads a square PNG to the gallery: progress to 100, then a thumbnail, and a retry icon if it fails to load', async () => {
    const id = await openGallery();
    const user = userEvent.setup();
    await user.upload(inputs().gallery, pngFile('terraza.png'));

    const bar = await screen.findByRole('progressbar', { name: 'Progreso de la subida' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    const thumbnail = await screen.findByRole('img', { name: 'Foto 1 de la galería' });
    expect(screen.getByText('1 de 15 archivos, 11 recomendados')).toBeInTheDocument();
    await waitForElementToBeRemoved(() => screen.queryByRole('progressbar'), { timeout: 3000 });

    const stored = await galleryOf(id);
    expect(stored.multimediaGallery).toHaveLength(1);
    expect(thumbnail).toHaveAttribute('src', stored.multimediaGallery[0]!.url_photo);

    fireEvent.error(thumbnail);
    await user.click(await screen.findByRole('button', { name: 'Volver a cargar la foto 1' }));
    expect(await screen.findByRole('img', { name: 'Foto 1 de la galería' })).toHaveAttribute(
      'src',
      `${stored.multimediaGallery[0]!.url_photo}?retry=1`,
    );
  });

  it("shows the server's refusal of a file the rules let through", async () => {
    const id = await openGallery();
    const user = userEvent.setup();
    // Named and typed as a video, but its bytes are not one: only the server can tell.
    const sent = await requestsDuring(async () => {
      await user.upload(inputs().gallery, new File(['no soy un video'], 'clip.mp4', { type: 'video/mp4' }));
      expect(await within(form()).findByRole('alert')).toHaveTextContent(
        'Solo se permiten imágenes JPEG o PNG y videos MP4.',
      );
    });
    expect(sent).toEqual([`POST /api/accommodation/multimedia/1/${id}`]);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect((await galleryOf(id)).multimediaGallery).toEqual([]);
  });

  it('deletes a gallery item after a yes', async () => {
    const id = await openGallery();
    const user = userEvent.setup();
    await user.upload(inputs().gallery, [pngFile('uno.png'), pngFile('dos.png')]);
    await screen.findByText('2 de 15 archivos, 11 recomendados');
    const [first, second] = (await galleryOf(id)).multimediaGallery;

    await user.click(screen.getByRole('button', { name: 'Eliminar el archivo 1' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar este archivo de la galería?' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('2 de 15 archivos, 11 recomendados')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Eliminar el archivo 1' }));
    await user.click(await screen.findByRole('button', { name: 'Sí, eliminar' }));
    await screen.findByText('1 de 15 archivos, 11 recomendados');
    expect(screen.getByRole('img', { name: 'Foto 1 de la galería' })).toHaveAttribute(
      'src',
      second!.url_photo,
    );
    expect(screen.queryByRole('img', { name: 'Foto 2 de la galería' })).toBeNull();
    expect((await galleryOf(id)).multimediaGallery.map((item) => item._id)).toEqual([second!._id]);
    expect(first!._id).not.toBe(second!._id);
  });
});

describe('multimedia step: saving', () => {
  it('refuses to save without the main picture, then saves once it is uploaded', async () => {
    const id = await openGallery();
    const user = userEvent.setup();

    const sent = await requestsDuring(async () => {
      await user.click(screen.getByRole('button', { name: 'Siguiente' }));
      expect(await screen.findByText('Falta la foto principal')).toBeInTheDocument();
      expect(within(form()).getByRole('alert')).toHaveTextContent(
        'La galería necesita una foto principal: súbela antes de continuar.',
      );
    });
    expect(sent).toEqual([]);
    expect(screen.queryByText(SAVED)).toBeNull();

    await user.upload(inputs().main, pngFile('principal.png'));
    await screen.findByRole('img', { name: 'Foto principal' });
    expect(within(form()).queryByRole('alert')).toBeNull();
    // Asked while the bar still shows 100, the save goes once the upload machine is at rest again.
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText(SAVED, {}, { timeout: 4000 })).toBeInTheDocument();

    expect((await galleryOf(id)).mainPicture).not.toBeNull();
    expect((await readProduct(id)).step_validate.step6).toBe(true);
  });

  it("words the server's own refusal of a save without main picture as the catalogue does", async () => {
    const id = await createProduct(uniqueName('Galería'));
    await expect(multimediaStep.save(stepRequest('multimedia', id), {})).rejects.toMatchObject({
      status: 400,
      message: 'La galería necesita una foto principal: súbela antes de continuar.',
    });
    expect((await readProduct(id)).step_validate.step6).toBeFalsy();
  });
});
