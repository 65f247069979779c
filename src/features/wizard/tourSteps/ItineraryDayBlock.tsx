import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { ItineraryEvent } from '../../../../machines/itinerary.machine.ts';
import type { ItineraryDay } from '../../../../machines/itineraryRules.ts';
import { to12Hour } from '../../../../machines/timeChoices.ts';
import { TimeSelect12 } from './TimeSelect12.tsx';

interface ItineraryDayBlockProps {
  day: ItineraryDay;
  /** Multi-day tours name each block "Día N"; the others have one block without a title. */
  titled: boolean;
  flexible: boolean;
  locked: boolean;
  send: (event: ItineraryEvent) => void;
  /** Whether the itinerary machine takes the event now (entries are only added when complete and new). */
  can: (event: ItineraryEvent) => boolean;
}

/** "13:30" as the selector reads it: 01:30 PM. */
export const shownTime = (time: string) => {
  const parts = to12Hour(time);
  return parts ? `${parts.hour}:${parts.minute} ${parts.meridiem}` : time;
};

/** One day of the itinerary: its activities with their times, and on a flexible schedule its start times. */
export function ItineraryDayBlock({ day, titled, flexible, locked, send, can }: ItineraryDayBlockProps) {
  const { t } = useLingui();
  const [description, setDescription] = useState('');
  const [time, setTime] = useState('');
  const [startTime, setStartTime] = useState('');
  // A new key empties a time selector after its time was added.
  const [activitiesAdded, setActivitiesAdded] = useState(0);
  const [startsAdded, setStartsAdded] = useState(0);
  const no_day = day.no_day;
  const dayName = titled ? t`Día ${no_day}` : t`Itinerario`;
  const addActivity: ItineraryEvent = { type: 'activity.add', no_day, description, start_time: time };
  const addStartTime: ItineraryEvent = { type: 'startTime.add', no_day, time: startTime };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={dayName}>
      <Stack gap="sm">
        {titled ? (
          <Title order={2} size="h4">
            {dayName}
          </Title>
        ) : null}
        {day.activities.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>Todavía no hay actividades.</Trans>
          </Text>
        ) : (
          <Stack gap={4} component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Actividades`}>
            {day.activities.map((activity) => (
              <Group key={activity.number} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm">
                  <Text span fw={600}>
                    {shownTime(activity.start_time)}
                  </Text>{' '}
                  {activity.description}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  disabled={locked}
                  onClick={() => send({ type: 'activity.remove', no_day, number: activity.number })}
                  aria-label={t`Quitar la actividad ${activity.description}`}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t`Nueva actividad`}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            disabled={locked}
            style={{ flex: '1 1 200px' }}
          />
          <TimeSelect12
            key={activitiesAdded}
            label={t`Hora de la actividad`}
            value={time}
            onChange={setTime}
            disabled={locked}
          />
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            disabled={locked || !can(addActivity)}
            onClick={() => {
              send(addActivity);
              setDescription('');
              setTime('');
              setActivitiesAdded((n) => n + 1);
            }}
          >
            <Trans>Agregar actividad</Trans>
          </Button>
        </Group>
        {description.trim() !== '' && time === '' ? (
          <Text size="xs" c="dimmed">
            <Trans>Elige la hora de la actividad para agregarla.</Trans>
          </Text>
        ) : null}
        {flexible ? (
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              <Trans>Horas de inicio</Trans>
            </Text>
            {day.start_times_flexible.length === 0 ? (
              <Text size="sm" c="dimmed">
                <Trans>Todavía no hay horas de inicio.</Trans>
              </Text>
            ) : (
              <Group gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {day.start_times_flexible.map((start) => (
                  <Group key={start} component="li" gap={2} wrap="nowrap">
                    <Text size="sm">{shownTime(start)}</Text>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="sm"
                      disabled={locked}
                      onClick={() => send({ type: 'startTime.remove', no_day, time: start })}
                      aria-label={t`Quitar la hora de inicio ${shownTime(start)}`}
                    >
                      <IconTrash size={14} />
                    </ActionIcon>
                  </Group>
                ))}
              </Group>
            )}
            <Group align="flex-end" gap="sm">
              <TimeSelect12
                key={startsAdded}
                label={t`Hora de inicio`}
                value={startTime}
                onChange={setStartTime}
                disabled={locked}
              />
              <Button
                variant="light"
                leftSection={<IconPlus size={16} />}
                disabled={locked || !can(addStartTime)}
                onClick={() => {
                  send(addStartTime);
                  setStartTime('');
                  setStartsAdded((n) => n + 1);
                }}
              >
                <Trans>Agregar hora de inicio</Trans>
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
