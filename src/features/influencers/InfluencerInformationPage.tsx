import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from '@tanstack/react-router';
import { CardPage } from '../../ui/CardPage.tsx';
import { InfluencerForm } from './InfluencerForm.tsx';
import { influencerMessages } from './influencerMessages.ts';
import { myInfluencerProfileQuery } from './influencerQueries.ts';

/**
 * /influencer-information registers, ?profile=true edits; /influencer-form is the same form, registering or editing
 * what is there (docs/decisions.md "Issue 31: one influencer form").
 */
export type InfluencerMode = 'register' | 'edit' | 'form';

/**
 * SPEC §4 Influencer information: without a profile, the registration form; with one, editing it, or — registering
 * — on to /qr, as the influencer is registered already.
 */
export function InfluencerInformationPage({ mode }: { mode: InfluencerMode }) {
  const profile = useQuery(myInfluencerProfileQuery);
  if (profile.data && mode === 'register') return <Navigate to="/qr" replace />;
  const editing = Boolean(profile.data);
  return (
    <CardPage
      width={760}
      title={editing ? <Trans>Tu perfil de influencer</Trans> : <Trans>Información del influencer</Trans>}
      subtitle={
        editing ? (
          <Trans>
            Mantén al día lo que ven las marcas y los viajeros. Los campos marcados con * son obligatorios.
          </Trans>
        ) : (
          <Trans>
            Completa tu perfil para recibir tu código QR y tu enlace. Los campos marcados con * son
            obligatorios.
          </Trans>
        )
      }
    >
      {profile.isPending ? (
        <FormSkeleton />
      ) : profile.isError ? (
        <LoadError retry={() => void profile.refetch()} retrying={profile.isFetching} />
      ) : (
        <InfluencerForm saved={profile.data} />
      )}
    </CardPage>
  );
}

/** The form's place while the profile loads. */
function FormSkeleton() {
  const { t } = useLingui();
  return (
    <Stack gap="md" role="status" aria-busy aria-label={t`Cargando la información del influencer`}>
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} h={56} radius="sm" />
      ))}
    </Stack>
  );
}

/** SPEC §8: the profile could not be read; trying again reads it afresh. */
function LoadError({ retry, retrying }: { retry: () => void; retrying: boolean }) {
  const { i18n } = useLingui();
  return (
    <Alert color="red" role="alert" title={i18n._(influencerMessages.loadFailed)}>
      <Button variant="light" color="red" size="xs" onClick={retry} loading={retrying}>
        <Trans>Reintentar</Trans>
      </Button>
    </Alert>
  );
}
