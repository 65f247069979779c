import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Grid, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { NavLinkLink } from '../../ui/NavLinkLink.tsx';
import { PageSkeleton, SiteLoadFailure, SiteNotFound } from '../../ui/PublicPageStates.tsx';
import { usePageHead } from '../../ui/pageHead.ts';
import { AnchorLink } from '../../ui/RouterLinks.tsx';
import { SiteHtml } from './SiteHtml.tsx';
import {
  type SitePage,
  sitePageQuery,
  type TermsSection,
  termsMenuQuery,
  useSiteLanguage,
} from './siteQueries.ts';

interface TermsPageProps {
  /** The section of `/terms/$slug`; none at `/terms`, which shows the first one. */
  slug?: string;
  /** The subsection of `/terms/$slug/$subslug`. */
  subslug?: string;
}

/** A section's number in the menu (1., 2.) and a subsection's (2.1, 2.2), by their order. */
const sectionNumber = (index: number) => `${index + 1}.`;
const subsectionNumber = (sectionIndex: number, index: number) => `${sectionIndex + 1}.${index + 1}`;

/** The page an address names, if it names it where it belongs: a section at /terms/$slug, a subsection under its section. */
function isAtItsAddress(page: SitePage, slug: string | undefined, subslug: string | undefined): boolean {
  return subslug === undefined ? page.parent_slug === null : page.parent_slug === slug;
}

interface TermsMenuProps {
  sections: TermsSection[];
  /** The section shown, or the section of the subsection shown. */
  section: string;
  subsection?: string;
}

/** SPEC §2: the numbered side menu of the terms (above the text on a phone), the page shown marked. */
function TermsMenu({ sections, section, subsection }: TermsMenuProps) {
  const { t } = useLingui();
  return (
    <Paper withBorder radius="md" p="xs" component="nav" aria-label={t`Secciones de los términos`}>
      <Stack gap={2}>
        {sections.map((item, index) => (
          <Stack gap={2} key={item.slug}>
            <NavLinkLink
              to="/terms/$slug"
              params={{ slug: item.slug }}
              activeOptions={{ exact: true }}
              active={item.slug === section && subsection === undefined}
              label={`${sectionNumber(index)} ${item.title}`}
            />
            {item.children.map((child, childIndex) => (
              <NavLinkLink
                key={child.slug}
                to="/terms/$slug/$subslug"
                params={{ slug: item.slug, subslug: child.slug }}
                active={item.slug === section && child.slug === subsection}
                label={`${subsectionNumber(index, childIndex)} ${child.title}`}
                pl="xl"
              />
            ))}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

/** The section or subsection shown beside the menu, its title the page's one h1. */
function TermsText({ page, parent }: { page: SitePage; parent: TermsSection | undefined }) {
  return (
    <Stack gap="md">
      {parent ? (
        <AnchorLink to="/terms/$slug" params={{ slug: parent.slug }} size="sm">
          {parent.title}
        </AnchorLink>
      ) : null}
      <Title order={1}>{page.title}</Title>
      {page.description ? <Text c="dimmed">{page.description}</Text> : null}
      <SiteHtml html={page.html} />
    </Stack>
  );
}

/**
 * /terms, /terms/$slug, /terms/$slug/$subslug (SPEC §2): the terms in the interface language, a section or
 * subsection at a time beside the numbered menu of all of them; /terms shows the first section.
 */
export function TermsPage({ slug, subslug }: TermsPageProps) {
  const { t } = useLingui();
  const language = useSiteLanguage();
  const menu = useQuery(termsMenuQuery(language));
  const shown = subslug ?? slug ?? menu.data?.[0]?.slug;
  const page = useQuery({ ...sitePageQuery('terms', shown ?? '', language), enabled: shown !== undefined });
  usePageHead({ title: page.data?.title, description: page.data?.description });

  if (menu.isPending) return <PageSkeleton />;
  if (menu.isError) return <SiteLoadFailure error={menu.error} onRetry={() => void menu.refetch()} />;
  if (shown === undefined)
    return (
      <Container size="sm" py="xl">
        <Stack gap="sm" ta="center">
          <Title order={1}>
            <Trans>Términos y condiciones</Trans>
          </Title>
          <Text>
            <Trans>Los términos y condiciones aún no están publicados.</Trans>
          </Text>
        </Stack>
      </Container>
    );
  if (page.isError) return <SiteLoadFailure error={page.error} onRetry={() => void page.refetch()} />;
  if (page.data === null || (page.data && !isAtItsAddress(page.data, slug, subslug))) return <SiteNotFound />;

  const section = page.data?.parent_slug ?? shown;
  const parent = page.data?.parent_slug
    ? menu.data.find((item) => item.slug === page.data?.parent_slug)
    : undefined;
  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }}>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <TermsMenu sections={menu.data} section={section} subsection={subslug} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {page.data ? (
            <TermsText page={page.data} parent={parent} />
          ) : (
            <Stack gap="md" role="status" aria-label={t`Cargando la página`}>
              <Skeleton height={36} width="60%" radius="md" />
              {[0, 1, 2, 3].map((line) => (
                <Skeleton key={line} height={14} radius="sm" />
              ))}
            </Stack>
          )}
        </Grid.Col>
      </Grid>
    </Container>
  );
}
