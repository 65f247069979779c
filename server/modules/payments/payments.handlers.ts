import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { ApiError, notFound } from '../../errors.ts';
import { callerOf, type PartialHandlerTable } from '../../http/operations.ts';
import { checkedBeneficiary, checkedTaxRegister } from './paymentInput.ts';
import {
  beneficiaryView,
  findBeneficiary,
  findTaxRegister,
  paymentProfileOf,
  saveBeneficiaryRow,
  savePaymentCountry,
  saveTaxRegisterRow,
  taxRegisterView,
} from './paymentQueries.ts';
import { checkPlace, identificationOf } from './paymentReference.ts';
import { encryptPayoutValue } from './payoutCrypto.ts';

/** The `{userId}` of a payments path when it is the caller's own; anyone else's answers 404, never 403. */
function ownUserId(request: FastifyRequest<{ Params: { userId: string } }>): string {
  const caller = callerOf(request);
  if (request.params.userId !== caller.sub) throw notFound('Payment data not found');
  return caller.sub;
}

/**
 * SPEC §7 Payments (issue 15): payout country and method, beneficiary, tax register. Owner only. The account
 * number, IBAN, DPI, passport and national-id numbers are encrypted before they reach the database and
 * answered by their last four only.
 */
export function paymentHandlers(deps: Deps) {
  const { db, captcha, payoutKey } = deps;
  const seal = (plain: string) => encryptPayoutValue(payoutKey, plain);

  return {
    async getPaymentProfile(request) {
      return paymentProfileOf(db, ownUserId(request));
    },

    async updatePaymentCountry(request) {
      const userId = ownUserId(request);
      const { country } = await checkPlace(db, { country: request.body.country });
      await savePaymentCountry(db, userId, country, request.body.payment_method);
      return paymentProfileOf(db, userId);
    },

    async getBeneficiary(request) {
      const row = await findBeneficiary(db, ownUserId(request));
      if (!row) throw notFound('No beneficiary saved');
      return beneficiaryView(row);
    },

    async saveBeneficiary(request) {
      const userId = ownUserId(request);
      if (!(await captcha.verify(request.body.captcha, request.ip))) {
        throw new ApiError(401, 'captcha_failed', 'The data is incorrect', 'captcha');
      }
      const stored = await findBeneficiary(db, userId);
      const fields = await checkedBeneficiary(db, request.body, stored, seal);
      return beneficiaryView(await saveBeneficiaryRow(db, userId, fields));
    },

    async getPaymentIdentification(request) {
      return identificationOf(db, request.params.country, request.query.language_code ?? 'es');
    },

    async getTaxRegister(request) {
      const row = await findTaxRegister(db, ownUserId(request));
      if (!row) throw notFound('No tax register saved');
      return taxRegisterView(row);
    },

    async saveTaxRegister(request) {
      const userId = ownUserId(request);
      const stored = await findTaxRegister(db, userId);
      const fields = await checkedTaxRegister(db, request.body, stored, seal);
      return taxRegisterView(await saveTaxRegisterRow(db, userId, fields));
    },
  } satisfies PartialHandlerTable;
}
