import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import * as v from 'valibot';
import { NativeRadioGroup } from '../../../ui/NativeRadioGroup.tsx';
import { SelectAfterDraw } from '../../../ui/SelectAfterDraw.tsx';
import { StepFormShell } from '../StepFormShell.tsx';
import type { StepFormProps } from '../stepDefinition.ts';
import { say } from '../stepMessages.ts';
import { ALL_WEEKDAYS, WeekdayChoice } from './WeekdayChoice.tsx';

/** A month range (SPEC §3 availability): months 1 January … 12 December, and its weekdays 0 Monday … 6 Sunday. */
export interface MonthRange {
  initial_month: number;
  final_month: number;
  days: number[];
}
/** The availability step's values (SPEC §3, §4): all year with weekdays, or month ranges each with weekdays. */
export interface AvailabilityValues {
  available_all_year: boolean;
  year_days: number[];
  months: MonthRange[];
}
type RangeRow = MonthRange & { key: string };

export const availabilityMessages = {
  dayRequired: msg`Elige al menos un día`,
  rangeRequired: msg`Agrega al menos un rango de meses`,
};
const days = () => v.pipe(v.array(v.number()), v.nonEmpty(say(availabilityMessages.dayRequired)));

const availabilitySchema = v.variant('available_all_year', [
  v.object({ available_all_year: v.literal(true), year_days: days(), months: v.array(v.any()) }),
  v.object({
    available_all_year: v.literal(false),
    year_days: v.array(v.number()),
    months: v.pipe(
      v.array(v.object({ initial_month: v.number(), final_month: v.number(), days: days() })),
      v.nonEmpty(say(availabilityMessages.rangeRequired)),
    ),
  }),
]);

/**
 * Nothing saved yet (the contract answers all year with no day: a saved one always has some): SPEC §5 weekday
 * group's default, Monday to Sunday.
 */
const isUnsaved = (data: AvailabilityValues | null): data is null =>
  data === null || (data.available_all_year && data.year_days.length === 0 && data.months.length === 0);

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
export const monthName = (month: number, locale: string) => {
  const name = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2024, month - 1, 1),
  );
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
};

/** The days a tour departs: every week of the year on some weekdays, or on some weekdays of month ranges. */
export function AvailabilityForm({
  formId,
  data,
  busy,
  onSubmit,
}: StepFormProps<AvailabilityValues, AvailabilityValues>) {
  const { t, i18n } = useLingui();
  const form = useForm<{ available_all_year: boolean; year_days: number[]; months: RangeRow[] }>({
    initialValues: {
      available_all_year: data?.available_all_year ?? true,
      year_days: isUnsaved(data) ? [...ALL_WEEKDAYS] : data.year_days,
      months: (data?.months ?? []).map((range) => ({ ...range, key: randomId() })),
    },
    validate: schemaResolver(availabilitySchema, { sync: true }),
  });
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const monthChoices = MONTHS.map((month) => ({
    value: String(month),
    label: monthName(month, i18n.locale),
  }));
  const { values } = form;

  return (
    <StepFormShell
      formId={formId}
      form={form}
      busy={busy}
      onSubmit={({ available_all_year, year_days, months }) =>
        onSubmit({
          available_all_year,
          year_days: available_all_year ? year_days : [],
          months: available_all_year ? [] : months.map(({ key: _key, ...range }) => range),
        })
      }
    >
      <NativeRadioGroup
        label={t`¿Cuándo sale el tour?`}
        options={[
          { value: 'year', label: t`Todo el año` },
          { value: 'months', label: t`Por rangos de meses` },
        ]}
        value={values.available_all_year ? 'year' : 'months'}
        onChange={(value) => form.setFieldValue('available_all_year', value === 'year')}
        cols={{ base: 1, xs: 2 }}
      />
      {values.available_all_year ? (
        <WeekdayChoice
          label={t`Días de salida`}
          value={values.year_days}
          onChange={(value) => form.setFieldValue('year_days', value)}
          error={form.errors.year_days}
          disabled={busy}
        />
      ) : (
        <Stack gap="md">
          {values.months.map((range, index) => {
            const name = `${monthName(range.initial_month, i18n.locale)} – ${monthName(range.final_month, i18n.locale)}`;
            return (
              <Paper key={range.key} withBorder p="sm" component="section" aria-label={name}>
                <Group justify="space-between" wrap="nowrap" mb="xs">
                  <Title order={2} size="h5">
                    {name}
                  </Title>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    disabled={busy}
                    onClick={() => form.removeListItem('months', index)}
                    aria-label={t`Quitar el rango ${name}`}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
                <WeekdayChoice
                  label={t`Días de salida de ${name}`}
                  value={range.days}
                  onChange={(value) => form.setFieldValue(`months.${index}.days`, value)}
                  error={form.errors[`months.${index}.days`]}
                  disabled={busy}
                />
              </Paper>
            );
          })}
          <Group align="flex-end" gap="sm">
            <SelectAfterDraw
              label={t`Desde el mes`}
              data={monthChoices}
              value={from}
              onChange={setFrom}
              w={170}
              disabled={busy}
            />
            <SelectAfterDraw
              label={t`Hasta el mes`}
              data={monthChoices}
              value={to}
              onChange={setTo}
              w={170}
              disabled={busy}
            />
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              disabled={busy || from === null || to === null}
              onClick={() => {
                form.insertListItem('months', {
                  key: randomId(),
                  initial_month: Number(from),
                  final_month: Number(to),
                  days: [...ALL_WEEKDAYS],
                });
                setFrom(null);
                setTo(null);
              }}
            >
              <Trans>Agregar rango</Trans>
            </Button>
          </Group>
          {form.errors.months ? (
            <Text size="sm" c="red" role="alert">
              {form.errors.months}
            </Text>
          ) : null}
        </Stack>
      )}
    </StepFormShell>
  );
}
