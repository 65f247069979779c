import { Trans } from '@lingui/react/macro';
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { formatDate } from '../../i18n/dates.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import type { CalendarClash } from './overviewQueries.ts';

function ClashLine({ clash }: { clash: CalendarClash }) {
  const language = currentLanguage();
  const from = formatDate(clash.start_date, language);
  const to = formatDate(clash.end_date, language);
  const code = clash.reservation_no;
  return (
    <List.Item>
      <Text span fw={600}>
        {clash.name}
      </Text>
      {': '}
      {clash.lock_type === 'reserved' ? (
        code ? (
          <Trans>
            reservado del {from} al {to} (reserva {code})
          </Trans>
        ) : (
          <Trans>
            reservado del {from} al {to}
          </Trans>
        )
      ) : (
        <Trans>
          ya bloqueado del {from} al {to}
        </Trans>
      )}
    </List.Item>
  );
}

/** A bulk block the server refused: nothing changed, and each clash is named by product. */
export function CalendarOverviewClashes({
  clashes,
  onClose,
}: {
  clashes: readonly CalendarClash[] | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={clashes !== null}
      onClose={onClose}
      centered
      size={560}
      title={
        <Text fw={600}>
          <Trans>Las fechas se cruzan con otras ya ocupadas</Trans>
        </Text>
      }
    >
      <Stack gap="md">
        <Text>
          <Trans>No se guardó ningún cambio. Estos productos ya tienen esas fechas ocupadas:</Trans>
        </Text>
        <List spacing="xs">
          {(clashes ?? []).map((clash) => (
            <ClashLine key={`${clash.product_id}-${clash.start_date}-${clash.end_date}`} clash={clash} />
          ))}
        </List>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            <Trans>Entendido</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
