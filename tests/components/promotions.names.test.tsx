import { I18nProvider } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PromotionCard } from '../../src/features/promotions/PromotionCard.tsx';
import type { Promotion } from '../../src/features/promotions/promotionQueries.ts';
import { activateLanguage, i18n } from '../../src/i18n/i18n.ts';

// Issue 26: product names are data, never message markup. A provider named a product with tags in it, and the
// promotion card showed "Casa alert(1)" with a console error.

const tagged = 'Casa <script>alert(1)</script>';

const promotion = (names: string[]): Promotion => ({
  promotion_id: 'p-1',
  title: 'Fin de semana',
  description: '',
  percent_discount: 10,
  promotion_type: 1,
  offer_type: 0,
  availability: { start_date: '2099-01-01', end_date: '2099-01-10', date_show_promotion: null, min_days: 1 },
  assigned_check: 1,
  status: 1,
  hidden: false,
  language_code: 'es',
  product_id: null,
  products: names.map((name, index) => ({ _id: `product-${index}`, name, product_type: 1 })),
});

const actions = { onEdit: () => {}, onAssign: () => {}, onDelete: () => {} };

const draw = (node: React.ReactNode) =>
  render(
    <MantineProvider>
      <I18nProvider i18n={i18n}>{node}</I18nProvider>
    </MantineProvider>,
  );

describe('names in translated messages', () => {
  beforeAll(async () => {
    await activateLanguage('es');
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows a product name with tags on the promotion card as it was typed, without a console error', () => {
    const errors = vi.spyOn(console, 'error');
    draw(<PromotionCard promotion={promotion([tagged, 'Cabaña <0>vista</0>'])} actions={actions} />);
    expect(screen.getByText(`Productos: ${tagged}, Cabaña <0>vista</0>`)).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it('never lets a value borrow the message’s own elements, and leaves plain values as they were', () => {
    const name = '<0>prestado</0>';
    draw(
      <p data-testid="message">
        <Trans>
          Se quitará <strong>{name}</strong> de {'Casa del Lago'}
        </Trans>
      </p>,
    );
    const message = screen.getByTestId('message');
    expect(message).toHaveTextContent('Se quitará <0>prestado</0> de Casa del Lago');
    expect(message.querySelector('strong')).toHaveTextContent('<0>prestado</0>');
  });
});
