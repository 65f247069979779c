import { createLazyRoute } from '@tanstack/react-router';
import { ConfigInitialPage } from '../../features/profile/ConfigInitialPage.tsx';
import { boundaries, toProfile, toSettings } from './formLinks.tsx';

export const Setting = createLazyRoute('/portal/setting')({
  ...boundaries,
  component: () => <ConfigInitialPage back={toProfile} />,
});

export const SettingsLanguageLocation = createLazyRoute('/portal/settings/language-location')({
  ...boundaries,
  component: () => <ConfigInitialPage back={toSettings} />,
});
