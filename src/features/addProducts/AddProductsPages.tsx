import { Trans, useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconChevronRight, IconLock } from '@tabler/icons-react';
import { rolesOf, useSession } from '../../api/session.ts';
import { PageNotice } from '../../ui/PageNotice.tsx';
import { AnchorLink, ButtonLink, UnstyledLink } from '../../ui/RouterLinks.tsx';
import { ProductChoice } from './ProductChoice.tsx';
import { catalogueFor, type SegmentId } from './productCatalogue.ts';

function useCatalogue() {
  const session = useSession();
  return catalogueFor(session ? rolesOf(session.user) : []);
}

/** Roles that may add nothing (travellers, influencers, advertisers) are told so, not shown an empty page. */
function NothingToAdd() {
  return (
    <PageNotice
      icon={<IconLock size={28} />}
      title={<Trans>Tu cuenta no puede agregar este tipo de productos</Trans>}
      order={2}
      action={
        <ButtonLink to="/dashboard" variant="light">
          <Trans>Ir al panel de control</Trans>
        </ButtonLink>
      }
    />
  );
}

/** /add-products (SPEC §2 "Add products"): every segment the roles may use, with its cards. */
export function AddProductsPage() {
  const { i18n } = useLingui();
  const segments = useCatalogue();
  return (
    <Stack gap="xl" maw={1100} mx="auto">
      <div>
        <Title order={1} size="h2">
          <Trans>Agregar producto</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Elige qué quieres ofrecer a los viajeros.</Trans>
        </Text>
      </div>
      {segments.length === 0 ? <NothingToAdd /> : null}
      {segments.map((segment) => (
        <section key={segment.id} aria-labelledby={`segment-${segment.id}`}>
          <Title order={2} size="h4" id={`segment-${segment.id}`}>
            {i18n._(segment.title)}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {i18n._(segment.description)}
          </Text>
          <ProductChoice cards={segment.cards} />
        </section>
      ))}
    </Stack>
  );
}

/** /select-segment: the segments, each leading to its chooser. */
export function SelectSegmentPage() {
  const { i18n } = useLingui();
  const segments = useCatalogue();
  return (
    <Stack gap="lg" maw={900} mx="auto">
      <Title order={1} size="h2">
        <Trans>Elige un segmento</Trans>
      </Title>
      {segments.length === 0 ? <NothingToAdd /> : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {segments.map((segment) => (
          <UnstyledLink
            key={segment.id}
            to={segment.route}
            p="md"
            bd="1px solid var(--mantine-color-default-border)"
            bdrs="md"
          >
            <Stack gap={4}>
              <Text fw={600}>
                {i18n._(segment.title)} <IconChevronRight size={14} aria-hidden />
              </Text>
              <Text size="sm" c="dimmed">
                {i18n._(segment.description)}
              </Text>
            </Stack>
          </UnstyledLink>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** /select-accommodation, /select-things-to-do, /select-transportation, /select-products: one segment's cards. */
export function SelectCardsPage({ segment: id }: { segment: SegmentId }) {
  const { i18n } = useLingui();
  const segment = useCatalogue().find((s) => s.id === id);
  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <AnchorLink to="/select-segment" size="sm">
        <IconArrowLeft size={14} aria-hidden /> <Trans>Elegir otro segmento</Trans>
      </AnchorLink>
      {segment ? (
        <>
          <div>
            <Title order={1} size="h2">
              {i18n._(segment.title)}
            </Title>
            <Text c="dimmed">{i18n._(segment.description)}</Text>
          </div>
          <ProductChoice cards={segment.cards} />
        </>
      ) : (
        <NothingToAdd />
      )}
    </Stack>
  );
}
