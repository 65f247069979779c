import { Trans } from '@lingui/react/macro';
import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import {
  IconCalendarCheck,
  IconCurrencyDollar,
  IconEye,
  IconMessageQuestion,
  IconReceipt,
  IconScan,
} from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { useReferralFormats } from './referralFormats.ts';
import type { ReferralStats } from './referralQueries.ts';

interface FigureProps {
  label: ReactNode;
  value: string;
  icon: ReactNode;
  color: string;
  compact: boolean;
}

/** One figure, named by its label so a screen reader (and a test) finds the value by what it counts. */
function Figure({ label, value, icon, color, compact }: FigureProps) {
  const labelId = useId();
  return (
    <Card
      withBorder
      radius="md"
      padding={compact ? 'sm' : 'lg'}
      component="article"
      aria-labelledby={labelId}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text id={labelId} size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <Text fz={compact ? 22 : 28} fw={700} lh={1.2} mt={4}>
            {value}
          </Text>
        </div>
        {compact ? null : (
          <ThemeIcon variant="light" color={color} size={44} radius="md" aria-hidden>
            {icon}
          </ThemeIcon>
        )}
      </Group>
    </Card>
  );
}

/** Two columns on a 390 px phone, all in one row on a wide screen. */
const COLUMNS = { compact: { base: 2, xs: 3, md: 5 }, full: { base: 2, sm: 3, lg: 6 } } as const;

/**
 * What the code brought (SPEC §2 "my QR … stats"): the compact row of My QR (no sales), or the cards of the
 * results page. The figures are the server's, computed from recorded events.
 */
export function ReferralFigures({ stats, compact = false }: { stats: ReferralStats; compact?: boolean }) {
  const format = useReferralFormats();
  return (
    <SimpleGrid cols={compact ? COLUMNS.compact : COLUMNS.full} spacing="sm">
      <Figure
        compact={compact}
        label={<Trans>Escaneos</Trans>}
        value={format.count(stats.scans)}
        icon={<IconScan />}
        color="blue"
      />
      <Figure
        compact={compact}
        label={<Trans>Visitas</Trans>}
        value={format.count(stats.visits)}
        icon={<IconEye />}
        color="cyan"
      />
      <Figure
        compact={compact}
        label={<Trans>Consultas</Trans>}
        value={format.count(stats.inquiries)}
        icon={<IconMessageQuestion />}
        color="grape"
      />
      <Figure
        compact={compact}
        label={<Trans>Reservas confirmadas</Trans>}
        value={format.count(stats.bookings)}
        icon={<IconCalendarCheck />}
        color="teal"
      />
      {compact ? null : (
        <Figure
          compact={compact}
          label={<Trans>Ventas</Trans>}
          value={format.money(stats.sales)}
          icon={<IconReceipt />}
          color="indigo"
        />
      )}
      <Figure
        compact={compact}
        label={<Trans>Comisión ganada</Trans>}
        value={format.money(stats.earned)}
        icon={<IconCurrencyDollar />}
        color="yellow"
      />
    </SimpleGrid>
  );
}

/** The figures' place while they load, at their size, so nothing below moves when they come. */
export function ReferralFiguresSkeleton({ compact = false }: { compact?: boolean }) {
  const count = compact ? 5 : 6;
  return (
    <SimpleGrid cols={compact ? COLUMNS.compact : COLUMNS.full} spacing="sm">
      {Array.from({ length: count }, (_, index) => (
        // The placeholders have no identity but their place.
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered
        <Card key={index} withBorder radius="md" padding={compact ? 'sm' : 'lg'}>
          <Skeleton height={14} width="60%" />
          <Skeleton height={compact ? 22 : 28} width="40%" mt={10} />
        </Card>
      ))}
    </SimpleGrid>
  );
}
