import { Trans } from '@lingui/react/macro';
import { Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { asFailure } from '../../api/errors.ts';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { ButtonLink } from '../../ui/RouterLinks.tsx';
import { QrCodeCard, QrCodeCardSkeleton } from './QrCodeCard.tsx';
import { ReferralFigures, ReferralFiguresSkeleton } from './ReferralFigures.tsx';
import { referralQrQuery, referralStatsQuery } from './referralQueries.ts';
import { ShareHowTo } from './ShareHowTo.tsx';

/** The QR, its downloads and copy buttons, or their place while they load, or why they did not. */
function QrSection() {
  const qr = useQuery(referralQrQuery);
  if (qr.data) return <QrCodeCard qr={qr.data} />;
  if (qr.isError)
    return (
      <LoadFailure
        failure={asFailure(qr.error)}
        title={<Trans>No se pudo cargar tu código QR</Trans>}
        reset={() => void qr.refetch()}
      />
    );
  return <QrCodeCardSkeleton />;
}

/** What the code brought so far, in one row, with the way to the whole results. */
function FiguresSection() {
  const stats = useQuery(referralStatsQuery());
  return (
    <Stack component="section" aria-labelledby="qr-figures-title" gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h4" id="qr-figures-title">
          <Trans>Tus resultados</Trans>
        </Title>
        <ButtonLink to="/results-qr" variant="light" leftSection={<IconChartBar size={18} aria-hidden />}>
          <Trans>Ver resultados</Trans>
        </ButtonLink>
      </Group>
      {/* A failed refresh (every minute) keeps the figures already shown. */}
      {stats.data ? (
        <>
          <ShareHowTo stats={stats.data} />
          <ReferralFigures stats={stats.data} compact />
        </>
      ) : stats.isError ? (
        <LoadFailure
          failure={asFailure(stats.error)}
          title={<Trans>No se pudieron cargar tus resultados</Trans>}
          reset={() => void stats.refetch()}
        />
      ) : (
        <Stack gap="sm" aria-busy="true">
          <Skeleton height={44} />
          <ReferralFiguresSkeleton compact />
        </Stack>
      )}
    </Stack>
  );
}

/** /qr, My QR (SPEC §2; issue 31): the code anyone signed in shares, and what it brought. */
export function QrPage() {
  return (
    <Stack gap="lg" maw={960} mx="auto">
      <div>
        <Title order={1} size="h2">
          <Trans>Mi QR</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Quien escanea tu QR o usa tu código queda registrado como referido tuyo.</Trans>
        </Text>
      </div>
      <QrSection />
      <FiguresSection />
    </Stack>
  );
}
