import { Trans, useLingui } from '@lingui/react/macro';
import { Button, type ButtonProps, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconEye } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ComponentPropsWithRef, useId } from 'react';
import { previewUrl } from '../../../machines/previewUrl.ts';
import { TooltipAfterDraw } from '../../ui/TooltipAfterDraw.tsx';
import { type ProductListItem, publicConfigQuery } from './productQueries.ts';

/**
 * The product's public page on the marketplace (SPEC §9 "Preview URL"). Without one the button stays,
 * disabled, and says why (SPEC §8): steps missing, or not published yet.
 */
export function PreviewLink({ product }: { product: ProductListItem }) {
  const { t } = useLingui();
  const descriptionId = useId();
  const { data: config } = useQuery(publicConfigQuery);
  const preview = previewUrl({
    productType: product.product_type,
    country: product.country,
    city: product.city,
    slug: product.slug,
    stepValidate: product.step_validate,
  });
  if (preview.reason === 'noPublicPage') return null;

  if (preview.path !== null && config) {
    const base = config.marketplace_url.replace(/\/+$/, '');
    return (
      <Button
        component="a"
        href={`${base}${preview.path}`}
        target="_blank"
        rel="noopener noreferrer"
        variant="subtle"
        size="xs"
        leftSection={<IconEye size={16} />}
        rightSection={<IconExternalLink size={14} aria-hidden />}
        aria-label={t`Vista previa de ${product.name} (se abre en una pestaña nueva)`}
      >
        <Trans>Vista previa</Trans>
      </Button>
    );
  }

  const why =
    preview.reason === 'incomplete'
      ? t`Revisa que todos los pasos estén completos.`
      : preview.reason === 'unpublished'
        ? t`El producto debe publicarse primero.`
        : t`Cargando`;
  const button = (
    <PreviewButtonUnavailable descriptionId={descriptionId} onClick={(event) => event.preventDefault()} />
  );
  return (
    <>
      <TooltipAfterDraw label={why}>{button}</TooltipAfterDraw>
      <VisuallyHidden id={descriptionId}>{why}</VisuallyHidden>
    </>
  );
}

/** The disabled preview button; its description says why (read out, and shown in the tooltip on hover). */
function PreviewButtonUnavailable({
  descriptionId,
  ...props
}: { descriptionId: string } & ButtonProps & ComponentPropsWithRef<'button'>) {
  return (
    <Button
      variant="subtle"
      size="xs"
      leftSection={<IconEye size={16} />}
      {...props}
      data-disabled
      aria-disabled
      aria-describedby={descriptionId}
    >
      <Trans>Vista previa</Trans>
    </Button>
  );
}
