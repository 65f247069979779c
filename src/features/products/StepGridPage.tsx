import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconBed, IconCalendar } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { hasCalendar, WIZARD_OF_TYPE } from '../../../machines/productTypes.ts';
import { productTypeName } from '../../ui/productTypeNames.ts';
import { AnchorLink, ButtonLink } from '../../ui/RouterLinks.tsx';
import { roomsPathOf } from '../../ui/roomsPath.ts';
import { PreviewLink } from './PreviewLink.tsx';
import { ProductCompletion, ProductPlace, ReviewReason } from './ProductCard.tsx';
import { ProductStatusSwitch } from './ProductStatusSwitch.tsx';
import { PromotionTags } from './PromotionTags.tsx';
import { productQuery } from './productQueries.ts';
import { StepStepper, StepTiles, wizardStepsOf } from './StepTiles.tsx';

type Layout = 'grid' | 'stepper';

/** /my-products/{id}: one product's steps as numbered tiles, or as a vertical stepper (SPEC §2). */
export function StepGridPage({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const { data: product } = useSuspenseQuery(productQuery(id));
  // Phones get the stepper unless the person chose otherwise.
  const isMobile = useMediaQuery('(max-width: 48em)');
  const [chosen, setChosen] = useState<Layout | null>(null);
  const layout: Layout = chosen ?? (isMobile ? 'stepper' : 'grid');
  const wizard = WIZARD_OF_TYPE[product.product_type];
  const steps = wizard ? wizardStepsOf(wizard, product.step_validate) : [];
  const name = product.name;
  const roomsPath = roomsPathOf(product.product_type);

  return (
    <Stack gap="md" maw={1100} mx="auto">
      <AnchorLink to="/my-products" search={{ type: product.product_type }} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} />
          <Trans>Mis productos</Trans>
        </Group>
      </AnchorLink>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <div>
            <Text size="sm" c="dimmed">
              {i18n._(productTypeName(product.product_type))}
            </Text>
            <Title order={1} size="h2">
              {name || <Trans>Producto sin nombre</Trans>}
            </Title>
            <ProductPlace product={product} />
          </div>
          <PromotionTags promotions={product.promotions} />
          <ReviewReason reason={product.review_reason} />
          <Group justify="space-between" align="flex-start" gap="md">
            <ProductStatusSwitch key={product.tb_gcm_status._id} product={product} />
            <Group gap="sm">
              {roomsPath ? (
                <ButtonLink
                  to={roomsPath}
                  params={{ id: product._id }}
                  variant="light"
                  leftSection={<IconBed size={18} />}
                >
                  <Trans>Habitaciones</Trans>
                </ButtonLink>
              ) : null}
              {hasCalendar(product.product_type) ? (
                <ButtonLink
                  to="/calendar/$id/$type"
                  params={{ id: product._id, type: String(product.product_type) }}
                  variant="light"
                  leftSection={<IconCalendar size={18} />}
                >
                  <Trans>Calendario de disponibilidad</Trans>
                </ButtonLink>
              ) : null}
              <PreviewLink product={product} />
            </Group>
          </Group>
          <ProductCompletion product={product} />
        </Stack>
      </Paper>
      <Group justify="space-between" align="center">
        <Title order={2} size="h4">
          <Trans>Pasos</Trans>
        </Title>
        {steps.length > 0 ? (
          <SegmentedControl
            value={layout}
            onChange={(value) => setChosen(value as Layout)}
            aria-label={t`Vista de los pasos`}
            data={[
              { value: 'grid', label: t`Cuadrícula` },
              { value: 'stepper', label: t`Lista` },
            ]}
          />
        ) : null}
      </Group>
      {!wizard ? (
        <Card withBorder>
          <Text>
            <Trans>Los pasos de este producto se editan desde su hotel u hostal.</Trans>
          </Text>
        </Card>
      ) : layout === 'grid' ? (
        <StepTiles wizard={wizard} steps={steps} productId={product._id} />
      ) : (
        <StepStepper wizard={wizard} steps={steps} productId={product._id} />
      )}
    </Stack>
  );
}
