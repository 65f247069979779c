import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Card, Group, Image, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBed, IconMessageReport, IconPhoto } from '@tabler/icons-react';
import { useId } from 'react';
import { completionPercent } from '../../../machines/completion.ts';
import { afterDraw } from '../../ui/afterDraw.tsx';
import { AnchorLink } from '../../ui/RouterLinks.tsx';
import { roomsPathOf } from '../../ui/roomsPath.ts';
import { ManageButton } from './ManageButton.tsx';
import { prefetchManageDialogs } from './manageDialogParts.ts';
import { PreviewLink } from './PreviewLink.tsx';
import { ProductStatusSwitch } from './ProductStatusSwitch.tsx';
import { PromotionTags } from './PromotionTags.tsx';
import type { ProductListItem } from './productQueries.ts';

/** The product's main picture, or a placeholder while it has none. */
export function ProductPicture({ product, height = 170 }: { product: ProductListItem; height?: number }) {
  if (product.mainPicture) {
    return <Image src={product.mainPicture.url_photo} alt="" h={height} fit="cover" />;
  }
  return (
    <Stack h={height} align="center" justify="center" bg="gray.1" gap={4}>
      <ThemeIcon size={40} variant="light" color="gray" aria-hidden>
        <IconPhoto size={24} />
      </ThemeIcon>
      <Text size="xs" c="dimmed">
        <Trans>Sin foto principal</Trans>
      </Text>
    </Stack>
  );
}

/** Where the product is, as far as the location step has said. */
export function ProductPlace({ product }: { product: ProductListItem }) {
  const place = [product.real_address, product.city, product.state].filter(Boolean).join(', ');
  return (
    <Text size="sm" c="dimmed" lineClamp={2}>
      {place || <Trans>Ubicación pendiente</Trans>}
    </Text>
  );
}

/** How much of the wizard is done (SPEC §4 completion weights), as a bar and a number. */
export function ProductCompletion({ product }: { product: ProductListItem }) {
  const { t } = useLingui();
  const percent = completionPercent(product.product_type, product.step_validate);
  return (
    <Stack gap={2}>
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          <Trans>Completado</Trans>
        </Text>
        <Text size="xs" fw={600}>
          {percent} %
        </Text>
      </Group>
      <Progress
        value={percent}
        color={percent === 100 ? 'teal' : 'orange'}
        size="sm"
        aria-label={t`Completado ${percent} %`}
      />
    </Stack>
  );
}

/**
 * A hotel's or hostel's rooms, what it sells (issue 29): how many and how many have every step done, linking its
 * rooms list. Nothing for a product without rooms.
 */
export function ProductRooms({ product }: { product: ProductListItem }) {
  const path = roomsPathOf(product.product_type);
  const { rooms } = product;
  if (!rooms || !path) return null;
  return (
    <AnchorLink to={path} params={{ id: product._id }} size="sm">
      <Group gap={6} component="span" wrap="nowrap">
        <IconBed size={16} aria-hidden />
        <span>
          {rooms.total === 0 ? (
            <Trans>Sin habitaciones todavía</Trans>
          ) : (
            <>
              <Plural value={rooms.total} one="# habitación" other="# habitaciones" />
              {' · '}
              <Plural value={rooms.complete} one="# completa" other="# completas" />
            </>
          )}
        </span>
      </Group>
    </AnchorLink>
  );
}

/** Why the operator sent the product back, until it goes to review again. */
export function ReviewReason({ reason }: { reason: string | null }) {
  if (!reason) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconMessageReport size={18} />}
      title={<Trans>Revisión: cambios solicitados</Trans>}
      p="xs"
    >
      <Text size="sm">{reason}</Text>
    </Alert>
  );
}

/** One product of /my-products (SPEC §2 "My products" cards). */
/** The manage menu (Mantine's Menu and Floating UI, and its dialogs) comes after the cards have drawn. */
const ProductManageMenu = afterDraw(() =>
  import('./ProductManageMenu.tsx').then((module) => module.ProductManageMenu),
);

export function ProductCard({ product }: { product: ProductListItem }) {
  const titleId = useId();
  return (
    <Card component="article" withBorder radius="md" padding="sm" aria-labelledby={titleId}>
      <Card.Section>
        <ProductPicture product={product} />
      </Card.Section>
      <Stack gap="xs" mt="sm" style={{ flex: 1 }}>
        <Title order={2} size="h5" id={titleId} lineClamp={2}>
          <AnchorLink to="/my-products/$id" params={{ id: product._id }} c="inherit">
            {product.name || <Trans>Producto sin nombre</Trans>}
          </AnchorLink>
        </Title>
        <ProductPlace product={product} />
        <ProductRooms product={product} />
        <PromotionTags promotions={product.promotions} />
        <ProductCompletion product={product} />
        <ReviewReason reason={product.review_reason} />
      </Stack>
      <Stack gap="xs" mt="sm">
        <ProductStatusSwitch key={product.tb_gcm_status._id} product={product} />
        <Group justify="space-between" gap="xs">
          <PreviewLink product={product} />
          <ProductManageMenu
            product={product}
            standIn={(press, pressed, want) => {
              // Heading for the button before the menu's code came: the menu and its dialogs come now.
              const heading = () => {
                want();
                prefetchManageDialogs(product);
              };
              return (
                <ManageButton
                  name={product.name}
                  onClick={press}
                  onMouseEnter={heading}
                  onFocus={heading}
                  aria-busy={pressed}
                />
              );
            }}
          />
        </Group>
      </Stack>
    </Card>
  );
}
