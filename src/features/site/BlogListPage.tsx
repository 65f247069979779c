import { Trans, useLingui } from '@lingui/react/macro';
import {
  Card,
  Container,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { usePagination } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../i18n/i18n.ts';
import { SiteLoadFailure } from '../../ui/PublicPageStates.tsx';
import { usePageHead } from '../../ui/pageHead.ts';
import { AnchorLink, ButtonLink } from '../../ui/RouterLinks.tsx';
import { PostFacts } from './PostFacts.tsx';
import { BLOG_PAGE_SIZE, type BlogPostSummary, blogPageQuery, useSiteLanguage } from './siteQueries.ts';

/** A post in the list: its picture when it has one, its title as the link to it, what it is about. */
function PostCard({ post, language }: { post: BlogPostSummary; language: Language }) {
  return (
    <Card withBorder radius="md" padding="lg" component="article">
      {post.image_url ? (
        <Card.Section mb="md">
          <Image src={post.image_url} alt="" h={180} fit="cover" loading="lazy" />
        </Card.Section>
      ) : null}
      <Stack gap="xs">
        <Title order={2} size="h4">
          <AnchorLink to="/blog/$slug" params={{ slug: post.slug }} c="inherit">
            {post.title}
          </AnchorLink>
        </Title>
        <PostFacts post={post} language={language} />
        <Text size="sm">{post.description}</Text>
      </Stack>
    </Card>
  );
}

/** The blog's pages as links (`?page=N`), the current one marked, the far ones folded into dots. */
function BlogPagination({ page, pages }: { page: number; pages: number }) {
  const { t } = useLingui();
  const { range } = usePagination({ total: pages, page, siblings: 1, boundaries: 1 });
  if (pages <= 1) return null;
  return (
    <Group component="nav" aria-label={t`Páginas del blog`} justify="center" gap="xs">
      {page > 1 ? (
        <ButtonLink
          to="/blog"
          search={{ page: page - 1 }}
          variant="default"
          leftSection={<IconChevronLeft size={16} aria-hidden />}
        >
          <Trans>Anterior</Trans>
        </ButtonLink>
      ) : null}
      {range.map((item, index) =>
        item === 'dots' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the dots have no identity but their place
          <Text key={`dots-${index}`} c="dimmed" aria-hidden>
            …
          </Text>
        ) : (
          <ButtonLink
            key={item}
            to="/blog"
            search={{ page: item }}
            variant={item === page ? 'filled' : 'default'}
            aria-current={item === page ? 'page' : undefined}
            aria-label={t`Página ${item}`}
          >
            {item}
          </ButtonLink>
        ),
      )}
      {page < pages ? (
        <ButtonLink
          to="/blog"
          search={{ page: page + 1 }}
          variant="default"
          rightSection={<IconChevronRight size={16} aria-hidden />}
        >
          <Trans>Siguiente</Trans>
        </ButtonLink>
      ) : null}
    </Group>
  );
}

/** A page of the list while it comes: as many card shapes as it will hold. */
function BlogSkeleton() {
  const { t } = useLingui();
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, md: 3 }}
      spacing="md"
      role="status"
      aria-label={t`Cargando los artículos`}
    >
      {Array.from({ length: BLOG_PAGE_SIZE }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders, alike
        <Skeleton key={index} height={260} radius="md" />
      ))}
    </SimpleGrid>
  );
}

/** No post to show: none written yet, or a page past the last one (an old link). */
function NoPosts({ total }: { total: number }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm" align="center" ta="center">
        <Text fw={600}>
          {total === 0 ? (
            <Trans>Aún no hay artículos</Trans>
          ) : (
            <Trans>Esta página del blog no tiene artículos</Trans>
          )}
        </Text>
        {total === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>Vuelve pronto: publicaremos guías y novedades para proveedores.</Trans>
          </Text>
        ) : (
          <AnchorLink to="/blog">
            <Trans>Ir a los artículos más recientes</Trans>
          </AnchorLink>
        )}
      </Stack>
    </Paper>
  );
}

/** /blog (SPEC §2, §7): the published posts in the interface language, newest first, 12 a page. */
export function BlogListPage({ page }: { page: number }) {
  const language = useSiteLanguage();
  const blog = useQuery(blogPageQuery(page, language));
  const { t } = useLingui();
  usePageHead({ description: t`Guías, ideas y novedades para los proveedores turísticos de Guatemala.` });
  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>
            <Trans>Blog</Trans>
          </Title>
          <Text c="dimmed" size="lg">
            <Trans>Guías, ideas y novedades para los proveedores turísticos de Guatemala.</Trans>
          </Text>
        </Stack>
        {blog.isPending ? (
          <BlogSkeleton />
        ) : blog.isError ? (
          <SiteLoadFailure error={blog.error} onRetry={() => void blog.refetch()} />
        ) : blog.data.items.length === 0 ? (
          <NoPosts total={blog.data.total} />
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
              {blog.data.items.map((post) => (
                <PostCard key={post.slug} post={post} language={language} />
              ))}
            </SimpleGrid>
            <BlogPagination page={blog.data.page} pages={blog.data.pages} />
          </>
        )}
      </Stack>
    </Container>
  );
}
