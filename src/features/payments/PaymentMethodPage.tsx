import { useLingui } from '@lingui/react';
import { Trans, useLingui as useMacroLingui } from '@lingui/react/macro';
import { Radio, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../machines/payoutRules.ts';
import { asFailure } from '../../api/errors.ts';
import { ownUserId, paymentProfileQuery } from '../../api/paymentQueries.ts';
import { countriesQuery } from '../../api/placeQueries.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { CardPage } from '../../ui/CardPage.tsx';
import { focusFirstInvalid, useRevalidateOnLanguageChange } from '../../ui/formFeedback.ts';
import { SelectAfterDraw } from '../../ui/SelectAfterDraw.tsx';
import { PaymentFormFooter } from './PaymentFormFooter.tsx';
import { METHOD_NAMES } from './PaymentsPage.tsx';
import { refusalMessage } from './paymentMessages.ts';
import { refreshPayments, savePaymentMethod } from './paymentQueries.ts';
import { type PaymentMethodValues, paymentMethodSchema } from './paymentSchemas.ts';

/** /edit-information-payment: the payout country and how the money travels (SPEC §7 updatecountry, §9). */
export function PaymentMethodPage() {
  const { _ } = useLingui();
  const { t } = useMacroLingui();
  const userId = ownUserId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: profile } = useSuspenseQuery(paymentProfileQuery(userId));
  const countries = useQuery(countriesQuery(currentLanguage()));

  const form = useForm<PaymentMethodValues>({
    initialValues: { country: profile.country, payment_method: profile.payment_method },
    validate: schemaResolver(paymentMethodSchema, { sync: true }),
  });
  useRevalidateOnLanguageChange(form);

  const mutation = useMutation({
    mutationFn: (values: PaymentMethodValues) =>
      savePaymentMethod(userId, {
        country: values.country ?? '',
        payment_method: (values.payment_method ?? 'local_transfer') as PaymentMethod,
      }),
    onSuccess: async () => {
      await refreshPayments(queryClient);
      notifications.show({ color: 'teal', message: t`Cambios guardados` });
      await navigate({ to: '/edit-payments-and-collections' });
    },
    onError: (error) => {
      const failure = asFailure(error);
      const message = refusalMessage(failure.code);
      if (failure.field && failure.field in form.values && message)
        form.setFieldError(failure.field, _(message));
    },
  });
  const failure = mutation.error ? asFailure(mutation.error) : null;
  const unplaced =
    failure && !(failure.field && failure.field in form.values && refusalMessage(failure.code));

  return (
    <CardPage
      title={<Trans>Método de pago</Trans>}
      subtitle={<Trans>Elige el país de tu cuenta y cómo quieres recibir tus pagos.</Trans>}
      width={640}
    >
      <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values), focusFirstInvalid)}>
        <Stack gap="lg">
          <SelectAfterDraw
            label={t`País`}
            placeholder={t`Elige una opción`}
            required
            searchable
            nothingFoundMessage={t`Sin resultados`}
            data={(countries.data ?? []).map((c) => ({ value: c._id, label: c.name }))}
            {...form.getInputProps('country')}
          />
          <Radio.Group
            label={t`Método de pago`}
            description={t`La transferencia bancaria tarda de 7 a 10 días en llegar a tu cuenta.`}
            required
            {...form.getInputProps('payment_method')}
          >
            <Stack gap="xs" mt="xs">
              {PAYMENT_METHODS.map((method) => (
                <Radio key={method} value={method} label={_(METHOD_NAMES[method])} />
              ))}
            </Stack>
          </Radio.Group>
          <PaymentFormFooter
            unplaced={unplaced ? failure : null}
            back={{ to: '/edit-payments-and-collections', label: <Trans>Cancelar</Trans> }}
            saving={mutation.isPending}
          />
        </Stack>
      </form>
    </CardPage>
  );
}
