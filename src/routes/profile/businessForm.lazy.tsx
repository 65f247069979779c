import { createLazyRoute } from '@tanstack/react-router';
import { BusinessSettingsPage } from '../../features/profile/BusinessSettingsPage.tsx';
import { boundaries, toProfile, toSettings } from './formLinks.tsx';

export const EditBusinessAccount = createLazyRoute('/portal/edit-business-account')({
  ...boundaries,
  component: () => <BusinessSettingsPage back={toProfile} personalForm="/edit-profile" />,
});

export const SettingsProfileBusiness = createLazyRoute('/portal/settings/profile-business')({
  ...boundaries,
  component: () => <BusinessSettingsPage back={toSettings} personalForm="/settings/profile" />,
});
