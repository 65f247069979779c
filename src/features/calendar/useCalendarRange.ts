import { useLingui } from '@lingui/react/macro';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { calendarRangeMachine } from '../../../machines/calendarRange.machine.ts';
import { sellsByDeparture } from '../../../machines/departures.ts';
import { asFailure } from '../../api/errors.ts';
import type { Language } from '../../i18n/i18n.ts';
import { availabilityQuery, saveAvailability } from './availabilityQueries.ts';
import { departuresKey } from './departuresQuery.ts';
import { machineRangesOf, type StoredRange } from './storedRanges.ts';

interface CalendarRangeOptions {
  productId: string;
  productType: number;
  language: Language;
  ranges: readonly StoredRange[];
}

/**
 * The calendarRange machine with the app's calls: a save is the availability PUT, a load reads the ranges
 * (and a thing to do's departures) again into the query cache (the grid draws from it). A failed save is logged (SPEC §8) and, beyond the
 * spec, told to the person; the selection and the note stay for another try (docs/decisions.md).
 */
export function useCalendarRange({ productId, productType, language, ranges }: CalendarRangeOptions) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMachine(
    calendarRangeMachine.provide({
      actors: {
        saveAvailability: fromPromise(({ input }) => saveAvailability(productId, productType, input)),
        loadAvailability: fromPromise(async () => {
          const query = availabilityQuery(productId, language);
          await queryClient.invalidateQueries({ queryKey: query.queryKey });
          // A closed or reopened day changes its departure too (the grid reads them beside the ranges).
          void queryClient.invalidateQueries({ queryKey: departuresKey(productId) });
          return machineRangesOf(await queryClient.fetchQuery(query));
        }),
      },
      actions: {
        reportFailure: (_, { error, during }) => {
          const failure = asFailure(error);
          const { status, message } = failure;
          console.error('calendar', during, failure);
          // Another writer may have changed the ranges (took the days, reopened the range): the grid shows
          // what is stored now; the machine learns it on its next load.
          if (during === 'save') {
            void queryClient.invalidateQueries({ queryKey: availabilityQuery(productId, language).queryKey });
            void queryClient.invalidateQueries({ queryKey: departuresKey(productId) });
          }
          notifications.show({
            color: 'red',
            title:
              during === 'save' ? t`No se pudieron guardar las fechas` : t`No se pudo recargar el calendario`,
            message:
              failure.code === 'dates_taken'
                ? t`Las fechas elegidas se cruzan con fechas ya bloqueadas o reservadas. Elige otras fechas.`
                : t`Error ${status}: ${message}`,
          });
        },
      },
    }),
    // Things to do are sold by departure day (issue 16): one picked day is saved alone.
    { input: { ...machineRangesOf(ranges), singleDay: sellsByDeparture(productType) } },
  );
}
