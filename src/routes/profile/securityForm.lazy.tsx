import { createLazyRoute } from '@tanstack/react-router';
import { AccountSecurityPage } from '../../features/profile/AccountSecurityPage.tsx';
import { boundaries, toProfile, toSettings } from './formLinks.tsx';

export const EditAccount = createLazyRoute('/portal/edit-acount')({
  ...boundaries,
  component: () => <AccountSecurityPage back={toProfile} />,
});

export const SettingsSecurityAccount = createLazyRoute('/portal/settings/security-acount')({
  ...boundaries,
  component: () => <AccountSecurityPage back={toSettings} />,
});
