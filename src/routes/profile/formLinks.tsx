import { Trans } from '@lingui/react/macro';
import type { BackLink } from '../../features/profile/ProfileFormFrame.tsx';
import { ProfileFormSkeleton, ProfileLoadError } from '../../features/profile/ProfileStates.tsx';

// Each form is reached from the profile hub (/edit-…) and from the settings list (/settings/…): the same
// component, with the link back to where it was opened from. Each form is a lazy file of its own, so a form's screen
// downloads no other form (issue 28).
export const toProfile: BackLink = { to: '/profile', label: <Trans>Volver al perfil</Trans> };
export const toSettings: BackLink = { to: '/settings', label: <Trans>Volver a la configuración</Trans> };
export const boundaries = { errorComponent: ProfileLoadError, pendingComponent: ProfileFormSkeleton };
