import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useRef, useState } from 'react';
import { WIZARD_OF_TYPE } from '../../../machines/productTypes.ts';
import type { PriceNight } from '../../../machines/travelerPrice.ts';
import { WIZARD_STEPS } from '../../../machines/wizardSteps.ts';
import { asFailure } from '../../api/errors.ts';
import { regionalLocale } from '../../i18n/i18n.ts';
import { AnchorLink } from '../../ui/RouterLinks.tsx';
import { PREVIEW_NIGHTS, pricePreviewQuery } from './pricePreviewQueries.ts';
import { TravelerPays, useMoney } from './TravelerPays.tsx';
import './PriceStrip.css';

/** What shaped a night's price, as the strip marks it. */
const marksOf = (night: PriceNight) => ({
  special: night.source === 'special',
  discount: night.discount_percent > 0 && night.traveler_pays !== null,
  surcharge: night.surcharge_percent > 0 && night.traveler_pays !== null,
});

function useNightDate() {
  const { i18n } = useLingui();
  const format = new Intl.DateTimeFormat(regionalLocale(i18n.locale), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return (date: string) => format.format(new Date(`${date}T00:00:00Z`));
}

/**
 * The next 60 nights of a product as the server prices them (issue 14): what the traveler pays and what the
 * provider receives, marked where a special price, a discount or a surcharge shapes it. One tab stop; the arrow
 * keys, Home and End move along the nights, and the line under the strip says the chosen one in full.
 */
export function PriceStrip({ productId, productType }: { productId: string; productType: number }) {
  const preview = useQuery(pricePreviewQuery(productId));
  return (
    <Stack gap="xs" component="section" aria-labelledby="price-strip-title">
      <Title order={2} size="h4" id="price-strip-title">
        <Trans>Precios de las próximas noches</Trans>
      </Title>
      {preview.isError ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={<Trans>No se pudieron cargar los precios</Trans>}
        >
          <Group gap="sm">
            <Text size="sm">{asFailure(preview.error).message}</Text>
            <Button size="compact-sm" variant="light" color="red" onClick={() => void preview.refetch()}>
              <Trans>Reintentar</Trans>
            </Button>
          </Group>
        </Alert>
      ) : !preview.data ? (
        <Group gap={6} wrap="nowrap" style={{ overflow: 'hidden' }} aria-busy>
          {Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
            <Skeleton key={i} h={78} w={104} style={{ flex: '0 0 auto' }} />
          ))}
        </Group>
      ) : preview.data.nights.every((night) => night.traveler_pays === null) ? (
        <NoPriceYet productId={productId} productType={productType} />
      ) : (
        <Nights nights={preview.data.nights} />
      )}
    </Stack>
  );
}

function NoPriceYet({ productId, productType }: { productId: string; productType: number }) {
  const wizard = WIZARD_OF_TYPE[productType as keyof typeof WIZARD_OF_TYPE];
  const hasPriceStep =
    wizard !== undefined && (WIZARD_STEPS[wizard] as readonly string[]).includes('price-seasons');
  return (
    <Text size="sm" c="dimmed">
      <Trans>Este producto aún no tiene precio.</Trans>{' '}
      {wizard && hasPriceStep ? (
        <AnchorLink
          to="/$wizard/$step/$id"
          params={{ wizard, step: 'price-seasons', id: productId }}
          search={{ edit: true }}
          underline="always"
        >
          <Trans>Completa el paso de precios</Trans>
        </AnchorLink>
      ) : (
        <AnchorLink to="/my-products/$id" params={{ id: productId }} underline="always">
          <Trans>Completa los precios en los pasos del producto</Trans>
        </AnchorLink>
      )}
    </Text>
  );
}

function Nights({ nights }: { nights: PriceNight[] }) {
  const { t } = useLingui();
  const money = useMoney();
  const dateOf = useNightDate();
  const [chosen, setChosen] = useState(0);
  const list = useRef<HTMLUListElement>(null);
  const night = nights[Math.min(chosen, nights.length - 1)]!;
  const chosenDate = dateOf(night.date);

  const choose = (index: number) => {
    const next = Math.max(0, Math.min(nights.length - 1, index));
    setChosen(next);
    list.current?.children[next]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };
  const onKey = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: chosen + 1,
      ArrowLeft: chosen - 1,
      Home: 0,
      End: nights.length - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    choose(to);
  };

  const describe = (n: PriceNight) => {
    const marks = marksOf(n);
    const date = dateOf(n.date);
    const parts = [
      n.traveler_pays === null || n.you_receive === null
        ? t`${date}: sin precio`
        : t`${date}: el viajero paga ${money(n.traveler_pays)}, tú recibes ${money(n.you_receive)}`,
    ];
    if (marks.special) parts.push(t`precio especial`);
    if (marks.discount) parts.push(t`descuento ${n.discount_percent} %`);
    if (marks.surcharge) parts.push(t`recargo ${n.surcharge_percent} %`);
    return parts.join(', ');
  };

  return (
    <Stack gap={6}>
      <section
        className="price-strip-scroll"
        // The strip scrolls sideways: one tab stop, moved along with the arrow keys, Home and End.
        aria-label={t`Precios de las próximas ${PREVIEW_NIGHTS} noches`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        onKeyDown={onKey}
      >
        <ul ref={list} className="price-strip">
          {nights.map((n, index) => {
            const marks = marksOf(n);
            return (
              <li key={n.date}>
                <button
                  type="button"
                  className="price-night"
                  tabIndex={-1}
                  aria-pressed={index === chosen}
                  aria-label={describe(n)}
                  data-date={n.date}
                  onClick={() => choose(index)}
                >
                  <span className="price-night-date">{dateOf(n.date)}</span>
                  <span className="price-night-pays">
                    {n.traveler_pays === null ? '—' : money(n.traveler_pays)}
                  </span>
                  <span className="price-night-receives">
                    {n.you_receive === null ? '' : money(n.you_receive)}
                  </span>
                  <span className="price-marks" aria-hidden>
                    {marks.special ? (
                      <span className="price-mark" data-kind="special">
                        {t({ message: 'E', comment: 'Mark of a night with a special price (Especial)' })}
                      </span>
                    ) : null}
                    {marks.discount ? (
                      <span className="price-mark" data-kind="discount">
                        −{n.discount_percent}%
                      </span>
                    ) : null}
                    {marks.surcharge ? (
                      <span className="price-mark" data-kind="surcharge">
                        +{n.surcharge_percent}%
                      </span>
                    ) : null}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </section>
      <Group
        gap="md"
        component="ul"
        aria-label={t`Leyenda de precios`}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        <Group gap={6} component="li" wrap="nowrap">
          <span className="price-mark" data-kind="special" aria-hidden>
            {t({ message: 'E', comment: 'Mark of a night with a special price (Especial)' })}
          </span>
          <Text size="xs">
            <Trans>Precio especial</Trans>
          </Text>
        </Group>
        <Group gap={6} component="li" wrap="nowrap">
          <span className="price-mark" data-kind="discount" aria-hidden>
            −%
          </span>
          <Text size="xs">
            <Trans>Descuento</Trans>
          </Text>
        </Group>
        <Group gap={6} component="li" wrap="nowrap">
          <span className="price-mark" data-kind="surcharge" aria-hidden>
            +%
          </span>
          <Text size="xs">
            <Trans>Recargo</Trans>
          </Text>
        </Group>
      </Group>
      <Stack gap={0} aria-live="polite" data-testid="price-strip-night">
        <Text size="xs" c="dimmed">
          {chosenDate}
        </Text>
        <TravelerPays night={night} />
      </Stack>
    </Stack>
  );
}
