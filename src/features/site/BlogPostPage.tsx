import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, CopyButton, Group, Image, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconBrandFacebook,
  IconBrandWhatsapp,
  IconBrandX,
  IconCheck,
  IconCopy,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useHydrated } from '../../ui/hydrated.ts';
import { PageSkeleton, SiteLoadFailure, SiteNotFound } from '../../ui/PublicPageStates.tsx';
import { usePageHead } from '../../ui/pageHead.ts';
import { AnchorLink } from '../../ui/RouterLinks.tsx';
import { PostFacts } from './PostFacts.tsx';
import { SiteHtml } from './SiteHtml.tsx';
import { sitePageQuery, useSiteLanguage } from './siteQueries.ts';

/** SPEC §9: the copy confirmation stays 3 s. */
const COPIED_FOR_MS = 3000;

/** The post's own address, absolute, as a person shares it. */
function usePostAddress(slug: string): string {
  const router = useRouter();
  const { href } = router.buildLocation({ to: '/blog/$slug', params: { slug } });
  // The router's origin is the page's in the browser and the portal's address on the server (src/ssr/render.tsx).
  return new URL(href, router.origin).href;
}

/** Where each network takes a shared address (and, where it has one, the title as the message). */
const shareLinks = (address: string, title: string) => {
  const url = encodeURIComponent(address);
  const text = encodeURIComponent(title);
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${address}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    x: `https://x.com/intent/tweet?url=${url}&text=${text}`,
  };
};

interface ShareLinkProps {
  href: string;
  icon: ReactNode;
  /** The network's name, the same in every language. */
  network: string;
}

/** A network's share page, opened beside the post: a plain link, so it works without any script of theirs. */
function ShareLink({ href, icon, network }: ShareLinkProps) {
  const { t } = useLingui();
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant="default"
      size="sm"
      leftSection={icon}
      aria-label={t`Compartir en ${network}`}
    >
      {network}
    </Button>
  );
}

/** The post's share buttons (SPEC §2): copy its address, WhatsApp, Facebook and X. */
function ShareButtons({ slug, title }: { slug: string; title: string }) {
  const { t } = useLingui();
  const address = usePostAddress(slug);
  const links = shareLinks(address, title);
  const hydrated = useHydrated();
  return (
    <Stack gap="xs" component="section" aria-label={t`Compartir el artículo`}>
      <Text fw={600} size="sm">
        <Trans>Compartir</Trans>
      </Text>
      <Group gap="xs">
        <CopyButton value={address} timeout={COPIED_FOR_MS}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? 'light' : 'default'}
              color={copied ? 'teal' : undefined}
              size="sm"
              disabled={!hydrated}
              onClick={copy}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            >
              <span aria-live="polite">
                {copied ? <Trans>Enlace copiado</Trans> : <Trans>Copiar enlace</Trans>}
              </span>
            </Button>
          )}
        </CopyButton>
        <ShareLink
          href={links.whatsapp}
          icon={<IconBrandWhatsapp size={16} aria-hidden />}
          network="WhatsApp"
        />
        <ShareLink
          href={links.facebook}
          icon={<IconBrandFacebook size={16} aria-hidden />}
          network="Facebook"
        />
        <ShareLink href={links.x} icon={<IconBrandX size={16} aria-hidden />} network="X" />
      </Group>
    </Stack>
  );
}

/** /blog/$slug (SPEC §2, §3): a published post in the interface language, with its share buttons. */
export function BlogPostPage({ slug }: { slug: string }) {
  const language = useSiteLanguage();
  const post = useQuery(sitePageQuery('blog', slug, language));
  usePageHead({
    title: post.data?.title,
    description: post.data?.description,
    image: post.data?.image_url,
  });

  if (post.isPending) return <PageSkeleton />;
  if (post.isError) return <SiteLoadFailure error={post.error} onRetry={() => void post.refetch()} />;
  if (!post.data) return <SiteNotFound />;
  const { title, description, html, image_url } = post.data;
  return (
    <Container size="md" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg" component="article">
        <AnchorLink to="/blog" size="sm" w="fit-content">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            <Trans>Volver al blog</Trans>
          </Group>
        </AnchorLink>
        <Stack gap="sm">
          <Title order={1}>{title}</Title>
          <PostFacts post={post.data} language={language} />
          {description ? (
            <Text size="lg" c="dimmed">
              {description}
            </Text>
          ) : null}
        </Stack>
        {image_url ? <Image src={image_url} alt="" radius="md" mah={420} fit="cover" /> : null}
        <SiteHtml html={html} />
        <ShareButtons slug={slug} title={title} />
      </Stack>
    </Container>
  );
}
