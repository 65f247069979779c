import { Trans, useLingui } from '@lingui/react/macro';
import {
  Avatar,
  Box,
  Button,
  Card,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconPhoto, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { PromotionType } from '../../../machines/promotionRules.ts';
import { asFailure } from '../../api/errors.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { AnchorLink, ButtonLink } from '../../ui/RouterLinks.tsx';
import { PromotionList } from './PromotionList.tsx';
import { type ProductType, productInfoQuery, productPromotionsQuery } from './promotionQueries.ts';
import type { OffersSearch } from './promotionsSearch.ts';
import { TYPE_TAB } from './promotionWording.ts';
import { useMoney } from './TravelerPays.tsx';
import { usePromotionDialogs } from './usePromotionDialogs.tsx';

const OFFER_TYPES: readonly PromotionType[] = [1, 2, 3];
const INCREASE_TYPES: readonly PromotionType[] = [4];

function ProductHeader({
  productId,
  productType,
}: {
  productId: string;
  productType: ProductType | undefined;
}) {
  const money = useMoney();
  const info = useQuery(productInfoQuery(productId, productType));
  if (info.isError) {
    return (
      <LoadFailure
        failure={asFailure(info.error)}
        reset={() => void info.refetch()}
        title={<Trans>No se pudo cargar el producto</Trans>}
      />
    );
  }
  if (!info.data) {
    return (
      <Card withBorder radius="md" padding="md" aria-hidden>
        <Group gap="md" wrap="nowrap">
          <Skeleton h={64} w={64} radius="sm" />
          <Stack gap={8} style={{ flex: 1 }}>
            <Skeleton h={16} w="50%" />
            <Skeleton h={12} w="30%" />
          </Stack>
        </Group>
      </Card>
    );
  }
  const base = info.data.base_price ?? info.data.price_per_day ?? info.data.price_per_adult;
  const price = base === null ? null : money(base);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={info.data.name}>
      <Group gap="md" wrap="nowrap">
        <Avatar src={info.data.mainPicture?.url_photo ?? null} size={64} radius="sm" alt="">
          <IconPhoto size={28} aria-hidden />
        </Avatar>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {info.data.name}
          </Text>
          <Text size="sm" c="dimmed">
            {price === null ? <Trans>Aún sin precio base</Trans> : <Trans>Precio base: {price}</Trans>}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

/**
 * /offers/{id}?type and /increases/{id} (SPEC §2): the promotions of one product — its offers (types 1–3, one
 * at a time or all) or its surcharges — with create (assigned to the product), edit, assign and delete.
 */
export function ProductPromotionsPage({
  kind,
  productId,
  search,
}: {
  kind: 'offers' | 'increases';
  productId: string;
  search: OffersSearch;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const productType = search.type as ProductType | undefined;
  const info = useQuery(productInfoQuery(productId, productType));
  const filter = kind === 'increases' ? 4 : (search.tab as PromotionType | undefined);
  const list = useQuery(productPromotionsQuery(productId, filter, productType, currentLanguage()));
  const newPreview = useMemo(
    () => (info.data ? [{ _id: productId, name: info.data.name }] : []),
    [info.data, productId],
  );
  const dialogs = usePromotionDialogs({
    types: kind === 'increases' ? INCREASE_TYPES : OFFER_TYPES,
    origin: { productId, productType: productType ?? info.data?.product_type },
    newPreview,
  });
  const create = () => dialogs.create(filter);

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <AnchorLink to="/my-products" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            <Trans>Volver a Mis productos</Trans>
          </Group>
        </AnchorLink>
        <AnchorLink to="/promote" size="sm">
          <Trans>Todas mis promociones</Trans>
        </AnchorLink>
      </Group>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} size="h2">
          {kind === 'increases' ? <Trans>Recargos</Trans> : <Trans>Ofertas</Trans>}
        </Title>
        <Group gap="sm">
          {kind === 'offers' ? (
            <ButtonLink variant="default" to="/increases/$id" params={{ id: productId }}>
              <Trans>Ver recargos</Trans>
            </ButtonLink>
          ) : (
            <ButtonLink
              variant="default"
              to="/offers/$id"
              params={{ id: productId }}
              search={{ type: info.data?.product_type }}
            >
              <Trans>Ver ofertas</Trans>
            </ButtonLink>
          )}
          <Button leftSection={<IconPlus size={16} />} onClick={create}>
            {kind === 'increases' ? <Trans>Crear recargo</Trans> : <Trans>Crear promoción</Trans>}
          </Button>
        </Group>
      </Group>
      <ProductHeader productId={productId} productType={productType} />
      {kind === 'offers' ? (
        <Box maw="100%" style={{ overflowX: 'auto' }}>
          <SegmentedControl
            miw="max-content"
            aria-label={t`Tipo de oferta`}
            value={filter ? String(filter) : 'all'}
            onChange={(value) =>
              void navigate({
                to: '/offers/$id',
                params: { id: productId },
                search: { ...search, tab: value === 'all' ? undefined : (Number(value) as 1 | 2 | 3) },
                replace: true,
              })
            }
            data={[
              { value: 'all', label: t`Todas` },
              ...OFFER_TYPES.map((type) => ({ value: String(type), label: i18n._(TYPE_TAB[type]) })),
            ]}
          />
        </Box>
      ) : null}
      <PromotionList
        query={list}
        actions={dialogs.actions}
        empty={
          kind === 'increases' ? (
            <Trans>Este producto aún no tiene recargos</Trans>
          ) : (
            <Trans>Este producto aún no tiene ofertas</Trans>
          )
        }
        emptyAction={
          <Button leftSection={<IconPlus size={16} />} variant="light" onClick={create}>
            {kind === 'increases' ? <Trans>Crear un recargo</Trans> : <Trans>Crear una oferta</Trans>}
          </Button>
        }
      />
      {dialogs.dialogs}
    </Stack>
  );
}
