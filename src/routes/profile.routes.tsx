import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { getSession, isCompany } from '../api/session.ts';
import { currentLanguage, withCatalogs } from '../i18n/i18n.ts';
import { portalLayout } from './layouts.tsx';

// The loaders import their query modules when they run, not with the route tree every page downloads.
const profileQueries = () => import('../features/profile/profileQueries.ts');
const placeQueries = () => import('../api/placeQueries.ts');
const catalogQueries = () => import('../api/catalogQueries.ts');
const personalForm = () => withCatalogs(['profile'], import('./profile/personalForm.lazy.tsx'));
const businessForm = () => withCatalogs(['profile'], import('./profile/businessForm.lazy.tsx'));
const securityForm = () =>
  withCatalogs(['profile', 'passwordRules'], import('./profile/securityForm.lazy.tsx'));
const languageForm = () => withCatalogs(['profile'], import('./profile/languageForm.lazy.tsx'));

type Loader = Parameters<typeof createRoute>[0]['loader'];

const personalLoader = (async ({ context: { queryClient } }) => {
  const [{ personalInformationQuery }, { languagesQuery, gendersQuery }] = await Promise.all([
    profileQueries(),
    catalogQueries(),
  ]);
  return Promise.all([
    queryClient.ensureQueryData(personalInformationQuery),
    queryClient.ensureQueryData(languagesQuery(currentLanguage())),
    queryClient.ensureQueryData(gendersQuery(currentLanguage())),
  ]);
}) satisfies Loader;

/** A personal account's business screen only says it is for companies: nothing to load. */
const businessLoader = (async ({ context: { queryClient } }) => {
  const user = getSession()?.user;
  if (!user || !isCompany(user)) return;
  const [{ businessProfileQuery }, { languagesQuery }] = await Promise.all([
    profileQueries(),
    catalogQueries(),
  ]);
  await Promise.all([
    queryClient.ensureQueryData(businessProfileQuery),
    queryClient.ensureQueryData(languagesQuery(currentLanguage())),
  ]);
}) satisfies Loader;

const locationLoader = (async ({ context: { queryClient } }) => {
  const [{ userLocationQuery }, { countriesQuery }] = await Promise.all([profileQueries(), placeQueries()]);
  return Promise.all([
    queryClient.ensureQueryData(userLocationQuery),
    queryClient.ensureQueryData(countriesQuery(currentLanguage())),
  ]);
}) satisfies Loader;

/** /profile (SPEC §2 profile hub): a summary card per part of the profile. */
const profile = createRoute({
  getParentRoute: () => portalLayout,
  path: '/profile',
  staticData: { title: msg`Perfil` },
  loader: async ({ context: { queryClient } }) => {
    const { loadProfileHub } = await import('../features/profile/profileHubQueries.ts');
    await loadProfileHub(queryClient, getSession()?.user, currentLanguage());
  },
  pendingMs: 200,
}).lazy(() =>
  withCatalogs(['profile', 'payoutChecklist'], import('./profile/hub.lazy.tsx')).then((d) => d.Route),
);

/** /settings: the settings sections as a list of links. */
const settings = createRoute({
  getParentRoute: () => portalLayout,
  path: '/settings',
  staticData: { title: msg`Configuración` },
}).lazy(() => withCatalogs(['profile'], import('./profile/settings.lazy.tsx')).then((d) => d.Route));

// The forms: each at the hub's address (/edit-…) and the settings list's (/settings/…). The spec's spellings
// are kept as routes.
const editProfile = createRoute({
  getParentRoute: () => portalLayout,
  path: '/edit-profile',
  staticData: { title: msg`Información personal` },
  loader: personalLoader,
  pendingMs: 200,
}).lazy(() => personalForm().then((d) => d.EditProfile));

const settingsProfile = createRoute({
  getParentRoute: () => portalLayout,
  path: '/settings/profile',
  staticData: { title: msg`Información personal` },
  loader: personalLoader,
  pendingMs: 200,
}).lazy(() => personalForm().then((d) => d.SettingsProfile));

const editBusinessAccount = createRoute({
  getParentRoute: () => portalLayout,
  path: '/edit-business-account',
  staticData: { title: msg`Perfil de empresa` },
  loader: businessLoader,
  pendingMs: 200,
}).lazy(() => businessForm().then((d) => d.EditBusinessAccount));

const settingsProfileBusiness = createRoute({
  getParentRoute: () => portalLayout,
  path: '/settings/profile-business',
  staticData: { title: msg`Perfil de empresa` },
  loader: businessLoader,
  pendingMs: 200,
}).lazy(() => businessForm().then((d) => d.SettingsProfileBusiness));

const editAccount = createRoute({
  getParentRoute: () => portalLayout,
  path: '/edit-acount',
  staticData: { title: msg`Cuenta y seguridad` },
}).lazy(() => securityForm().then((d) => d.EditAccount));

const settingsSecurityAccount = createRoute({
  getParentRoute: () => portalLayout,
  path: '/settings/security-acount',
  staticData: { title: msg`Cuenta y seguridad` },
}).lazy(() => securityForm().then((d) => d.SettingsSecurityAccount));

/** /setting (SPEC §2 edit configuration: country, state, city, language). */
const setting = createRoute({
  getParentRoute: () => portalLayout,
  path: '/setting',
  staticData: { title: msg`Configuración` },
  loader: locationLoader,
  pendingMs: 200,
}).lazy(() => languageForm().then((d) => d.Setting));

const settingsLanguageLocation = createRoute({
  getParentRoute: () => portalLayout,
  path: '/settings/language-location',
  staticData: { title: msg`Idioma y ubicación` },
  loader: locationLoader,
  pendingMs: 200,
}).lazy(() => languageForm().then((d) => d.SettingsLanguageLocation));

export const profileRoutes = [
  profile,
  editProfile,
  editBusinessAccount,
  editAccount,
  setting,
  settings,
  settingsProfile,
  settingsProfileBusiness,
  settingsSecurityAccount,
  settingsLanguageLocation,
];
