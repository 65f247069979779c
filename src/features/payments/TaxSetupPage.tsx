import { Trans } from '@lingui/react/macro';
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ownUserId, paymentProfileQuery } from '../../api/paymentQueries.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { PayoutChecklist } from '../../ui/payoutChecklist/PayoutChecklist.tsx';
import { ButtonLink } from '../../ui/RouterLinks.tsx';
import { masked } from './PaymentsPage.tsx';
import { identificationQuery, storedNumberLast4 } from './paymentQueries.ts';

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

/** /tax-setup and /settings/billing-info: the tax register at a glance, and taxpayer or not. */
export function TaxSetupPage() {
  const userId = ownUserId();
  const { data: profile } = useSuspenseQuery(paymentProfileQuery(userId));
  const tax = profile.tax;
  const reference = useQuery(identificationQuery(tax?.country ?? '', currentLanguage()));
  const regime = reference.data?.regimes.find((r) => r._id === tax?.tax_regime)?.name ?? tax?.tax_regime;
  const identification =
    reference.data?.identification_types.find((i) => i.id === tax?.identification_type)?.name ??
    tax?.identification_type;
  const last4 = storedNumberLast4(tax, tax?.identification_type ?? null);
  const number = last4 ? masked(last4) : null;

  return (
    <Stack gap="lg" maw={760} mx="auto">
      <div>
        <Title order={1} size="h2">
          <Trans>Configuración fiscal</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Los datos con los que emitimos tus documentos tributarios.</Trans>
        </Text>
      </div>
      <PayoutChecklist missing={profile.missing} />
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="tax-summary-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="tax-summary-title">
            <Trans>Tu registro fiscal</Trans>
          </Title>
          {tax ? (
            <>
              <Row label={<Trans>Tipo</Trans>}>
                {tax.taxpayer ? <Trans>Contribuyente</Trans> : <Trans>No contribuyente</Trans>}
              </Row>
              <Row label={<Trans>Nombre en el registro</Trans>}>{tax.name_on_tax}</Row>
              <Row label={identification}>{number}</Row>
              {tax.nit ? <Row label={<Trans>NIT</Trans>}>{tax.nit}</Row> : null}
              {regime ? <Row label={<Trans>Régimen</Trans>}>{regime}</Row> : null}
              {tax.tax_code ? <Row label={<Trans>Código tributario</Trans>}>{tax.tax_code}</Row> : null}
              <Row label={<Trans>Dirección</Trans>}>{tax.real_address}</Row>
            </>
          ) : (
            <Text size="sm">
              <Trans>Aún no registras tus datos fiscales: elige abajo si eres contribuyente.</Trans>
            </Text>
          )}
        </Stack>
      </Card>
      <section aria-labelledby="tax-choice-title">
        <Title order={2} size="h4" id="tax-choice-title" mb="sm">
          {tax ? <Trans>Cambiar tus datos fiscales</Trans> : <Trans>¿Eres contribuyente?</Trans>}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Card withBorder radius="md" padding="md">
            <Stack gap="xs" h="100%" justify="space-between">
              <Text size="sm">
                <Trans>Tienes NIT y emites facturas: indica tu régimen tributario.</Trans>
              </Text>
              <ButtonLink
                to="/edit-taxpayer-information"
                variant={tax?.taxpayer === false ? 'light' : 'filled'}
              >
                <Trans>Soy contribuyente (tengo NIT)</Trans>
              </ButtonLink>
            </Stack>
          </Card>
          <Card withBorder radius="md" padding="md">
            <Stack gap="xs" h="100%" justify="space-between">
              <Text size="sm">
                <Trans>No estás inscrito como contribuyente: basta con tu documento de identidad.</Trans>
              </Text>
              <ButtonLink
                to="/edit-non-taxpayer-information"
                variant={tax?.taxpayer === false ? 'filled' : 'light'}
              >
                <Trans>No soy contribuyente</Trans>
              </ButtonLink>
            </Stack>
          </Card>
        </SimpleGrid>
      </section>
    </Stack>
  );
}
