import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Temporal } from 'temporal-polyfill';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession, type Session, setSession } from '../../src/api/session.ts';
import { activateLanguage, regionalLocale } from '../../src/i18n/i18n.ts';
import { createProduct, installIntersectionObserver, newProvider, uniqueName } from './productsHarness.tsx';
import { renderApp } from './shellHarness.tsx';

/*
 * The price strip of the product calendar (issue 14) against the real server: its 60 nights say what the
 * server's preview says, marked where a special price, a discount or a surcharge shapes them; the keyboard moves
 * along the nights and the line under the strip tells the chosen one; a product without a price is sent to its
 * prices step.
 */

let owner: Session;

const money = (amount: number) =>
  new Intl.NumberFormat(regionalLocale('es'), { style: 'currency', currency: 'USD' }).format(amount);
/** As text matchers read it: their normalizer turns the currency's no-break space into a space. */
const shown = (amount: number) => money(amount).replace(/\s+/g, ' ');

const preview = async (id: string) =>
  unwrap(await api.GET('/api/promotions-new/price-preview/{id}', { params: { path: { id }, query: {} } }));

beforeAll(async () => {
  await activateLanguage('es');
  installIntersectionObserver();
  owner = await newProvider('franja-precios', { complete: false });
});
afterEach(() => clearSession());

describe('the price strip of the product calendar', () => {
  it('shows the server’s preview night by night, with a special price, a discount and a surcharge marked', async () => {
    setSession(owner);
    const id = await createProduct(uniqueName('Casa Franja'));
    unwrap(
      await api.PUT('/api/accommodation/price/{id}/{type}', {
        params: { path: { id, type: 1 }, query: { language_code: 'es' } },
        body: {
          type_of_term: 0,
          min_night: 1,
          base_price: 99.99,
          weekend_price: 130,
          commission_model: 1,
          extra_fee: [],
        },
      }),
    );
    const today = (await preview(id)).today;
    const day = (offset: number) => Temporal.PlainDate.from(today).add({ days: offset }).toString();
    unwrap(
      await api.PUT('/api/accommodation/special-prices/{id}', {
        params: { path: { id }, query: { language_code: 'es', product_type: 1 } },
        body: {
          special_prices: [
            {
              note: 'Feria',
              start_date: day(3),
              end_date: day(6),
              price: 150,
              min_night: 1,
              discounts: true,
            },
          ],
        },
      }),
    );
    for (const [type, percent, from, to] of [
      [2, 15, 5, 12],
      [4, 10, 11, 14],
    ] as const) {
      unwrap(
        await api.POST('/api/promotion-new', {
          body: {
            promotion_type: type,
            start_date: day(from),
            end_date: day(to),
            percent_discount: percent,
            assigned_check: 1,
            product_id: id,
            product_type: 1,
            title: `Promoción ${type}`,
          },
        }),
      );
    }
    const expected = await preview(id);
    expect(expected.nights).toHaveLength(60);
    // The arranged nights are what this test is about: a special price with a discount, and a surcharge.
    expect(expected.nights[5]).toMatchObject({ source: 'special', discount_percent: 15 });
    expect(expected.nights[12]!.surcharge_percent).toBe(10);

    await renderApp(`/calendar/${id}/1`);
    const strip = await screen.findByRole('region', { name: 'Precios de las próximas 60 noches' });
    const nights = within(strip).getAllByRole('button');
    expect(nights).toHaveLength(60);
    nights.forEach((button, index) => {
      const night = expected.nights[index]!;
      expect(button).toHaveAttribute('data-date', night.date);
      expect(button).toHaveTextContent(shown(night.traveler_pays!));
      expect(button).toHaveTextContent(shown(night.you_receive!));
      const name = button.getAttribute('aria-label') ?? '';
      expect(name).toContain(
        `el viajero paga ${money(night.traveler_pays!)}, tú recibes ${money(night.you_receive!)}`,
      );
      expect(name.includes('precio especial')).toBe(night.source === 'special');
      expect(name.includes(`descuento ${night.discount_percent} %`)).toBe(night.discount_percent > 0);
      expect(name.includes(`recargo ${night.surcharge_percent} %`)).toBe(night.surcharge_percent > 0);
    });
    const legend = screen.getByRole('list', { name: 'Leyenda de precios' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['EPrecio especial', '−%Descuento', '+%Recargo']);

    // The keyboard: one tab stop, the arrows and End move the chosen night, the line under it follows.
    const line = screen.getByTestId('price-strip-night');
    const says = (index: number) =>
      `El viajero paga ${shown(expected.nights[index]!.traveler_pays!)} · Tú recibes ${shown(expected.nights[index]!.you_receive!)}`;
    expect(within(line).getByTestId('traveler-pays')).toHaveTextContent(says(0));
    const user = userEvent.setup();
    strip.focus();
    expect(strip).toHaveFocus();
    for (let i = 0; i < 5; i++) await user.keyboard('{ArrowRight}');
    expect(nights[5]).toHaveAttribute('aria-pressed', 'true');
    expect(within(line).getByTestId('traveler-pays')).toHaveTextContent(says(5));
    await user.keyboard('{End}');
    expect(within(line).getByTestId('traveler-pays')).toHaveTextContent(says(59));
    await user.keyboard('{ArrowLeft}');
    expect(nights[58]).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Home}');
    expect(within(line).getByTestId('traveler-pays')).toHaveTextContent(says(0));
    await user.click(nights[12]!);
    expect(within(line).getByTestId('traveler-pays')).toHaveTextContent(says(12));
  });

  it('sends a product without a price to its prices step', async () => {
    setSession(owner);
    const id = await createProduct(uniqueName('Casa Sin Precio'), 5);
    await renderApp(`/calendar/${id}/5`);
    expect(await screen.findByText('Este producto aún no tiene precio.', { exact: false })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Completa el paso de precios' })).toHaveAttribute(
      'href',
      `/unique-stay/price-seasons/${id}?edit=true`,
    );
    expect(screen.queryByRole('region', { name: 'Precios de las próximas 60 noches' })).toBeNull();
    // The calendar itself is unaffected.
    await waitFor(() => expect(screen.getAllByRole('grid')).toHaveLength(2));
  });
});
