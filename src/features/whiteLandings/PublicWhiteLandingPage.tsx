import { Trans, useLingui } from '@lingui/react/macro';
import {
  Anchor,
  Box,
  Container,
  Image,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { publicConfigQuery } from '../../api/sharedQueries.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../i18n/i18n.ts';
import { SiteLoadFailure, SiteNotFound } from '../../ui/PublicPageStates.tsx';
import { type PageHead, usePageHead } from '../../ui/pageHead.ts';
import { SEGMENT_NAMES } from './whiteLandingMessages.ts';
import { formatPrice } from './whiteLandingPrice.ts';
import {
  type PublicLanding,
  type PublicLandingProduct,
  publicWhiteLandingQuery,
} from './whiteLandingQueries.ts';

/** The head of a landing's page: its title and description, its wide banner for link previews. */
export function publicWhiteLandingHead(landing: PublicLanding): PageHead {
  return {
    title: landing.title,
    description: landing.description,
    image: landing.banner_xl ?? landing.banner_md ?? landing.banner_xs,
  };
}

/** The language the page's hubs are named in: the interface's, read so a switch asks again. */
function usePageLanguage(): Language {
  const { i18n } = useLingui();
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}

/**
 * /landing/$id (SPEC §2 "White landing pages"): a published white landing as travelers see it — its banner, title and
 * description, then per hub a section with, per segment, the product cards whose links carry the owner's code. Its
 * drawing reads nothing of the browser, so the server draws it too (src/ssr).
 */
export function PublicWhiteLandingPage({ id }: { id: string }) {
  const language = usePageLanguage();
  const landing = useQuery(publicWhiteLandingQuery(id, language));
  const found = landing.data ?? null;
  // Not found or unreadable, the state drawn says so (src/ui/PublicPageStates.tsx), its status with it.
  usePageHead(found ? publicWhiteLandingHead(found) : {});

  if (landing.isPending) return <PublicLandingSkeleton />;
  if (landing.isError)
    return <SiteLoadFailure error={landing.error} onRetry={() => void landing.refetch()} />;
  if (!found) return <SiteNotFound />;
  return <PublicWhiteLandingView landing={found} />;
}

/** The page's content, from the server's answer alone (pure: the same answer draws the same markup). */
export function PublicWhiteLandingView({ landing }: { landing: PublicLanding }) {
  const { data: config } = useQuery(publicConfigQuery);
  const marketplace = config?.marketplace_url.replace(/\/+$/, '') ?? null;
  const shown = landing.locations.filter((location) => location.segments.some((s) => s.products.length > 0));
  return (
    <Box lang={landing.language}>
      <LandingBanner landing={landing} />
      <Container size="lg" py={{ base: 'lg', sm: 40 }}>
        <Stack gap="xl">
          <Stack gap="sm">
            {landing.banner_logo ? (
              <Image
                src={landing.banner_logo}
                alt=""
                h={64}
                w="auto"
                fit="contain"
                style={{ alignSelf: 'flex-start' }}
              />
            ) : null}
            <Title order={1}>{landing.title}</Title>
            <Text size="lg" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
              {landing.description}
            </Text>
          </Stack>
          {shown.length === 0 ? (
            <Text c="dimmed">
              <Trans>Esta landing aún no muestra productos.</Trans>
            </Text>
          ) : (
            shown.map((location) => (
              <Stack
                key={location.hubId}
                gap="md"
                component="section"
                aria-labelledby={`hub-${location.hubId}`}
              >
                <Stack gap={0}>
                  <Title order={2} id={`hub-${location.hubId}`}>
                    {location.mainLocation}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {location.department}
                  </Text>
                </Stack>
                {location.segments
                  .filter((segment) => segment.products.length > 0)
                  .map((segment) => (
                    <SegmentCards
                      key={segment.segment}
                      hubId={location.hubId}
                      segment={segment}
                      marketplace={marketplace}
                    />
                  ))}
              </Stack>
            ))
          )}
        </Stack>
      </Container>
    </Box>
  );
}

/**
 * The banner the screen's width asks for: the narrow one on a phone, the middle one on a tablet, the wide one
 * beyond — a <picture>, so the browser downloads only one. Decorative: the title below says what the page is.
 */
function LandingBanner({ landing }: { landing: PublicLanding }) {
  const wide = landing.banner_xl ?? landing.banner_md ?? landing.banner_xs;
  if (!wide) return null;
  return (
    <picture>
      {landing.banner_xl ? <source media="(min-width: 62em)" srcSet={landing.banner_xl} /> : null}
      {landing.banner_md ? <source media="(min-width: 36em)" srcSet={landing.banner_md} /> : null}
      <img
        src={landing.banner_xs ?? landing.banner_md ?? wide}
        alt=""
        style={{ display: 'block', width: '100%', maxHeight: 420, objectFit: 'cover' }}
      />
    </picture>
  );
}

interface SegmentCardsProps {
  hubId: string;
  segment: PublicLanding['locations'][number]['segments'][number];
  marketplace: string | null;
}

function SegmentCards({ hubId, segment, marketplace }: SegmentCardsProps) {
  const { i18n } = useLingui();
  const headingId = `segment-${hubId}-${segment.segment}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId}>
        {i18n._(SEGMENT_NAMES[segment.segment])}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {segment.products.map((product) => (
          <ProductCard key={product.productId} product={product} marketplace={marketplace} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** A product: its photo, name and traveler's price; its name links to its page on the marketplace (with the code). */
function ProductCard({
  product,
  marketplace,
}: {
  product: PublicLandingProduct;
  marketplace: string | null;
}) {
  const { i18n } = useLingui();
  const href = product.link && marketplace ? `${marketplace}${product.link}` : null;
  const price = product.price === null ? null : formatPrice(product.price, product.currency, i18n.locale);
  const name = href ? (
    <Anchor href={href} fw={600} c="inherit" style={{ overflowWrap: 'anywhere' }}>
      {product.name}
    </Anchor>
  ) : (
    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
      {product.name}
    </Text>
  );
  return (
    <Paper component="article" withBorder radius="md" style={{ overflow: 'hidden' }}>
      {product.photoUrl ? (
        <img
          src={product.photoUrl}
          alt={product.name}
          loading="lazy"
          style={{ display: 'block', width: '100%', aspectRatio: '3 / 2', objectFit: 'cover' }}
        />
      ) : (
        <Box
          bg="var(--mantine-color-gray-1)"
          style={{ aspectRatio: '3 / 2', display: 'grid', placeItems: 'center' }}
          aria-hidden
        >
          <IconPhoto size={32} />
        </Box>
      )}
      <Stack gap={4} p="sm">
        {name}
        {price === null ? null : (
          <Text size="sm">
            <Trans>Desde {price}</Trans>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function PublicLandingSkeleton() {
  const { t } = useLingui();
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="md" role="status" aria-busy="true" aria-label={t`Cargando la página`}>
        <Skeleton height={40} width="60%" radius="md" />
        <Skeleton height={18} width="85%" radius="sm" />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {[0, 1, 2].map((card) => (
            <Skeleton key={card} height={220} radius="md" />
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
