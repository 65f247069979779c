import { Trans } from '@lingui/react/macro';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import type { Role } from '../../../machines/signupRole.ts';
import { rememberReferralCode } from '../../api/referralCode.ts';
import { useSession } from '../../api/session.ts';
import { useHydrated } from '../../ui/hydrated.ts';
import { PageSkeleton, SiteLoadFailure, SiteNotFound } from '../../ui/PublicPageStates.tsx';
import { usePageHead } from '../../ui/pageHead.ts';
import { ButtonLink } from '../../ui/RouterLinks.tsx';
import { AdvertisingPlans } from './AdvertisingPlans.tsx';
import { PLANS_LANDING_SLUG } from './advertisingPlans.ts';
import { SiteHtml } from './SiteHtml.tsx';
import { sitePageQuery, useSiteLanguage } from './siteQueries.ts';

export interface ContactDialogProps {
  opened: boolean;
  onClose: () => void;
}

interface LandingPageProps {
  /** The landing's page in the site's content: home, providers, advertising, influencers, become-an-agent. */
  slug: string;
  /** What the landing offers under its text (SignUpAndContact, HomeActions). */
  actions: ReactNode;
}

/**
 * /, /providers, /advertising, /influencers, /become-an-agent (SPEC §2): the operator's text for the landing in the
 * interface language and what it offers; the advertising landing shows its plans (SPEC §9) below the text. A landing
 * opened from a referral link (`?ref=`: a scanned QR lands on home, issue 31) keeps the code for what the visitor
 * sends later.
 */
export function LandingPage({ slug, actions }: LandingPageProps) {
  const page = useQuery(sitePageQuery('landing', slug, useSiteLanguage()));
  usePageHead({ title: page.data?.title, description: page.data?.description });
  useEffect(
    () => rememberReferralCode(new URLSearchParams(window.location.search).get('ref') ?? undefined),
    [],
  );

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
          {actions}
        </Stack>
        <SiteHtml html={html} maw={760} />
        {slug === PLANS_LANDING_SLUG ? <AdvertisingPlans /> : null}
      </Stack>
    </Container>
  );
}

interface SignUpAndContactProps {
  /** The role its sign-up link carries (SPEC §4: the landing a person comes from decides it). */
  signUpRole: Role;
  /** The contact dialog, which the route draws (the help feature's): a feature never imports another. */
  contact: (props: ContactDialogProps) => ReactNode;
}

/** A programme's landing: sign up with its role, or ask first through the contact dialog. */
export function SignUpAndContact({ signUpRole, contact }: SignUpAndContactProps) {
  const [contactOpened, setContactOpened] = useState(false);
  const hydrated = useHydrated();
  return (
    <Group gap="sm">
      <ButtonLink to="/register" search={{ role: signUpRole }} size="md">
        <Trans>Regístrate gratis</Trans>
      </ButtonLink>
      <Button size="md" variant="default" disabled={!hydrated} onClick={() => setContactOpened(true)}>
        <Trans>Contáctanos</Trans>
      </Button>
      {contact({ opened: contactOpened, onClose: () => setContactOpened(false) })}
    </Group>
  );
}

/** Home: a provider's way in — sign up or sign in; signed in, the way to the control panel. */
export function HomeActions() {
  const signedIn = useSession() !== null;
  return (
    <Group gap="sm">
      {signedIn ? (
        <ButtonLink to="/dashboard" size="md">
          <Trans>Ir al panel de control</Trans>
        </ButtonLink>
      ) : (
        <>
          <ButtonLink to="/register" size="md">
            <Trans>Regístrate gratis</Trans>
          </ButtonLink>
          <ButtonLink to="/login" size="md" variant="default">
            <Trans>Iniciar sesión</Trans>
          </ButtonLink>
        </>
      )}
    </Group>
  );
}
