import { msg } from '@lingui/core/macro';
import { type CommissionModel, commissionPercent } from '../../machines/netAmount.ts';

/**
 * The platform's commission line wherever a price is split into the provider's net and the fee. It names its
 * base: the percentage is of the net (price ÷ 1.1 or ÷ 1.15, SPEC §9), so "10 %" next to USD 39.55 of a
 * USD 435 price no longer reads as a mistake.
 */
export function commissionOnNet(model: CommissionModel) {
  const percent = commissionPercent(model);
  return msg`Comisión de la plataforma: ${percent} % sobre tu neto`;
}
