import { Trans, useLingui } from '@lingui/react/macro';
import { Skeleton, Stack } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { PageNotice } from '../../ui/PageNotice.tsx';
import { ButtonLink } from '../../ui/RouterLinks.tsx';

/** The team's screens while the team comes: a title, the table and the form, announced as loading. */
export function TeamSkeleton() {
  const { t } = useLingui();
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t`Cargando el equipo`}>
      <Skeleton height={32} width="40%" radius="md" />
      <Skeleton height={180} radius="md" />
      <Skeleton height={140} radius="md" />
    </Stack>
  );
}

/**
 * A provider that is not a company has no team (issue 32): the screen says why, and where the account becomes a
 * company's (its account type, chosen at the start and changeable there).
 */
export function NoTeamNotice() {
  return (
    <PageNotice
      icon={<IconUsersGroup size={28} />}
      title={<Trans>Tu cuenta no tiene equipo</Trans>}
      order={2}
      action={
        <ButtonLink to="/account-type" search={{}} variant="light">
          <Trans>Cambiar el tipo de cuenta</Trans>
        </ButtonLink>
      }
    >
      <Trans>
        Solo una cuenta de empresa puede invitar a otras personas a trabajar con ella. Si tu negocio es una
        empresa, cambia el tipo de cuenta a empresa y completa su perfil; después podrás invitar a tu equipo.
      </Trans>
    </PageNotice>
  );
}
