import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { asFailure } from '../../api/errors.ts';
import { formatDate, today as todayIso } from '../../i18n/dates.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { ButtonLink } from '../../ui/RouterLinks.tsx';
import { SaveFailureModal } from '../../ui/SaveFailureModal.tsx';
import { CalendarOverviewActions } from './CalendarOverviewActions.tsx';
import { CalendarOverviewClashes } from './CalendarOverviewClashes.tsx';
import { CalendarOverviewGrid } from './CalendarOverviewGrid.tsx';
import { CalendarOverviewLegend } from './CalendarOverviewLegend.tsx';
import { CalendarOverviewEmpty } from './CalendarOverviewStates.tsx';
import { addDays, type OverviewSelection, WINDOW_DAYS, windowDays } from './overviewDays.ts';
import {
  CALENDAR_ROOT,
  type CalendarClash,
  type OverviewProduct,
  overviewQuery,
  RangesClash,
  saveRanges,
} from './overviewQueries.ts';
import type { OverviewSearch } from './overviewSearch.ts';

const NOTHING: OverviewSelection = { productIds: [], from: '', to: '' };

function WindowNav({ start, end }: { start: string; end: string }) {
  const { t } = useLingui();
  const language = currentLanguage();
  return (
    <Group gap="xs" wrap="wrap">
      <ButtonLink
        to="/calendar"
        search={{ start: addDays(start, -WINDOW_DAYS) }}
        variant="default"
        size="sm"
        leftSection={<IconChevronLeft size={16} aria-hidden />}
      >
        {t`30 días anteriores`}
      </ButtonLink>
      <ButtonLink to="/calendar" search={{}} variant="default" size="sm">
        <Trans>Hoy</Trans>
      </ButtonLink>
      <ButtonLink
        to="/calendar"
        search={{ start: addDays(start, WINDOW_DAYS) }}
        variant="default"
        size="sm"
        rightSection={<IconChevronRight size={16} aria-hidden />}
      >
        {t`30 días siguientes`}
      </ButtonLink>
      <Text size="sm" c="dimmed" aria-live="polite">
        <Trans>
          Del {formatDate(start, language)} al {formatDate(end, language)}
        </Trans>
      </Text>
    </Group>
  );
}

/** Block or reopen the selection on every selected product, all or none; clashes come back named. */
function useSaveRanges(onSaved: () => void) {
  const queryClient = useQueryClient();
  const [clashes, setClashes] = useState<CalendarClash[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: saveRanges,
    onSuccess: async ({ updated }, body) => {
      await queryClient.invalidateQueries({ queryKey: CALENDAR_ROOT });
      notifications.show({
        color: 'teal',
        message:
          body.lock_type === 'blocked'
            ? plural(updated, {
                one: 'Fechas bloqueadas en # producto.',
                other: 'Fechas bloqueadas en # productos.',
              })
            : plural(updated, {
                one: 'Fechas desbloqueadas en # producto.',
                other: 'Fechas desbloqueadas en # productos.',
              }),
      });
      onSaved();
    },
    onError: (error) => {
      if (error instanceof RangesClash) setClashes(error.conflicts);
      else setFailure(asFailure(error).message);
    },
  });
  return {
    mutation,
    clashes,
    closeClashes: () => setClashes(null),
    failure,
    closeFailure: () => setFailure(null),
  };
}

function OverviewBody({ products, days }: { products: OverviewProduct[]; days: string[] }) {
  const [selection, setSelection] = useState<OverviewSelection>(NOTHING);
  const [note, setNote] = useState('');
  const clear = () => {
    setSelection(NOTHING);
    setNote('');
  };
  const save = useSaveRanges(clear);
  const busy = save.mutation.isPending ? (save.mutation.variables?.lock_type ?? null) : null;

  // Stable, so a row redraws only when its own selection changes (200 rows of 30 cells each).
  const toggleProduct = useCallback(
    (productId: string, checked: boolean) =>
      setSelection((current) => ({
        ...current,
        // Kept in the rows' order, whatever order they were ticked in.
        productIds: checked
          ? products
              .map((p) => p.product_id)
              .filter((id) => id === productId || current.productIds.includes(id))
          : current.productIds.filter((id) => id !== productId),
      })),
    [products],
  );

  return (
    <Stack gap="md">
      <CalendarOverviewGrid
        products={products}
        days={days}
        today={todayIso()}
        selection={selection}
        onSelect={setSelection}
        onToggleProduct={toggleProduct}
      />
      <CalendarOverviewActions
        selection={selection}
        note={note}
        busy={busy}
        onDates={(from, to) => setSelection((current) => ({ ...current, from, to }))}
        onNote={setNote}
        onClear={clear}
        onSave={(lockType) =>
          save.mutation.mutate({
            product_ids: [...selection.productIds],
            start_date: selection.from,
            end_date: selection.to,
            lock_type: lockType,
            note: lockType === 'blocked' ? note : '',
          })
        }
      />
      <CalendarOverviewClashes clashes={save.clashes} onClose={save.closeClashes} />
      <SaveFailureModal message={save.failure} onClose={save.closeFailure} />
    </Stack>
  );
}

/** /calendar (beyond the spec): every product's days, 30 at a time, blocked or reopened several at once. */
export function CalendarOverviewPage({ search }: { search: OverviewSearch }) {
  const start = search.start ?? todayIso();
  const { data } = useSuspenseQuery(overviewQuery(start));
  const days = useMemo(() => windowDays(data.start), [data.start]);
  return (
    <Stack gap="md" maw={1400} mx="auto" w="100%">
      <div>
        <Title order={1} size="h2">
          <Trans>Calendario</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>
            Los días de todos tus productos. Arrastra sobre las celdas (o marca los productos y elige las
            fechas) para bloquear o desbloquear varios a la vez.
          </Trans>
        </Text>
      </div>
      <WindowNav start={data.start} end={data.end} />
      {data.products.length === 0 ? (
        <CalendarOverviewEmpty />
      ) : (
        <>
          <CalendarOverviewLegend />
          <OverviewBody products={data.products} days={days} />
        </>
      )}
    </Stack>
  );
}
