import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Group, SegmentedControl, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ReservationList } from './ReservationList.tsx';
import type { ReservationStatus } from './reservationQueries.ts';
import { CODE_MAX_LENGTH, RESERVATION_FILTERS, type ReservationsSearch } from './reservationsSearch.ts';

/** SPEC §2: the search box waits for a pause in typing before it asks the server. */
const SEARCH_DEBOUNCE_MS = 300;

type Filter = 'all' | 'pending' | 'completed' | 'cancelled';

/** SPEC §2 filters; "all" also shows the confirmed reservations, which have no filter of their own. */
const STATUS_OF: Record<Filter, ReservationStatus | undefined> = {
  all: undefined,
  pending: 1,
  completed: 3,
  cancelled: 0,
};

const asFilter = (value: string) => RESERVATION_FILTERS.find((filter) => filter === value);

/** /reservations (SPEC §2): filter, search by code, the reservations with infinite scroll. */
export function ReservationsPage({ search }: { search: ReservationsSearch }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [text, setText] = useState(search.code ?? '');
  const filter: Filter = search.filter ?? 'all';
  const code = search.code ?? '';
  const status = STATUS_OF[filter];

  const setSearch = (next: Partial<ReservationsSearch>) =>
    navigate({ to: '/reservations', search: { ...search, ...next }, replace: true });
  // The URL (and so the server query) follows the box once typing pauses.
  const searchFor = useDebouncedCallback(
    (value: string) => void setSearch({ code: value.trim() || undefined }),
    SEARCH_DEBOUNCE_MS,
  );

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        <Trans>Reservas</Trans>
      </Title>
      <Group gap="sm" align="flex-end" wrap="wrap">
        {/* On a phone the four filters scroll sideways rather than cut their names short. */}
        <Box maw="100%" style={{ overflowX: 'auto' }}>
          <SegmentedControl
            miw="max-content"
            aria-label={t`Filtrar por estado`}
            value={filter}
            onChange={(value) => void setSearch({ filter: asFilter(value) })}
            data={[
              { value: 'all', label: t`Todas` },
              { value: 'pending', label: t`Pendientes` },
              { value: 'completed', label: t`Completadas` },
              { value: 'cancelled', label: t`Canceladas` },
            ]}
          />
        </Box>
        <TextInput
          aria-label={t`Buscar por código`}
          placeholder={t`Buscar por código`}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            searchFor(event.currentTarget.value);
          }}
          maxLength={CODE_MAX_LENGTH}
          style={{ flex: 1, minWidth: 200 }}
        />
      </Group>
      <ReservationList filters={{ status, code }} filtered={status !== undefined || code !== ''} />
    </Stack>
  );
}
