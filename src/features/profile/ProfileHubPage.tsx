import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Badge, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconBuildingStore,
  IconChevronRight,
  IconCreditCard,
  IconLanguage,
  IconReceiptTax,
  IconShieldLock,
  IconUser,
} from '@tabler/icons-react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type PaymentProfile, paymentProfileQuery } from '../../api/paymentQueries.ts';
import { countriesQuery } from '../../api/placeQueries.ts';
import { isCompany, useSession } from '../../api/session.ts';
import { handlesPayouts, teamRoleOf } from '../../api/teamRole.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { PayoutChecklist } from '../../ui/payoutChecklist/PayoutChecklist.tsx';
import { UnstyledLink } from '../../ui/RouterLinks.tsx';
import {
  businessProfileQuery,
  isBusinessSaved,
  personalInformationQuery,
  userLocationQuery,
} from './profileQueries.ts';

type HubLink =
  | '/edit-profile'
  | '/edit-business-account'
  | '/edit-acount'
  | '/settings/language-location'
  | '/edit-payments-and-collections'
  | '/tax-setup';

/** One card of the hub: what it is, what is saved, and where it is edited (the whole card is the link). */
function HubCard({
  to,
  icon,
  title,
  summary,
  incomplete = false,
}: {
  to: HubLink;
  icon: ReactNode;
  title: ReactNode;
  summary: ReactNode;
  incomplete?: boolean;
}) {
  return (
    <Card
      component={UnstyledLink}
      to={to}
      withBorder
      radius="md"
      padding="md"
      className="profile-hub-card"
      style={{ minWidth: 0 }}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Text c="blue.8" mt={2} aria-hidden>
          {icon}
        </Text>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{title}</Text>
            {incomplete && (
              <Badge color="orange" variant="light" size="sm">
                <Trans>Incompleto</Trans>
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {summary}
          </Text>
        </Stack>
        <IconChevronRight size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      </Group>
    </Card>
  );
}

/** The business card's summary, asked only for a company. */
function BusinessCard() {
  const { data: business } = useSuspenseQuery(businessProfileQuery);
  const saved = isBusinessSaved(business);
  return (
    <HubCard
      to="/edit-business-account"
      icon={<IconBuildingStore size={22} />}
      title={<Trans>Perfil de empresa</Trans>}
      incomplete={!saved}
      summary={
        saved ? `${business.name} · ${business.email}` : <Trans>Aún no has completado tu empresa</Trans>
      }
    />
  );
}

/**
 * /profile (SPEC §2 profile hub): who is signed in, and one card per part of the profile with what is saved;
 * the business card only for a company (SPEC §6).
 */
export function ProfileHubPage() {
  const { t } = useLingui();
  const session = useSession();
  const language = currentLanguage();
  const { data: person } = useSuspenseQuery(personalInformationQuery);
  const { data: location } = useSuspenseQuery(userLocationQuery);
  const { data: countries } = useQuery(countriesQuery(language));
  const user = session?.user;
  // Payout data is read beside the profile, not before it: the hub draws without waiting for it. A member of the
  // company's team (issue 32) neither sees nor asks for it: payouts are the owner's.
  const withPayouts = !!user && handlesPayouts(user);
  const { data: payments } = useQuery({ ...paymentProfileQuery(user?._id ?? ''), enabled: withPayouts });
  if (!user) return null;
  const company = isCompany(user);
  // Staff work on reservations and messages only: the business's profile is the manager's and the owner's.
  const withBusiness = company && teamRoleOf(user) !== 'staff';
  const email = user.tb_lg_person.email;
  const business = company ? user.tb_lg_person.tb_bp_md_business_profile : null;
  const name = business?.name || `${person.first_name} ${person.last_name}`.trim();
  const picture = business ? business.tb_bp_logo_picture.url_photo : person.picture.url_photo;
  const personComplete = person.date_of_birth !== '' && person.phones.length > 0;
  const countryName = countries?.find((c) => c._id === location.country)?.name;
  const languageName = location.language === 'en' ? 'English' : 'Español';

  return (
    <Container size={900} px={{ base: 'xs', sm: 'md' }} py="lg">
      <Stack gap="lg">
        <Group wrap="nowrap" gap="md">
          <Avatar
            src={picture ?? null}
            alt={business ? t`Logo de ${name}` : t`Foto de ${name}`}
            name={name}
            color="initials"
            radius={business ? 'md' : 'xl'}
            size={72}
          />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            <Text c="dimmed" size="sm">
              {company ? <Trans>Cuenta de empresa</Trans> : <Trans>Cuenta personal</Trans>}
            </Text>
          </Stack>
        </Group>
        {withPayouts && payments && payments.missing.length > 0 && (
          <PayoutChecklist missing={payments.missing} />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <HubCard
            to="/edit-profile"
            icon={<IconUser size={22} />}
            title={<Trans>Información personal</Trans>}
            incomplete={!personComplete}
            summary={`${person.first_name} ${person.last_name}`.trim()}
          />
          {withBusiness && <BusinessCard />}
          <HubCard
            to="/edit-acount"
            icon={<IconShieldLock size={22} />}
            title={<Trans>Cuenta y seguridad</Trans>}
            summary={
              user.local_login ? (
                <Trans>{email} · inicias sesión con contraseña</Trans>
              ) : (
                <Trans>{email} · inicias sesión con Google o Facebook</Trans>
              )
            }
          />
          <HubCard
            to="/settings/language-location"
            icon={<IconLanguage size={22} />}
            title={<Trans>Idioma y ubicación</Trans>}
            incomplete={location.city === ''}
            summary={countryName ? `${languageName} · ${countryName}` : languageName}
          />
          {withPayouts && (
            <>
              <HubCard
                to="/edit-payments-and-collections"
                icon={<IconCreditCard size={22} />}
                title={<Trans>Método de pago</Trans>}
                incomplete={payments !== undefined && (!payments.payment_method || !payments.beneficiary)}
                summary={paymentSummary(payments)}
              />
              <HubCard
                to="/tax-setup"
                icon={<IconReceiptTax size={22} />}
                title={<Trans>Datos de contribuyente</Trans>}
                incomplete={payments !== undefined && !payments.tax}
                summary={taxSummary(payments)}
              />
            </>
          )}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}

/** The payment card's line: the method and the account it pays into (masked), or what is still to do. */
function paymentSummary(payments: PaymentProfile | undefined): ReactNode {
  if (!payments) return <Trans>Cómo y a qué cuenta recibes tus pagos</Trans>;
  if (!payments.payment_method) return <Trans>Aún no elegiste cómo recibir tus pagos</Trans>;
  const method =
    payments.payment_method === 'international_transfer' ? (
      <Trans>Transferencia internacional</Trans>
    ) : (
      <Trans>Transferencia bancaria</Trans>
    );
  if (!payments.beneficiary) {
    return (
      <>
        {method} · <Trans>falta la cuenta</Trans>
      </>
    );
  }
  const bank = payments.beneficiary.bank_name;
  const last4 = payments.beneficiary.account_number_last4;
  return (
    <>
      {method} · {bank} •••• {last4}
    </>
  );
}

/** The taxpayer card's line: NIT (a taxpayer) or not a taxpayer, or that nothing is saved yet. */
function taxSummary(payments: PaymentProfile | undefined): ReactNode {
  if (!payments) return <Trans>Tus datos fiscales para la facturación</Trans>;
  if (!payments.tax) return <Trans>Aún no registraste tus datos fiscales</Trans>;
  const nit = payments.tax.nit;
  return payments.tax.taxpayer && nit ? (
    <Trans>Contribuyente · NIT {nit}</Trans>
  ) : (
    <Trans>No contribuyente</Trans>
  );
}
