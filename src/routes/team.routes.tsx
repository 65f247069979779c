import { msg } from '@lingui/core/macro';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { optionalString, orElse, searchOf } from '../api/searchParams.ts';
import { withCatalogs } from '../i18n/i18n.ts';
import { onlyForTeamOwner } from './entryGuard.tsx';
import { portalLayout, publicLayout } from './layouts.tsx';

/*
 * The team's screens (issue 32). The owner's two share one lazy module (one chunk and catalog, like the white
 * landings'); the join page is a module of its own in the signed-out layout, with the password rules' words.
 */
const teamScreens = () => withCatalogs(['team'], import('./team/team.lazy.tsx'));

/** /team: the members, their roles, the invitations and the invite form. */
const team = createRoute({
  getParentRoute: () => portalLayout,
  path: '/team',
  staticData: { title: msg`Equipo` },
  beforeLoad: onlyForTeamOwner,
  component: lazyRouteComponent(teamScreens, 'TeamScreen'),
});

/** /team/activity: who changed what, newest first. */
const teamActivity = createRoute({
  getParentRoute: () => portalLayout,
  path: '/team/activity',
  staticData: { title: msg`Actividad del equipo` },
  beforeLoad: onlyForTeamOwner,
  component: lazyRouteComponent(teamScreens, 'TeamActivityScreen'),
});

export const teamRoutes = [team, teamActivity];

/** The emailed link's secret; a link without one still opens its page, which says the link is not valid. */
const joinSearch = searchOf({ token: orElse(optionalString({ maxLength: 200 }), '') });

/**
 * /team/join?token= (signed out, like /reset-password): open to anyone holding the link, signed in or not — the
 * answer signs the invitee in as themselves, replacing whatever session the browser had.
 */
const teamJoin = createRoute({
  getParentRoute: () => publicLayout,
  path: '/team/join',
  staticData: { title: msg`Únete al equipo` },
  validateSearch: joinSearch,
}).lazy(() => withCatalogs(['team', 'passwordRules'], import('./team/join.lazy.tsx')).then((d) => d.Route));

export const teamJoinRoutes = [teamJoin];
