import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Temporal } from 'temporal-polyfill';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession, type Session, setSession } from '../../src/api/session.ts';
import { formatDate } from '../../src/i18n/dates.ts';
import { activateLanguage, regionalLocale } from '../../src/i18n/i18n.ts';
import { createProduct, installIntersectionObserver, newProvider, uniqueName } from './productsHarness.tsx';
import { renderApp } from './shellHarness.tsx';

/*
 * The special-prices screen against the real server (SPEC §2 /special-prices/{id}?type, §3, §5, §7 whole list):
 * a person creates, edits and deletes a stay's special prices; the form previews what the traveler pays the
 * first night with the server's basis, and that preview equals the server's own after the save; an overlap the
 * server refuses is told on the date field with what was typed kept.
 */

type Entry = { special_price_id: string; note: string; start_date: string; end_date: string; price: number };

let owner: Session;
let productId = '';
/** The server's today (UTC), the base of every date below. */
let serverToday = '';

const day = (offset: number) => Temporal.PlainDate.from(serverToday).add({ days: offset }).toString();
/** Dollars as text matchers read them: their normalizer turns the no-break space into a space. */
const money = (amount: number) =>
  new Intl.NumberFormat(regionalLocale('es'), { style: 'currency', currency: 'USD' })
    .format(amount)
    .replace(/\s+/g, ' ');

async function serverList(): Promise<Entry[]> {
  return unwrap(
    await api.GET('/api/accommodation/special-prices/{id}', {
      params: { path: { id: productId }, query: { language_code: 'es', product_type: 1 } },
    }),
  ).special_prices;
}

async function putList(list: Omit<Entry, 'special_price_id'>[]) {
  unwrap(
    await api.PUT('/api/accommodation/special-prices/{id}', {
      params: { path: { id: productId }, query: { language_code: 'es', product_type: 1 } },
      body: { special_prices: list.map((e) => ({ ...e, min_night: 1, discounts: false })) },
    }),
  );
}

async function serverNight(date: string) {
  return unwrap(
    await api.GET('/api/promotions-new/price-preview/{id}', {
      params: { path: { id: productId }, query: { start: date, days: 1 } },
    }),
  ).nights[0]!;
}

const field = (name: RegExp) => within(screen.getByRole('dialog')).getByLabelText(name);
/** How a person types a day: DD/MM/YYYY; the field writes it DD/MMM/YYYY once left. */
const typed = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const shown = (iso: string) => formatDate(iso, 'es');

async function fill(
  user: UserEvent,
  values: { note?: string; start?: string; end?: string; price?: string },
) {
  if (values.note !== undefined) {
    await user.clear(field(/^Nota/));
    await user.type(field(/^Nota/), values.note);
  }
  // The date fields' own code replaces their stand-ins.
  await within(screen.getByRole('dialog')).findAllByPlaceholderText('DD/MM/AAAA');
  if (values.start !== undefined) {
    await user.clear(field(/^Primera noche/));
    await user.type(field(/^Primera noche/), typed(values.start));
  }
  if (values.end !== undefined) {
    await user.clear(field(/^Última noche/));
    await user.type(field(/^Última noche/), typed(values.end));
  }
  if (values.price !== undefined) {
    await user.clear(field(/^Precio por noche/));
    await user.type(field(/^Precio por noche/), values.price);
  }
}

beforeAll(async () => {
  await activateLanguage('es');
  installIntersectionObserver();
  owner = await newProvider('precios-especiales', { complete: false });
});

beforeEach(async () => {
  setSession(owner);
  productId = await createProduct(uniqueName('Casa Especial'));
  unwrap(
    await api.PUT('/api/accommodation/price/{id}/{type}', {
      params: { path: { id: productId, type: 1 }, query: { language_code: 'es' } },
      body: {
        type_of_term: 0,
        min_night: 1,
        base_price: 100,
        weekend_price: 120,
        commission_model: 1,
        extra_fee: [],
      },
    }),
  );
  serverToday = unwrap(
    await api.GET('/api/promotions-new/price-preview/{id}', {
      params: { path: { id: productId }, query: { days: 1 } },
    }),
  ).today;
});
afterEach(() => clearSession());

describe('the special prices screen', () => {
  it('starts empty, then creates one whose preview is the server’s price for that night', async () => {
    // A discount already running on the product: the preview must include it.
    unwrap(
      await api.POST('/api/promotion-new', {
        body: {
          promotion_type: 2,
          start_date: day(1),
          end_date: day(30),
          percent_discount: 10,
          assigned_check: 1,
          product_id: productId,
          product_type: 1,
          title: 'Diez por ciento',
        },
      }),
    );
    const user = userEvent.setup();
    await renderApp(`/special-prices/${productId}?type=1`);
    expect(await screen.findByRole('heading', { name: 'Precios especiales', level: 1 })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: /^Casa Especial/ })).toBeVisible();
    expect(screen.getByText(`Precio base: ${money(100)}`, { exact: false })).toBeVisible();
    expect(screen.getByText('Aún no tienes precios especiales')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Agregar precio especial' }));
    expect(await screen.findByRole('dialog', { name: 'Nuevo precio especial' })).toBeVisible();
    await fill(user, { note: 'Feria del pueblo', start: day(5), end: day(7), price: '150' });
    await user.click(field(/^Admite descuentos/));
    const preview = await screen.findByTestId('special-price-preview');
    await waitFor(() => expect(within(preview).getByTestId('traveler-pays')).toBeInTheDocument());
    const shown = within(preview).getByTestId('traveler-pays').textContent?.replace(/\s+/g, ' ');

    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const item = await screen.findByRole('listitem', { name: 'Feria del pueblo' });
    expect(item).toHaveTextContent(`Del ${formatDate(day(5), 'es')} al ${formatDate(day(7), 'es')}`);
    expect(item).toHaveTextContent(`${money(150)} por noche`);
    expect(item).toHaveTextContent('Admite descuentos: sí');

    const stored = await serverList();
    expect(stored).toMatchObject([
      { note: 'Feria del pueblo', start_date: day(5), end_date: day(7), price: 150 },
    ]);
    const night = await serverNight(day(5));
    expect(night.source).toBe('special');
    expect(night.discount_percent).toBe(10);
    expect(shown).toBe(
      `El viajero paga ${money(night.traveler_pays!)} · Tú recibes ${money(night.you_receive!)}`,
    );
  });

  it('edits one entry and sends the others back with their ids', async () => {
    await putList([
      { note: 'Semana Santa', start_date: day(10), end_date: day(12), price: 200 },
      { note: 'Fin de año', start_date: day(20), end_date: day(21), price: 250 },
    ]);
    const before = await serverList();
    const user = userEvent.setup();
    await renderApp(`/special-prices/${productId}?type=1`);
    await user.click(await screen.findByRole('button', { name: 'Editar Semana Santa' }));
    expect(await screen.findByRole('dialog', { name: 'Editar precio especial' })).toBeVisible();
    expect(field(/^Nota/)).toHaveValue('Semana Santa');
    await fill(user, { price: '180', end: day(13) });
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('listitem', { name: 'Semana Santa' })).toHaveTextContent(
      `${money(180)} por noche`,
    );

    const after = await serverList();
    expect(after.map((e) => [e.special_price_id, e.note, e.end_date, e.price])).toEqual([
      [before[0]!.special_price_id, 'Semana Santa', day(13), 180],
      [before[1]!.special_price_id, 'Fin de año', day(21), 250],
    ]);
  });

  it('deletes one after a yes, and keeps it after a no', async () => {
    await putList([{ note: 'Carnaval', start_date: day(3), end_date: day(4), price: 90 }]);
    const user = userEvent.setup();
    await renderApp(`/special-prices/${productId}?type=1`);
    await user.click(await screen.findByRole('button', { name: 'Eliminar Carnaval' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar precio especial' });
    expect(dialog).toHaveTextContent('¿Quieres eliminar el precio especial «Carnaval»?');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await serverList()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Eliminar Carnaval' }));
    await user.click(await screen.findByRole('button', { name: 'Sí, eliminar' }));
    expect(await screen.findByText('Aún no tienes precios especiales')).toBeVisible();
    expect(await serverList()).toEqual([]);
  });

  it('shows an overlap the server refuses on the start date, keeping what was typed', async () => {
    await putList([{ note: 'Feria', start_date: day(10), end_date: day(15), price: 150 }]);
    const user = userEvent.setup();
    await renderApp(`/special-prices/${productId}?type=1`);
    await user.click(await screen.findByRole('button', { name: 'Agregar precio especial' }));
    await screen.findByRole('dialog', { name: 'Nuevo precio especial' });
    await fill(user, { note: 'Choca', start: day(14), end: day(16), price: '99' });
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Guardar' }));

    const start = field(/^Primera noche/);
    await waitFor(() => expect(start).toHaveAttribute('aria-invalid', 'true'));
    // The server's own message, under the field: the same list sent again is refused with it.
    const refused = await api.PUT('/api/accommodation/special-prices/{id}', {
      params: { path: { id: productId }, query: { language_code: 'es', product_type: 1 } },
      body: {
        special_prices: [
          {
            ...(await serverList())[0]!,
            product_type: undefined,
            product_id: undefined,
            language_code: undefined,
          },
          {
            note: 'Choca',
            start_date: day(14),
            end_date: day(16),
            price: 99,
            min_night: 1,
            discounts: false,
          },
        ],
      },
    });
    expect(refused.response.status).toBe(400);
    expect(refused.error?.field).toMatch(/^special_prices\.\d\.start_date$/);
    expect(start).toHaveAccessibleDescription(expect.stringContaining(refused.error!.message));
    expect(screen.queryByRole('dialog', { name: /Lo sentimos/ })).toBeNull();
    expect(field(/^Nota/)).toHaveValue('Choca');
    expect(start).toHaveValue(shown(day(14)));
    expect(field(/^Última noche/)).toHaveValue(shown(day(16)));
    expect(field(/^Precio por noche/)).toHaveValue('$ 99');
    expect((await serverList()).map((e) => e.note)).toEqual(['Feria']);

    // Moved past the other one, the same entry saves.
    await fill(user, { start: day(16) });
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await serverList()).map((e) => e.note)).toEqual(['Feria', 'Choca']);
  });

  it('checks the form before sending: required fields (SPEC §5) and the end on or after the start', async () => {
    const user = userEvent.setup();
    await renderApp(`/special-prices/${productId}?type=1`);
    await user.click(await screen.findByRole('button', { name: 'Agregar precio especial' }));
    await screen.findByRole('dialog', { name: 'Nuevo precio especial' });
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Guardar' }));
    for (const name of [/^Nota/, /^Primera noche/, /^Última noche/, /^Precio por noche/]) {
      expect(field(name)).toHaveAttribute('aria-invalid', 'true');
      expect(field(name)).toHaveAccessibleDescription(expect.stringContaining('Este campo es obligatorio'));
    }
    await fill(user, { note: 'Al revés', start: day(9), end: day(8), price: '80' });
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Guardar' }));
    // The last night's field takes no day before the first night, and names the first it takes.
    expect(field(/^Última noche/)).toHaveAccessibleDescription(
      `Elige el ${shown(day(9))} o una fecha posterior`,
    );
    // A first night moved past the last one: the form's own check says so.
    await fill(user, { start: day(8), end: day(8) });
    await fill(user, { start: day(10) });
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Guardar' }));
    expect(field(/^Última noche/)).toHaveAccessibleDescription(
      expect.stringContaining('La fecha final no puede ser anterior a la inicial'),
    );
    expect(await serverList()).toEqual([]);
  });

  it('shows the §8 warning modal when a save fails for another reason, and keeps what was typed', async () => {
    const user = userEvent.setup();
    await renderApp(`/special-prices/${productId}?type=1`);
    await user.click(await screen.findByRole('button', { name: 'Agregar precio especial' }));
    await screen.findByRole('dialog', { name: 'Nuevo precio especial' });
    await fill(user, { note: 'Sin producto', start: day(4), end: day(5), price: '70' });
    // The product goes away in another tab before the save: the server answers 404.
    unwrap(await api.DELETE('/api/accommodation/{id}', { params: { path: { id: productId } } }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Nuevo precio especial' })).getByRole('button', {
        name: 'Guardar',
      }),
    );
    const warning = await screen.findByRole('dialog', { name: 'Lo sentimos, algo salió mal' });
    expect(warning).toHaveTextContent('Tus datos siguen en el formulario.');
    await user.click(within(warning).getByRole('button', { name: 'Entendido' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Lo sentimos, algo salió mal' })).toBeNull(),
    );
    const form = screen.getByRole('dialog', { name: 'Nuevo precio especial' });
    expect(within(form).getByLabelText(/^Nota/)).toHaveValue('Sin producto');
    expect(within(form).getByLabelText(/^Primera noche/)).toHaveValue(shown(day(4)));
    expect(within(form).getByLabelText(/^Precio por noche/)).toHaveValue('$ 70');
  });

  it('says a product that is not the provider’s does not exist', async () => {
    await renderApp('/special-prices/00000000-0000-4000-8000-000000000000?type=1');
    expect(await screen.findByRole('heading', { name: 'El producto no existe' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver a mis productos' })).toHaveAttribute(
      'href',
      '/my-products',
    );
  });

  it('tells a product that is not a stay that it has no special prices', async () => {
    await renderApp(`/special-prices/${productId}?type=11`);
    expect(
      await screen.findByRole('heading', { name: 'Este producto no tiene precios especiales' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Agregar precio especial' })).toBeNull();
  });
});
