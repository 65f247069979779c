import { useParams, useSearch } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { ROLE } from '../../../machines/roles.ts';
import type { JoinType } from '../../features/help/JoinContactDialog.tsx';
import { BlogListPage } from '../../features/site/BlogListPage.tsx';
import { BlogPostPage } from '../../features/site/BlogPostPage.tsx';
import { HomeActions, LandingPage, SignUpAndContact } from '../../features/site/LandingPage.tsx';
import { TermsPage } from '../../features/site/TermsPage.tsx';
import { withCatalogs } from '../../i18n/i18n.ts';

/*
 * The public site's pages (issue 31; SPEC §2): the site feature draws them from the operator's content; a landing's
 * "contact us" opens the help feature's dialog, which comes (with its captcha and words) when it is first opened.
 */

const JoinContactDialog = lazy(() =>
  withCatalogs(['help', 'captcha'], import('../../features/help/JoinContactDialog.tsx')).then((module) => ({
    default: module.JoinContactDialog,
  })),
);

/** The contact dialog of a landing, preselected to who the landing speaks to. */
const contactAs =
  (defaultType: JoinType) =>
  ({ opened, onClose }: { opened: boolean; onClose: () => void }) =>
    opened ? (
      <Suspense fallback={null}>
        <JoinContactDialog opened={opened} onClose={onClose} defaultType={defaultType} />
      </Suspense>
    ) : null;

const contactProviders = contactAs('providers');
const contactPartners = contactAs('partners');
const contactInfluencers = contactAs('influencers');

/** /: the portal's front door, the operator's home landing with the way in. */
export function HomeLanding() {
  return <LandingPage slug="home" actions={<HomeActions />} />;
}

/** /providers: who lists stays, tours and more, and signs up as a provider. */
export function ProvidersLanding() {
  return (
    <LandingPage
      slug="providers"
      actions={<SignUpAndContact signUpRole={ROLE.provider} contact={contactProviders} />}
    />
  );
}

/** /influencers: who brings travelers with their QR and signs up as an influencer. */
export function InfluencersLanding() {
  return (
    <LandingPage
      slug="influencers"
      actions={<SignUpAndContact signUpRole={ROLE.influencer} contact={contactInfluencers} />}
    />
  );
}

/** /advertising: the advertisers' plans (SPEC §9). */
export function AdvertisingLanding() {
  return (
    <LandingPage
      slug="advertising"
      actions={<SignUpAndContact signUpRole={ROLE.advertiser} contact={contactPartners} />}
    />
  );
}

/** /become-an-agent: the agents' and partners' programme. */
export function AgentsLanding() {
  return (
    <LandingPage
      slug="become-an-agent"
      actions={<SignUpAndContact signUpRole={ROLE.agent} contact={contactPartners} />}
    />
  );
}

/** /blog?page=N. */
export function BlogList() {
  const { page } = useSearch({ strict: false }) as { page?: number };
  return <BlogListPage page={page ?? 1} />;
}

/** /blog/$slug. */
export function BlogPost() {
  const { slug } = useParams({ strict: false }) as { slug?: string };
  return <BlogPostPage slug={slug ?? ''} />;
}

/** /terms, /terms/$slug and /terms/$slug/$subslug: the numbered sections and the one chosen. */
export function Terms() {
  const { slug, subslug } = useParams({ strict: false }) as { slug?: string; subslug?: string };
  return <TermsPage slug={slug} subslug={subslug} />;
}
