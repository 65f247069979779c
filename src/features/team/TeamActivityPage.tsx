import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Code,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { asFailure } from '../../api/errors.ts';
import { isCompany, useSession } from '../../api/session.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { ListLoadFailure, ListSkeleton } from '../../ui/ListStates.tsx';
import { AnchorLink } from '../../ui/RouterLinks.tsx';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';
import { TooltipAfterDraw } from '../../ui/TooltipAfterDraw.tsx';
import { memberName } from './TeamMembersTable.tsx';
import { NoTeamNotice } from './TeamStates.tsx';
import { isNotACompany } from './teamFailures.ts';
import { activitySentence, areaName, ROLE_NAMES } from './teamMessages.ts';
import { type ActivityEntry, teamActivityQuery, teamQuery } from './teamQueries.ts';
import { exactTime, timeAgo } from './teamTimes.ts';

/**
 * /team/activity (issue 32): every change made for the company, newest first — when, who (with the role they had),
 * what (the part of the portal and whether it was created, changed or deleted, with the thing's id) — for one person
 * or all, a page at a time.
 */
export function TeamActivityPage() {
  const user = useSession()?.user;
  const company = user ? isCompany(user) : false;
  return (
    <Stack gap="lg">
      <AnchorLink to="/team" size="sm" w="fit-content">
        <Group gap={4} component="span" wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          <Trans>Volver al equipo</Trans>
        </Group>
      </AnchorLink>
      <Stack gap={4}>
        <Title order={1} size="h2">
          <Trans>Actividad del equipo</Trans>
        </Title>
        <Text c="dimmed" size="sm">
          <Trans>Quién cambió qué en tu cuenta, de lo más reciente a lo más antiguo.</Trans>
        </Text>
      </Stack>
      {company ? <CompanyActivity /> : <NoTeamNotice />}
    </Stack>
  );
}

function CompanyActivity() {
  const { t } = useLingui();
  const [member, setMember] = useState<string | undefined>(undefined);
  const team = useQuery(teamQuery());
  const activity = useInfiniteQuery(teamActivityQuery(member));
  if (activity.isError && isNotACompany(asFailure(activity.error))) return <NoTeamNotice />;
  const people = team.data?.members ?? [];
  return (
    <Stack gap="md">
      <NativeSelect
        label={t`Persona`}
        w={{ base: '100%', sm: 320 }}
        value={member ?? ''}
        onChange={(event) => setMember(event.currentTarget.value || undefined)}
        data={[
          { value: '', label: t`Todas las personas` },
          ...people.map((person) => ({ value: person.id, label: memberName(person) })),
        ]}
      />
      {activity.isPending ? (
        <ListSkeleton label={t`Cargando la actividad`} rowHeight={44} />
      ) : activity.isError ? (
        <ListLoadFailure title={t`No se pudo cargar la actividad`} onRetry={() => void activity.refetch()} />
      ) : (
        <ActivityTable
          entries={activity.data.pages.flatMap((page) => page.items)}
          filtered={member !== undefined}
        />
      )}
      {activity.hasNextPage ? (
        <Button
          variant="default"
          w={{ base: '100%', sm: 'fit-content' }}
          loading={activity.isFetchingNextPage}
          onClick={() => void activity.fetchNextPage()}
        >
          <Trans>Cargar más</Trans>
        </Button>
      ) : null}
    </Stack>
  );
}

function ActivityTable({ entries, filtered }: { entries: ActivityEntry[]; filtered: boolean }) {
  const { t, i18n } = useLingui();
  const language = currentLanguage();
  const now = Date.now();
  if (entries.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Text c="dimmed" ta="center">
          {filtered ? (
            <Trans>Esta persona aún no ha hecho cambios.</Trans>
          ) : (
            <Trans>
              Aún no hay cambios registrados. Cuando tú o tu equipo creen, cambien o eliminen algo, aparecerá
              aquí.
            </Trans>
          )}
        </Text>
      </Paper>
    );
  }
  return (
    <ScrollRegion label={t`Tabla de actividad del equipo`}>
      <Table striped verticalSpacing="sm" miw={640}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Cuándo</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Quién</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Qué</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const exact = exactTime(entry.at, language);
            const area = areaName(entry.area);
            const areaText = typeof area === 'string' ? area : i18n._(area);
            return (
              <Table.Tr key={entry.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <TooltipAfterDraw label={exact}>
                    <time dateTime={entry.at}>
                      <span aria-hidden="true">{timeAgo(entry.at, language, now)}</span>
                      <VisuallyHidden>{exact}</VisuallyHidden>
                    </time>
                  </TooltipAfterDraw>
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <Text size="sm" fw={600}>
                    {memberName(entry.actor)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {i18n._(ROLE_NAMES[entry.actor.role])}
                  </Text>
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <Text size="sm">{i18n._(activitySentence(entry.action, areaText))}</Text>
                  {entry.target_id ? (
                    <Text size="xs" c="dimmed">
                      <Trans>Identificador:</Trans> <Code>{entry.target_id}</Code>
                    </Text>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
