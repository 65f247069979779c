import { Trans } from '@lingui/react/macro';
import { createLazyRoute } from '@tanstack/react-router';
import { AccountSecurityPage } from '../../features/profile/AccountSecurityPage.tsx';
import { BusinessSettingsPage } from '../../features/profile/BusinessSettingsPage.tsx';
import { ConfigInitialPage } from '../../features/profile/ConfigInitialPage.tsx';
import { PersonalInformationPage } from '../../features/profile/PersonalInformationPage.tsx';
import type { BackLink } from '../../features/profile/ProfileFormFrame.tsx';
import { ProfileFormSkeleton, ProfileLoadError } from '../../features/profile/ProfileStates.tsx';

// Each form is reached from the profile hub (/edit-…) and from the settings list (/settings/…): the same
// component, with the link back to where it was opened from.
const toProfile: BackLink = { to: '/profile', label: <Trans>Volver al perfil</Trans> };
const toSettings: BackLink = { to: '/settings', label: <Trans>Volver a la configuración</Trans> };
const boundaries = { errorComponent: ProfileLoadError, pendingComponent: ProfileFormSkeleton };

export const EditProfile = createLazyRoute('/portal/edit-profile')({
  ...boundaries,
  component: () => <PersonalInformationPage back={toProfile} />,
});
export const SettingsProfile = createLazyRoute('/portal/settings/profile')({
  ...boundaries,
  component: () => <PersonalInformationPage back={toSettings} />,
});

export const EditBusinessAccount = createLazyRoute('/portal/edit-business-account')({
  ...boundaries,
  component: () => <BusinessSettingsPage back={toProfile} personalForm="/edit-profile" />,
});
export const SettingsProfileBusiness = createLazyRoute('/portal/settings/profile-business')({
  ...boundaries,
  component: () => <BusinessSettingsPage back={toSettings} personalForm="/settings/profile" />,
});

export const EditAccount = createLazyRoute('/portal/edit-acount')({
  ...boundaries,
  component: () => <AccountSecurityPage back={toProfile} />,
});
export const SettingsSecurityAccount = createLazyRoute('/portal/settings/security-acount')({
  ...boundaries,
  component: () => <AccountSecurityPage back={toSettings} />,
});

export const Setting = createLazyRoute('/portal/setting')({
  ...boundaries,
  component: () => <ConfigInitialPage back={toProfile} />,
});
export const SettingsLanguageLocation = createLazyRoute('/portal/settings/language-location')({
  ...boundaries,
  component: () => <ConfigInitialPage back={toSettings} />,
});
