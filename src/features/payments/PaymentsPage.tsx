import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PaymentMethod } from '../../../machines/payoutRules.ts';
import { ownUserId, paymentProfileQuery } from '../../api/paymentQueries.ts';
import { countriesQuery } from '../../api/placeQueries.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { PayoutChecklist } from '../../ui/payoutChecklist/PayoutChecklist.tsx';
import { ButtonLink } from '../../ui/RouterLinks.tsx';

export const METHOD_NAMES = {
  local_transfer: msg`Transferencia bancaria local`,
  international_transfer: msg`Transferencia internacional`,
} as const satisfies Record<PaymentMethod, unknown>;

/** A number shown by its last four characters only. */
export const masked = (last4: string) => `•••• ${last4}`;

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} ta="end" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

function SectionCard({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: ReactNode;
  action: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/** /edit-payments-and-collections and /settings/collection-info: how the provider is paid, at a glance. */
export function PaymentsPage() {
  const { _ } = useLingui();
  const language = currentLanguage();
  const { data: profile } = useSuspenseQuery(paymentProfileQuery(ownUserId()));
  const countries = useQuery(countriesQuery(language));
  const countryName = (id: string | null) =>
    id === null ? null : (countries.data?.find((c) => c._id === id)?.name ?? id);
  const beneficiary = profile.beneficiary;

  return (
    <Stack gap="lg" maw={760} mx="auto">
      <div>
        <Title order={1} size="h2">
          <Trans>Pagos y cobros</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Dónde y cómo te pagamos lo que reciben tus reservas.</Trans>
        </Text>
      </div>
      <PayoutChecklist missing={profile.missing} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <SectionCard
          id="payments-method-title"
          title={<Trans>Método de pago</Trans>}
          action={
            <ButtonLink to="/edit-information-payment" variant="light" size="xs">
              {profile.payment_method ? <Trans>Editar método</Trans> : <Trans>Elegir método</Trans>}
            </ButtonLink>
          }
        >
          {profile.payment_method && profile.country ? (
            <>
              <Row label={<Trans>País</Trans>}>{countryName(profile.country)}</Row>
              <Row label={<Trans>Método</Trans>}>{_(METHOD_NAMES[profile.payment_method])}</Row>
            </>
          ) : (
            <Text size="sm">
              <Trans>Aún no eliges cómo recibir tus pagos: elige tu país y el tipo de transferencia.</Trans>
            </Text>
          )}
        </SectionCard>
        <SectionCard
          id="payments-beneficiary-title"
          title={<Trans>Beneficiario</Trans>}
          action={
            <ButtonLink to="/edit-information-transfer" variant="light" size="xs">
              {beneficiary ? <Trans>Editar beneficiario</Trans> : <Trans>Agregar beneficiario</Trans>}
            </ButtonLink>
          }
        >
          {beneficiary ? (
            <>
              <Row label={<Trans>Nombre</Trans>}>
                {beneficiary.first_name} {beneficiary.last_name}
              </Row>
              {beneficiary.company_name ? (
                <Row label={<Trans>Empresa</Trans>}>{beneficiary.company_name}</Row>
              ) : null}
              <Row label={<Trans>Banco</Trans>}>{beneficiary.bank_name}</Row>
              <Row label={<Trans>Cuenta</Trans>}>{masked(beneficiary.account_number_last4)}</Row>
              {beneficiary.iban_last4 ? (
                <Row label={<Trans>IBAN</Trans>}>{masked(beneficiary.iban_last4)}</Row>
              ) : null}
              {beneficiary.bin ? <Row label={<Trans>BIC/SWIFT</Trans>}>{beneficiary.bin}</Row> : null}
            </>
          ) : (
            <Text size="sm">
              <Trans>
                Aún no hay una cuenta donde depositarte: agrega el nombre del titular, el banco y el número de
                cuenta.
              </Trans>
            </Text>
          )}
        </SectionCard>
      </SimpleGrid>
    </Stack>
  );
}
