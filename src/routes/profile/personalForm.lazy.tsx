import { createLazyRoute } from '@tanstack/react-router';
import { PersonalInformationPage } from '../../features/profile/PersonalInformationPage.tsx';
import { boundaries, toProfile, toSettings } from './formLinks.tsx';

export const EditProfile = createLazyRoute('/portal/edit-profile')({
  ...boundaries,
  component: () => <PersonalInformationPage back={toProfile} />,
});

export const SettingsProfile = createLazyRoute('/portal/settings/profile')({
  ...boundaries,
  component: () => <PersonalInformationPage back={toSettings} />,
});
