import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession, type Session, setSession } from '../../src/api/session.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { signedInNewAccount } from './authHarness.tsx';
import { pngFile } from './closingStepsHarness.tsx';
import { expectButtonOpensPicker, withDropzoneStyles } from './filePickerHarness.ts';
import { choose, renderWizardApp } from './wizardHarness.tsx';

// One provider for the file: each test makes its own restaurant.
let session: Session;
beforeAll(async () => {
  session = await signedInNewAccount('menu');
});
let removeStyles = () => {};
beforeEach(async () => {
  localStorage.clear();
  clearSession();
  setSession(session);
  await activateLanguage('es');
  removeStyles = withDropzoneStyles();
});
afterEach(() => {
  removeStyles();
  clearSession();
});

/** A restaurant (68) of the signed-in provider with its information step saved, through the API. */
async function createRestaurant(name: string): Promise<string> {
  const saved = unwrap(
    await api.POST('/api/food-establishment', {
      params: { query: { product_type: 68, language_code: 'es' } },
      body: {
        name,
        title: `${name}: cocina local`,
        description: 'Pepián y jocón a media cuadra del parque.',
      },
    }),
  );
  return saved._id;
}

const menuOf = async (id: string) =>
  unwrap(
    await api.GET('/api/food-establishment/menu/{id}', {
      params: { path: { id }, query: { language_code: 'es' } },
    }),
  );
const productOf = async (id: string) =>
  unwrap(await api.GET('/api/products/{id}', { params: { path: { id } } }));

const next = () => screen.getByRole('button', { name: 'Siguiente' });
const dialog = (name: string) => screen.findByRole('dialog', { name });
const pictureInput = () => screen.getByLabelText('Archivo de la foto del platillo') as HTMLInputElement;

type User = ReturnType<typeof userEvent.setup>;

/** A dish stored through the API, as the step's form sends it (multipart, with its picture). */
async function addDish(id: string, title: string, price: string, category = 'menu_category:main') {
  const text = { title, price, description: `${title}, como en casa.`, tb_gcm_ct_category: category };
  return unwrap(
    await api.POST('/api/food-establishment/menu/{id}', {
      params: { path: { id } },
      body: text,
      bodySerializer: () => {
        const form = new FormData();
        for (const [name, value] of Object.entries(text)) form.append(name, value);
        form.append('image', pngFile(`${title}.png`), `${title}.png`);
        return form;
      },
    }),
  ).item;
}

/** Types a dish into the open dialog; its picture is chosen through the file chooser. */
async function typeDish(
  user: User,
  dish: { title: string; category: string; price: string; description: string; picture: File },
) {
  const open = await dialog('Agregar platillo');
  await user.type(within(open).getByRole('textbox', { name: /^Nombre del platillo/ }), dish.title);
  await choose(user, /^Categoría/, dish.category);
  await user.type(within(open).getByRole('textbox', { name: /^Precio/ }), dish.price);
  await user.type(within(open).getByRole('textbox', { name: /^Descripción/ }), dish.description);
  await user.upload(pictureInput(), dish.picture);
  const title = dish.title;
  await within(open).findByRole('img', { name: `Foto de ${title}` });
  return open;
}

describe('the restaurant menu step', () => {
  it('goes on only with a dish, says why, and checks a dish before sending it', async () => {
    const id = await createRestaurant('Fonda Vacía');
    const { router } = await renderWizardApp(`/gastronomy/menu/${id}`);
    const user = userEvent.setup({ delay: null, applyAccept: false });

    // Without a dish the step does not go on, and says why.
    expect(await screen.findByText('Tu menú todavía no tiene platillos')).toBeVisible();
    expect(screen.getByText('0 platillos en el menú')).toBeVisible();
    await user.click(next());
    expect(await screen.findByRole('alert', { name: 'Falta el menú' })).toHaveTextContent(
      'Agrega al menos un platillo al menú para continuar.',
    );
    expect(screen.getByRole('button', { name: 'Agregar platillo' })).toHaveFocus();
    expect(router.state.location.pathname).toBe(`/gastronomy/menu/${id}`);

    // Every field is required, the picture too; a file that is not a JPEG or PNG under 1 MB is refused unsent.
    await user.click(screen.getByRole('button', { name: 'Agregar platillo' }));
    const open = await dialog('Agregar platillo');
    await user.click(within(open).getByRole('button', { name: 'Agregar al menú' }));
    expect(await within(open).findAllByText('Este campo es obligatorio')).toHaveLength(4);
    expect(within(open).getByText('Agrega una foto del platillo.')).toBeVisible();
    expect(within(open).getByRole('textbox', { name: /^Nombre del platillo/ })).toHaveFocus();
    await expectButtonOpensPicker(
      user,
      within(open).getByRole('button', { name: 'Elegir foto' }),
      pictureInput(),
    );
    await user.upload(pictureInput(), new File(['texto'], 'menu.txt', { type: 'text/plain' }));
    expect(await within(open).findByText('Solo se permiten imágenes en formato JPEG o PNG.')).toBeVisible();
    await user.upload(
      pictureInput(),
      new File([new Uint8Array(1024 * 1024)], 'enorme.png', { type: 'image/png' }),
    );
    expect(await within(open).findByText('El tamaño de la imagen no debe exceder 1 MB.')).toBeVisible();
    await user.type(within(open).getByRole('textbox', { name: /^Precio/ }), '1234567');
    await user.click(within(open).getByRole('button', { name: 'Agregar al menú' }));
    expect(await within(open).findByText('Escribe un número entre 0 y 999.999,99')).toBeVisible();
    await user.click(within(open).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await menuOf(id)).toEqual([]);
  });

  it('adds two dishes with their pictures through the visible button', async () => {
    const id = await createRestaurant('Fonda del Menú');
    await renderWizardApp(`/gastronomy/menu/${id}`);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('button', { name: 'Agregar platillo' }));
    let open = await typeDish(user, {
      title: 'Pepián de pollo',
      category: 'Platos fuertes',
      price: '9.5',
      description: 'Recado de pepitoria y chiles asados, con arroz.',
      picture: pngFile('pepian.png', 12, 8),
    });
    expect(within(open).getByText('15 de 25 caracteres')).toBeVisible();
    await user.click(within(open).getByRole('button', { name: 'Agregar al menú' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Pepián de pollo' })).toBeVisible();
    expect(screen.getByText('$9.50')).toBeVisible();
    expect(screen.getByText('Platos fuertes')).toBeVisible();
    expect(screen.getByText('1 platillo en el menú')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Foto de Pepián de pollo' })).toBeVisible();
    // The first dish completes the step on the server.
    expect((await productOf(id)).step_validate.step7).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Agregar platillo' }));
    open = await typeDish(user, {
      title: 'Chocolate caliente',
      category: 'Bebidas',
      price: '3',
      description: 'Chocolate de tablilla batido con agua.',
      picture: pngFile('chocolate.png', 6, 4),
    });
    await user.click(within(open).getByRole('button', { name: 'Agregar al menú' }));
    expect(await screen.findByRole('heading', { name: 'Chocolate caliente' })).toBeVisible();
    expect(screen.getByText('2 platillos en el menú')).toBeVisible();
    const [pepian, chocolate] = await menuOf(id);
    expect(pepian).toMatchObject({ title: 'Pepián de pollo', price: 9.5, category: 'menu_category:main' });
    expect(chocolate).toMatchObject({
      title: 'Chocolate caliente',
      price: 3,
      category: 'menu_category:drink',
    });
  });

  it('changes a price, starting from the stored dish and keeping its picture', async () => {
    const id = await createRestaurant('Fonda Precio');
    const pepian = await addDish(id, 'Pepián de pollo', '9.5');
    await renderWizardApp(`/gastronomy/menu/${id}`);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('button', { name: 'Editar Pepián de pollo' }));
    const edit = await dialog('Editar platillo');
    expect(within(edit).getByRole('textbox', { name: /^Nombre del platillo/ })).toHaveValue(
      'Pepián de pollo',
    );
    expect(within(edit).getByRole('textbox', { name: /^Descripción/ })).toHaveValue(
      'Pepián de pollo, como en casa.',
    );
    await waitFor(() =>
      expect(within(edit).getByRole('combobox', { name: /^Categoría/ })).toHaveValue('Platos fuertes'),
    );
    expect(within(edit).getByRole('img', { name: 'Foto de Pepián de pollo' })).toHaveAttribute(
      'src',
      pepian.mainPicture.url_photo,
    );
    expect(within(edit).getByRole('button', { name: 'Cambiar foto' })).toBeVisible();
    const price = within(edit).getByRole('textbox', { name: /^Precio/ });
    await user.clear(price);
    await user.type(price, '11.25');
    await user.click(within(edit).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('$11.25')).toBeVisible();
    const [edited] = await menuOf(id);
    expect(edited).toMatchObject({ _id: pepian._id, price: 11.25, title: 'Pepián de pollo' });
    expect(edited!.mainPicture.url_photo).toBe(pepian.mainPicture.url_photo);
  });

  it('saves the dish being typed, then leaves, when the provider chooses to save on leaving', async () => {
    const id = await createRestaurant('Fonda Salida');
    const { router } = await renderWizardApp(`/gastronomy/menu/${id}`);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Agregar platillo' }));
    await typeDish(user, {
      title: 'Rellenitos',
      category: 'Postres',
      price: '2.5',
      description: 'Plátano relleno de frijol con azúcar.',
      picture: pngFile('rellenitos.png'),
    });

    // As the browser's back button would: the wizard asks first.
    void router.navigate({ to: '/my-products' });
    const leave = await dialog('Tienes cambios sin guardar');
    await user.click(within(leave).getByRole('button', { name: 'Guardar y salir' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-products'));
    expect((await menuOf(id)).map((item) => item.title)).toEqual(['Rellenitos']);
    expect((await productOf(id)).step_validate.step7).toBe(true);
  });

  it('deletes a dish once asked, reads the menu back after a reload, and then goes on', async () => {
    const id = await createRestaurant('Fonda Borrado');
    await addDish(id, 'Pepián de pollo', '11.25');
    await addDish(id, 'Chocolate caliente', '3', 'menu_category:drink');
    const { unmount } = await renderWizardApp(`/gastronomy/menu/${id}`);
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByRole('heading', { name: 'Chocolate caliente' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Eliminar Chocolate caliente' }));
    const ask = await dialog('¿Eliminar este platillo del menú?');
    await user.click(within(ask).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await menuOf(id)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Eliminar Chocolate caliente' }));
    await user.click(
      within(await dialog('¿Eliminar este platillo del menú?')).getByRole('button', { name: 'Sí, eliminar' }),
    );
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Chocolate caliente' })).toBeNull());
    expect(screen.getByText('1 platillo en el menú')).toBeVisible();
    expect((await menuOf(id)).map((item) => item.title)).toEqual(['Pepián de pollo']);

    // Opened again, as after a reload: the stored menu is on screen; with it the step goes on.
    unmount();
    const again = await renderWizardApp(`/gastronomy/menu/${id}`);
    expect(await screen.findByRole('heading', { name: 'Pepián de pollo' })).toBeVisible();
    expect(screen.getByText('$11.25')).toBeVisible();
    expect(screen.getByText('Platos fuertes')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Chocolate caliente' })).toBeNull();
    await user.click(next());
    await waitFor(() =>
      expect(again.router.state.location.pathname).toBe(`/gastronomy/recommendations/${id}`),
    );
    expect((await productOf(id)).step_validate.step7).toBe(true);
  });

  it('keeps what was typed when the server refuses the picture, and shows its refusal on the picture', async () => {
    const id = await createRestaurant('Fonda Rechazo');
    await renderWizardApp(`/gastronomy/menu/${id}`);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Agregar platillo' }));
    // Named and typed as a PNG, it passes the checks before sending; the server reads its bytes.
    const fake = new File(['<html>no soy una imagen</html>'], 'falsa.png', { type: 'image/png' });
    const open = await typeDish(user, {
      title: 'Jocón',
      category: 'Platos fuertes',
      price: '8',
      description: 'Pollo en salsa verde de miltomate y cilantro.',
      picture: fake,
    });
    await user.click(within(open).getByRole('button', { name: 'Agregar al menú' }));
    expect(await within(open).findByText('Solo se permiten imágenes en formato JPEG o PNG.')).toBeVisible();
    expect(within(open).getByRole('textbox', { name: /^Nombre del platillo/ })).toHaveValue('Jocón');
    expect(within(open).getByRole('textbox', { name: /^Descripción/ })).toHaveValue(
      'Pollo en salsa verde de miltomate y cilantro.',
    );
    expect(await menuOf(id)).toEqual([]);

    // Another picture, and the same dish goes in.
    await user.upload(pictureInput(), pngFile('jocon.png'));
    await user.click(within(open).getByRole('button', { name: 'Agregar al menú' }));
    expect(await screen.findByRole('heading', { name: 'Jocón' })).toBeVisible();
    expect((await menuOf(id)).map((item) => item.price)).toEqual([8]);
  });
});
