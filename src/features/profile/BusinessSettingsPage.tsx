import { Trans } from '@lingui/react/macro';
import { IconBuildingStore, IconUser } from '@tabler/icons-react';
import { isCompany, useSession } from '../../api/session.ts';
import { PageNotice } from '../../ui/PageNotice.tsx';
import { ButtonLink } from '../../ui/RouterLinks.tsx';
import { BusinessInformationPage } from './BusinessInformationPage.tsx';
import type { BackLink } from './ProfileFormFrame.tsx';

/**
 * /edit-business-account and /settings/profile-business: the business form for a company; a personal account
 * is told the business profile is for companies and offered its personal form.
 */
export function BusinessSettingsPage({
  back,
  personalForm,
}: {
  back: BackLink;
  personalForm: '/edit-profile' | '/settings/profile';
}) {
  const user = useSession()?.user;
  if (user && isCompany(user)) return <BusinessInformationPage back={back} />;
  return (
    <PageNotice
      icon={<IconBuildingStore size={28} />}
      title={<Trans>El perfil de empresa es para cuentas de empresa</Trans>}
      action={
        <ButtonLink to={personalForm} leftSection={<IconUser size={18} />}>
          <Trans>Editar mi información personal</Trans>
        </ButtonLink>
      }
    >
      <Trans>Tu cuenta es personal: lo que los viajeros ven de ti está en tu información personal.</Trans>
    </PageNotice>
  );
}
