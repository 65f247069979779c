import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import * as v from 'valibot';
import * as schemaLimits from '../../../openapi/limits.ts';
import { CountedTextarea } from '../../ui/CountedTextarea.tsx';
import { focusFirstInvalid } from '../../ui/formFeedback.ts';

/** The contract's limits for a send-back reason. */
const { minLength: REASON_MIN, maxLength: REASON_MAX } = schemaLimits.ReviewDecision.reason;

const reasonSchema = v.object({
  reason: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(REASON_MIN, () => i18n._(msg`Explica el motivo en al menos ${REASON_MIN} caracteres`)),
    v.maxLength(REASON_MAX, () => i18n._(msg`El texto es demasiado largo`)),
  ),
});

interface SendBackModalProps {
  opened: boolean;
  productName: string;
  onClose: () => void;
  onSend: (reason: string) => void;
}

/**
 * Sending a product back needs a reason the provider will read on the card and the step grid. A reason typed and
 * then cancelled is still there when the dialog opens again.
 */
export function SendBackModal({ opened, productName, onClose, onSend }: SendBackModalProps) {
  const { t } = useLingui();
  const form = useForm({
    mode: 'controlled',
    initialValues: { reason: '' },
    validate: schemaResolver(reasonSchema, { sync: true }),
  });
  return (
    <Modal opened={opened} onClose={onClose} title={<Trans>Devolver al proveedor</Trans>} centered>
      <form noValidate onSubmit={form.onSubmit(({ reason }) => onSend(reason.trim()), focusFirstInvalid)}>
        <Stack gap="md">
          <Text size="sm">
            <Trans>«{productName}» volverá a estar oculto. Dile al proveedor qué debe cambiar.</Trans>
          </Text>
          <CountedTextarea
            label={t`Motivo`}
            required
            maxLength={REASON_MAX}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancelar</Trans>
            </Button>
            <Button type="submit" color="orange">
              <Trans>Devolver</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
