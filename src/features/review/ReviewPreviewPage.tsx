import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Suspense } from 'react';
import { productTypeName } from '../../ui/productTypeNames.ts';
import { AnchorLink } from '../../ui/RouterLinks.tsx';
import { previewOfType } from './familyPreviews.ts';
import { PreviewUnavailable } from './PreviewSections.tsx';
import { ReviewActions } from './ReviewActions.tsx';
import { reviewProductQuery } from './reviewQueries.ts';

/**
 * /review/{id}: the product as the provider filled it in, read-only, with the review decisions (the route
 * refuses anyone but the operator).
 */
export function ReviewPreviewPage({ id }: { id: string }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const { data: product } = useSuspenseQuery(reviewProductQuery(id));
  const type = product.product_type;
  // The family list says whose preview draws the product (familyPreviews.ts), each a chunk of its own.
  const Preview = previewOfType(type);
  const provider = product.provider_name;

  return (
    <Stack gap="md" maw={1000} mx="auto">
      <AnchorLink to="/review" size="sm">
        <IconArrowLeft size={14} aria-hidden /> <Trans>Volver a la cola de revisión</Trans>
      </AnchorLink>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="flex-start" gap="md">
          <div>
            <Text size="sm" c="dimmed">
              {i18n._(productTypeName(type))} · <Trans>De {provider}</Trans>
            </Text>
            <Title order={1} size="h2">
              {product.name}
            </Title>
          </div>
          {product.tb_gcm_status._id === 2 ? (
            <ReviewActions product={product} onDecided={() => void navigate({ to: '/review' })} />
          ) : (
            <Badge variant="light" color="gray">
              <Trans>Este producto no está en revisión</Trans>
            </Badge>
          )}
        </Group>
      </Paper>
      {Preview ? (
        <Suspense fallback={<Skeleton h={200} />}>
          <Preview product={product} />
        </Suspense>
      ) : (
        <PreviewUnavailable />
      )}
    </Stack>
  );
}
