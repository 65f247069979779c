import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { components } from '../../../openapi/schema.d.ts';

/** The FAQ's categories as the FAQ page titles them and the operator's editor offers them. */
export const FAQ_CATEGORY_NAMES = {
  commission: msg`Comisiones`,
  payouts: msg`Pagos`,
  review: msg`Revisión de productos`,
  penalties: msg`Penalizaciones`,
  cancellations: msg`Cancelaciones`,
  promotions: msg`Promociones`,
  help: msg`Ayuda y soporte`,
  qr: msg`QR y referidos`,
  account: msg`Tu cuenta`,
} satisfies Record<components['schemas']['FaqCategory'], MessageDescriptor>;
