import { Trans } from '@lingui/react/macro';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { Role } from '../../../machines/signupRole.ts';
import { useHydrated } from '../../ui/hydrated.ts';
import { usePageHead } from '../../ui/pageHead.ts';
import { ButtonLink } from '../../ui/RouterLinks.tsx';
import { AdvertisingPlans } from './AdvertisingPlans.tsx';
import { PLANS_LANDING_SLUG } from './advertisingPlans.ts';
import { SiteHtml } from './SiteHtml.tsx';
import { PageSkeleton, SiteLoadFailure, SiteNotFound } from './SitePageStates.tsx';
import { sitePageQuery, useSiteLanguage } from './siteQueries.ts';

export interface ContactDialogProps {
  opened: boolean;
  onClose: () => void;
}

interface LandingPageProps {
  /** The landing's page in the site's content: providers, advertising, influencers, become-an-agent. */
  slug: string;
  /** The role its sign-up link carries (SPEC §4: the landing a person comes from decides it). */
  signUpRole: Role;
  /** The contact dialog, which the route draws (the help feature's): a feature never imports another. */
  contact: (props: ContactDialogProps) => ReactNode;
}

/**
 * /providers, /advertising, /influencers, /become-an-agent (SPEC §2): the operator's text for the landing in the
 * interface language, the way to sign up with the landing's role and the contact dialog; the advertising landing
 * shows its plans (SPEC §9) below the text.
 */
export function LandingPage({ slug, signUpRole, contact }: LandingPageProps) {
  const page = useQuery(sitePageQuery('landing', slug, useSiteLanguage()));
  const [contactOpened, setContactOpened] = useState(false);
  usePageHead({ title: page.data?.title, description: page.data?.description });
  const hydrated = useHydrated();

  if (page.isPending) return <PageSkeleton />;
  if (page.isError) return <SiteLoadFailure error={page.error} onRetry={() => void page.refetch()} />;
  if (!page.data) return <SiteNotFound />;
  const { title, description, html } = page.data;
  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="xl">
        <Stack gap="md" maw={760}>
          <Title order={1} style={{ fontSize: 'clamp(2rem, 5vw, 3rem)', lineHeight: 1.15 }}>
            {title}
          </Title>
          {description ? (
            <Text size="lg" c="dimmed">
              {description}
            </Text>
          ) : null}
          <Group gap="sm">
            <ButtonLink to="/register" search={{ role: signUpRole }} size="md">
              <Trans>Regístrate gratis</Trans>
            </ButtonLink>
            <Button size="md" variant="default" disabled={!hydrated} onClick={() => setContactOpened(true)}>
              <Trans>Contáctanos</Trans>
            </Button>
          </Group>
        </Stack>
        <SiteHtml html={html} maw={760} />
        {slug === PLANS_LANDING_SLUG ? <AdvertisingPlans /> : null}
      </Stack>
      {contact({ opened: contactOpened, onClose: () => setContactOpened(false) })}
    </Container>
  );
}
