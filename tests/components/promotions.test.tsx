import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Temporal } from 'temporal-polyfill';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from '../../server/db/demoProducts.ts';
import { DEMO_TOURS } from '../../server/db/demoTours.ts';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession, type Session, setSession } from '../../src/api/session.ts';
import { formatDate, today } from '../../src/i18n/dates.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { fileCast } from './demoCastHarness.ts';
import { installIntersectionObserver, legendSeen, newProvider } from './productsHarness.tsx';
import { renderApp, signInAs } from './shellHarness.tsx';

/*
 * /promote, /offers and /increases against the real server, as the demo company (its stays have prices) and
 * as a new provider without products. Every change is made through the screens; the server is read to check.
 */

const cast = () => fileCast();
const stays = DEMO_PRODUCTS.filter((p) => p.status !== 'hidden' && p.type === 1);
const stay = (index: number) => ({ id: cast().product(stays[index]!.id), name: stays[index]!.name });

const day = (offset: number) => Temporal.PlainDate.from(today()).add({ days: offset }).toString();
/** How a person types a day: DD/MM/YYYY. */
const typed = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

let company: Session;
let fresh: Session;

beforeAll(async () => {
  await activateLanguage('es');
  installIntersectionObserver();
  fresh = await newProvider('promociones', { complete: false });
  company = await signInAs(cast().company);
  clearSession();
});
afterEach(() => clearSession());

const dialog = (name: string | RegExp) => screen.findByRole('dialog', { name });
/** The promotion modal, once its form (downloaded with it) is there. */
async function formDialog(name: 'Crear promoción' | 'Editar promoción') {
  const found = await dialog(name);
  await within(found).findByRole('button', { name: 'Guardar promoción' });
  return found;
}
const card = (title: string) => screen.findByRole('article', { name: title });

async function serverPromotions(type: 1 | 2 | 3 | 4) {
  return unwrap(await api.GET('/api/promotions', { params: { query: { promotion_type: type } } })).data;
}

async function typeDate(user: UserEvent, field: HTMLElement, iso: string) {
  await user.clear(field);
  await user.type(field, typed(iso));
  await user.tab();
}

/** Fills the create form of the open dialog: title, dates and a choice of discount. */
async function fillPromotion(
  user: UserEvent,
  form: HTMLElement,
  { title, start, end, choice }: { title: string; start: string; end: string; choice: string },
) {
  await user.type(within(form).getByRole('textbox', { name: 'Título' }), title);
  // The date fields' own code replaces their stand-ins.
  await within(form).findAllByPlaceholderText('DD/MM/AAAA');
  await typeDate(user, within(form).getByRole('textbox', { name: /^Fecha de inicio/ }), start);
  await typeDate(user, within(form).getByRole('textbox', { name: /^Fecha de fin/ }), end);
  await user.click(within(form).getByRole('radio', { name: choice }));
}

describe('/promote', () => {
  it('shows each tab, its empty state, and keeps the tab in the address', async () => {
    setSession(fresh);
    const user = userEvent.setup();
    const { router } = await renderApp('/promote');
    expect(await screen.findByRole('heading', { name: 'Promociones', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Ofertas de última hora' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('Aún no tienes ofertas de última hora')).toBeInTheDocument();
    for (const [tab, empty, number] of [
      ['Descuentos', 'Aún no tienes descuentos', 2],
      ['Fechas especiales', 'Aún no tienes promociones de fechas especiales', 3],
      ['Recargos', 'Aún no tienes recargos', 4],
    ] as const) {
      await user.click(screen.getByRole('tab', { name: tab }));
      expect(await screen.findByText(empty)).toBeInTheDocument();
      expect(router.state.location.search).toEqual({ tab: number });
    }
    // The how-it-works modal explains the rule of the price.
    await user.click(screen.getByRole('button', { name: '¿Cómo funciona?' }));
    const help = await dialog('¿Cómo funcionan las promociones?');
    expect(within(help).getByText(/solo se aplica el mayor/)).toBeInTheDocument();
    expect(within(help).getByText(/incluyen la comisión/)).toBeInTheDocument();
    await user.click(within(help).getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens on the tab the address names', async () => {
    setSession(fresh);
    await renderApp('/promote?tab=4');
    expect(await screen.findByRole('tab', { name: 'Recargos' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Aún no tienes recargos')).toBeInTheDocument();
  });

  it('tells a provider without products where to add one', async () => {
    setSession(fresh);
    const user = userEvent.setup();
    const created = unwrap(
      await api.POST('/api/promotion-new', {
        body: {
          promotion_type: 2,
          start_date: day(3),
          end_date: day(6),
          percent_discount: 5,
          assigned_check: 1,
          title: 'Sin productos',
        },
      }),
    );
    await renderApp('/promote?tab=2');
    const promotion = await card('Sin productos');
    expect(within(promotion).getByText('Sin productos asignados')).toBeInTheDocument();
    await user.click(within(promotion).getByRole('button', { name: 'Asignar productos' }));
    const assign = await dialog('Asignar productos: Sin productos');
    expect(
      await within(assign).findByText('Aún no tienes productos a los que aplicar promociones'),
    ).toBeInTheDocument();
    expect(within(assign).getByRole('link', { name: 'Añadir un producto' })).toHaveAttribute(
      'href',
      '/add-products',
    );
    unwrap(await api.DELETE('/api/promotion-new/{id}', { params: { path: { id: created.promotion_id } } }));
  });

  it('creates, assigns, edits and deletes a discount', async () => {
    setSession(company);
    const user = userEvent.setup();
    const title = `Descuento ${Date.now().toString(36)}`;
    await renderApp('/promote?tab=2');
    await screen.findByRole('tab', { name: 'Descuentos', selected: true });
    await user.click(screen.getByRole('button', { name: 'Crear promoción' }));
    const form = await formDialog('Crear promoción');
    // The tab's type is chosen already.
    expect(within(form).getByRole('combobox', { name: /^Tipo de promoción/ })).toHaveValue('Descuento');
    expect(within(form).queryByRole('textbox', { name: /^Mostrar desde/ })).not.toBeInTheDocument();
    expect(within(form).queryByRole('combobox', { name: /^Temporada especial/ })).not.toBeInTheDocument();
    await fillPromotion(user, form, { title, start: day(7), end: day(13), choice: '−20 %' });
    expect(within(form).getByRole('textbox', { name: /^Porcentaje de descuento/ })).toHaveValue('20 %');
    await user.click(within(form).getByRole('button', { name: 'Guardar promoción' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const created = await card(title);
    expect(within(created).getByText('−20 %')).toBeInTheDocument();
    expect(within(created).getByText('Activa')).toBeInTheDocument();
    expect(within(created).getByText('Sin productos asignados')).toBeInTheDocument();
    const stored = (await serverPromotions(2)).find((p) => p.title === title);
    expect(stored).toMatchObject({
      percent_discount: 20,
      assigned_check: 1,
      availability: { start_date: day(7), end_date: day(13), min_days: 1 },
    });

    // Assign: the filter narrows the list, select-all takes the filtered products, one unticked is partial.
    await user.click(within(created).getByRole('button', { name: 'Asignar productos' }));
    const assign = await dialog(`Asignar productos: ${title}`);
    await within(assign).findByRole('checkbox', { name: 'Seleccionar todo' });
    // The demo company's hotel's rooms, each named with the hotel (server/db/demoHotels.ts); no stay is among them.
    await user.click(within(assign).getByRole('radio', { name: 'Hoteles y hostales' }));
    expect(within(assign).getAllByText(/^Hotel Casa del Arco · /).length).toBeGreaterThanOrEqual(3);
    expect(within(assign).queryByText(new RegExp(stay(0).name))).not.toBeInTheDocument();
    await user.click(within(assign).getByRole('radio', { name: 'Alquileres vacacionales' }));
    const all = within(assign).getByRole('checkbox', { name: 'Seleccionar todo' });
    expect(all).not.toBeChecked();
    await user.click(all);
    const boxes = within(assign)
      .getAllByRole('checkbox')
      .filter((box) => box !== all);
    expect(boxes.length).toBeGreaterThanOrEqual(2);
    for (const box of boxes) expect(box).toBeChecked();
    // Keep only the two stays of type 1.
    for (const box of boxes) {
      const name = box.closest('li')?.textContent ?? '';
      if (!name.includes(stay(0).name) && !name.includes(stay(1).name)) await user.click(box);
    }
    if (boxes.length > 2) expect(all).toBePartiallyChecked();
    await user.click(within(assign).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const assigned = await card(title);
    await waitFor(() => expect(within(assigned).getByText(/^Productos: /)).toHaveTextContent(stay(0).name));
    expect(within(assigned).getByText(/^Productos: /)).toHaveTextContent(stay(1).name);
    const groups = unwrap(
      await api.GET('/api/promotionproducts/{id}', { params: { path: { id: stored!.promotion_id } } }),
    );
    expect(
      groups.vacations
        .filter((p) => p.assigned)
        .map((p) => p._id)
        .sort(),
    ).toEqual([stay(0).id, stay(1).id].sort());

    // Edit: the preview prices the first night for each assigned stay; a new percent is saved.
    await user.click(within(assigned).getByRole('button', { name: 'Editar' }));
    const edit = await formDialog('Editar promoción');
    expect(within(edit).getByRole('textbox', { name: 'Título' })).toHaveValue(title);
    const preview = within(edit).getByRole('region', { name: 'Lo que paga el viajero' });
    await waitFor(() => expect(within(preview).getAllByTestId('traveler-pays')).toHaveLength(2));
    expect(within(preview).getByText(stay(0).name)).toBeInTheDocument();
    const before = within(preview).getAllByTestId('traveler-pays')[0]!.textContent;
    await user.click(within(edit).getByRole('radio', { name: '−10 %' }));
    await waitFor(() =>
      expect(within(preview).getAllByTestId('traveler-pays')[0]!.textContent).not.toBe(before),
    );
    await user.click(within(edit).getByRole('button', { name: 'Guardar promoción' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(async () => expect(within(await card(title)).getByText('−10 %')).toBeInTheDocument());
    expect((await serverPromotions(2)).find((p) => p.title === title)?.percent_discount).toBe(10);

    // Delete: "no" keeps it, "yes" removes it.
    await user.click(within(await card(title)).getByRole('button', { name: 'Eliminar' }));
    let confirm = await dialog('¿Eliminar esta promoción?');
    await user.click(within(confirm).getByRole('button', { name: 'No, conservarla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await card(title)).toBeInTheDocument();
    await user.click(within(await card(title)).getByRole('button', { name: 'Eliminar' }));
    confirm = await dialog('¿Eliminar esta promoción?');
    await user.click(within(confirm).getByRole('button', { name: 'Sí, eliminar' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: title })).not.toBeInTheDocument());
    expect((await serverPromotions(2)).some((p) => p.title === title)).toBe(false);
  });

  it('keeps what was typed when the server refuses the save', async () => {
    setSession(company);
    const user = userEvent.setup();
    const title = `Rechazada ${Date.now().toString(36)}`;
    const created = unwrap(
      await api.POST('/api/promotion-new', {
        body: {
          promotion_type: 1,
          start_date: day(2),
          end_date: day(5),
          percent_discount: 15,
          assigned_check: 1,
          title,
          min_days: 2,
        },
      }),
    );
    await renderApp('/promote?tab=1');
    await user.click(within(await card(title)).getByRole('button', { name: 'Editar' }));
    const form = await formDialog('Editar promoción');
    expect(within(form).getByRole('textbox', { name: /^Noches mínimas/ })).toHaveValue('2');
    // Another session deletes the promotion while the form is open: the save is refused (404).
    unwrap(await api.DELETE('/api/promotion-new/{id}', { params: { path: { id: created.promotion_id } } }));
    const field = within(form).getByRole('textbox', { name: 'Título' });
    await user.clear(field);
    await user.type(field, `${title} cambiada`);
    await user.click(within(form).getByRole('radio', { name: 'Programada' }));
    await within(form).findAllByPlaceholderText('DD/MM/AAAA');
    await typeDate(user, within(form).getByRole('textbox', { name: /^Mostrar desde/ }), day(1));
    await user.click(within(form).getByRole('button', { name: 'Guardar promoción' }));
    const failure = await dialog(/Lo sentimos, algo salió mal/);
    expect(
      within(failure).getByText('Tus datos siguen en el formulario. Revísalos e inténtalo de nuevo.'),
    ).toBeInTheDocument();
    await user.click(within(failure).getByRole('button', { name: 'Entendido' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /Lo sentimos/ })).not.toBeInTheDocument(),
    );
    expect(within(form).getByRole('textbox', { name: 'Título' })).toHaveValue(`${title} cambiada`);
    expect(within(form).getByRole('radio', { name: 'Programada' })).toBeChecked();
    expect(within(form).getByRole('textbox', { name: /^Mostrar desde/ })).toHaveValue(
      formatDate(day(1), 'es'),
    );
    expect(within(form).getByRole('textbox', { name: /^Fecha de inicio/ })).toHaveValue(
      formatDate(day(2), 'es'),
    );
  });

  it('keeps the ticked products when the server refuses the assignment', async () => {
    setSession(company);
    const user = userEvent.setup();
    const title = `Asignación ${Date.now().toString(36)}`;
    const created = unwrap(
      await api.POST('/api/promotion-new', {
        body: {
          promotion_type: 3,
          offer_type: 2,
          start_date: day(4),
          end_date: day(8),
          percent_discount: 12.5,
          assigned_check: 1,
          title,
        },
      }),
    );
    await renderApp('/promote?tab=3');
    const promotion = await card(title);
    expect(within(promotion).getByText('−12,5 %')).toBeInTheDocument();
    expect(within(promotion).getByText(/San Valentín/)).toBeInTheDocument();
    await user.click(within(promotion).getByRole('button', { name: 'Asignar productos' }));
    const assign = await dialog(`Asignar productos: ${title}`);
    const box = await within(assign).findByRole('checkbox', { name: new RegExp(stay(0).name) });
    await user.click(box);
    unwrap(await api.DELETE('/api/promotion-new/{id}', { params: { path: { id: created.promotion_id } } }));
    await user.click(within(assign).getByRole('button', { name: 'Guardar' }));
    const failure = await dialog(/Lo sentimos, algo salió mal/);
    await user.click(within(failure).getByRole('button', { name: 'Entendido' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /Lo sentimos/ })).not.toBeInTheDocument(),
    );
    expect(within(assign).getByRole('checkbox', { name: new RegExp(stay(0).name) })).toBeChecked();
  });
});

describe('a scheduled promotion', () => {
  it('says from when it shows on /promote, and is tagged "Programada" on the product’s card', async () => {
    setSession(company);
    legendSeen();
    const title = `Programada ${Date.now().toString(36)}`;
    const created = unwrap(
      await api.POST('/api/promotion-new', {
        body: {
          promotion_type: 2,
          start_date: day(20),
          end_date: day(25),
          percent_discount: 7,
          assigned_check: 3,
          date_show_promotion: day(10),
          title,
          product_id: stay(1).id,
          product_type: 1,
        },
      }),
    );
    const promote = await renderApp('/promote?tab=2');
    const promotion = await card(title);
    expect(within(promotion).getByText(`Programada desde ${formatDate(day(10), 'es')}`)).toBeInTheDocument();
    promote.unmount();

    await renderApp('/my-products');
    const product = await screen.findByRole('article', { name: stay(1).name });
    expect(await within(product).findByText('Descuento −7 % · Programada')).toBeInTheDocument();
    unwrap(await api.DELETE('/api/promotion-new/{id}', { params: { path: { id: created.promotion_id } } }));
  });
});

describe('/offers and /increases', () => {
  it('prices a collective tour by an adult’s place on its departure, not by a night (issue 26)', async () => {
    setSession(company);
    const user = userEvent.setup();
    const tikal = DEMO_TOURS.find((t) => t.name === 'Amanecer en Tikal')!;
    await renderApp(`/offers/${cast().product(tikal.id)}?type=12`);
    const header = await screen.findByRole('region', { name: tikal.name });
    expect(within(header).getByText(/^Precio base: /)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Descuentos' }));
    await user.click(screen.getByRole('button', { name: 'Crear promoción' }));
    const form = await formDialog('Crear promoción');
    const preview = within(form).getByRole('region', { name: 'Lo que paga el viajero' });
    await waitFor(() =>
      expect(within(preview).getByTestId('traveler-pays')).toHaveTextContent(
        /^El viajero paga .*85.* por adulto · Tú recibes /,
      ),
    );
    expect(within(preview).queryByText(/noche/)).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Cancelar' }));
  });

  it('lists one product’s offers, creates one assigned to it, and leads to its surcharges', async () => {
    setSession(company);
    const user = userEvent.setup();
    const product = stay(1);
    const title = `Oferta ${Date.now().toString(36)}`;
    await renderApp(`/offers/${product.id}?type=1`);
    expect(await screen.findByRole('heading', { name: 'Ofertas', level: 1 })).toBeInTheDocument();
    const header = await screen.findByRole('region', { name: product.name });
    expect(within(header).getByText(/^Precio base: /)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Volver a Mis productos/ })).toHaveAttribute(
      'href',
      '/my-products',
    );

    await user.click(screen.getByRole('radio', { name: 'Descuentos' }));
    await user.click(screen.getByRole('button', { name: 'Crear promoción' }));
    const form = await formDialog('Crear promoción');
    expect(within(form).getByRole('combobox', { name: /^Tipo de promoción/ })).toHaveValue('Descuento');
    // The preview prices this product already.
    const preview = within(form).getByRole('region', { name: 'Lo que paga el viajero' });
    expect(within(preview).getByText(product.name)).toBeInTheDocument();
    await fillPromotion(user, form, { title, start: day(10), end: day(12), choice: '−5 %' });
    await waitFor(() =>
      expect(within(preview).getByTestId('traveler-pays')).toHaveTextContent(/El viajero paga/),
    );
    await user.click(within(form).getByRole('button', { name: 'Guardar promoción' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(await card(title)).getByText(`Productos: ${product.name}`)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Ver recargos' }));
    expect(await screen.findByRole('heading', { name: 'Recargos', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: title })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Crear recargo' }));
    const increase = await formDialog('Crear promoción');
    expect(within(increase).getByRole('combobox', { name: /^Tipo de promoción/ })).toHaveValue('Recargo');
    expect(within(increase).getByRole('combobox', { name: /^Temporada especial/ })).toBeInTheDocument();
    expect(within(increase).getByRole('textbox', { name: /^Noches mínimas/ })).toBeInTheDocument();
    await fillPromotion(user, increase, {
      title: `${title} +`,
      start: day(10),
      end: day(11),
      choice: '+10 %',
    });
    await user.click(within(increase).getByRole('button', { name: 'Guardar promoción' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const surcharge = await card(`${title} +`);
    expect(within(surcharge).getByText('+10 %')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ver ofertas' }));
    expect(await card(title)).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: `${title} +` })).not.toBeInTheDocument();
  });
});
