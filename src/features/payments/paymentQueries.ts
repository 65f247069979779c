import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema.d.ts';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';
import { PAYMENTS_ROOT, type PaymentProfile, paymentProfileQuery } from '../../api/paymentQueries.ts';
import type { Language } from '../../i18n/i18n.ts';

export type BeneficiaryView = components['schemas']['BeneficiaryView'];
export type BeneficiarySave = components['schemas']['BeneficiarySave'];
export type TaxRegisterView = components['schemas']['TaxRegisterView'];
export type TaxRegisterSave = components['schemas']['TaxRegisterSave'];
export type PaymentIdentification = components['schemas']['PaymentIdentification'];

/**
 * The last four of the stored identity number when it is of this type, else null. The number itself never
 * comes back: shown masked, and a form's empty field keeps it.
 */
export function storedNumberLast4(
  tax: TaxRegisterView | null,
  type: TaxRegisterView['identification_type'] | null,
): string | null {
  if (!tax || type !== tax.identification_type) return null;
  return { dpi: tax.dpi_last4, passport: tax.passport_last4, national_id: tax.national_id_last4 }[type];
}

/** A country's identification types and tax regimes, named in the interface language. */
export const identificationQuery = (country: string, language: Language) =>
  queryOptions({
    queryKey: [...PAYMENTS_ROOT, 'identification', country, language],
    queryFn: async () =>
      unwrap(
        await api.GET('/api/payment/identification/{country}', {
          params: { path: { country }, query: { language_code: language } },
        }),
      ),
    enabled: country !== '',
    staleTime: 60 * 60 * 1000,
  });

export async function savePaymentMethod(userId: string, body: components['schemas']['PaymentCountrySave']) {
  return unwrap(await api.PUT('/api/payment/updatecountry/{userId}', { params: { path: { userId } }, body }));
}

export async function saveBeneficiary(userId: string, body: BeneficiarySave) {
  return unwrap(await api.PUT('/api/payment/beneficiary/{userId}', { params: { path: { userId } }, body }));
}

export async function saveTaxRegister(userId: string, body: TaxRegisterSave) {
  return unwrap(await api.PUT('/api/payment/tax/{userId}', { params: { path: { userId } }, body }));
}

/** After a save, everything payments shows (and the dashboard's and profile's checklists) reads afresh. */
export const refreshPayments = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: PAYMENTS_ROOT });

/** A saved part put into the payment profile at once, before the profile is read again. */
export function storeInProfile(queryClient: QueryClient, userId: string, part: Partial<PaymentProfile>) {
  queryClient.setQueryData(paymentProfileQuery(userId).queryKey, (old) => (old ? { ...old, ...part } : old));
}
