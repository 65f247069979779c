import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp, IconCheck } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ProductStatusEvent } from '../../../machines/productStatus.machine.ts';
import { dialogAfterDraw } from '../../ui/afterDraw.tsx';
import { useReviewActor } from './reviewActors.ts';
import type { ReviewItem } from './reviewQueries.ts';

// The dialog's code (Mantine's Modal, the form and its rules) comes once the queue has drawn (issue 28).
const SendBackModal = dialogAfterDraw(() =>
  import('./SendBackModal.tsx').then((module) => module.SendBackModal),
);

/** What the operator can do to a queued product; the switch events are the provider's. */
export type ReviewEvent = Extract<ProductStatusEvent, { type: 'review.approve' | 'review.sendBack' }>;

interface ReviewActionsProps {
  product: ReviewItem;
  /** After a decision was saved (the preview page goes back to the queue). */
  onDecided?: () => void;
}

/** Approve or send back one product in revision, through its status machine (SPEC §4 review). */
export function ReviewActions({ product, onDecided }: ReviewActionsProps) {
  const { t } = useLingui();
  const actorRef = useReviewActor(product);
  const [sendingBack, setSendingBack] = useState(false);
  const canApprove = useSelector(actorRef, (s) => s.can({ type: 'review.approve' }));
  const canSendBack = useSelector(actorRef, (s) => s.can({ type: 'review.sendBack', reason: '' }));
  const busy = useSelector(actorRef, (s) => s.hasTag('busy'));
  const decided = useSelector(actorRef, (s) => s.matches('published') || s.matches('hidden'));
  const error = useSelector(actorRef, (s) => s.context.error);
  const name = product.name;

  const decide = async (event: ReviewEvent) => {
    actorRef.send(event);
    const done = await new Promise<boolean>((resolve) => {
      const subscription = actorRef.subscribe((snapshot) => {
        if (snapshot.hasTag('busy')) return;
        subscription.unsubscribe();
        resolve(snapshot.context.error === null);
      });
    });
    if (!done) return;
    notifications.show({
      color: event.type === 'review.approve' ? 'teal' : 'orange',
      message:
        event.type === 'review.approve' ? t`«${name}» está publicado` : t`«${name}» se devolvió al proveedor`,
    });
    onDecided?.();
  };

  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Button
          size="xs"
          color="teal"
          leftSection={<IconCheck size={16} />}
          disabled={!canApprove || decided}
          loading={busy}
          onClick={() => void decide({ type: 'review.approve' })}
          aria-label={t`Aprobar ${name}`}
        >
          <Trans>Aprobar</Trans>
        </Button>
        <Button
          size="xs"
          variant="light"
          color="orange"
          leftSection={<IconArrowBackUp size={16} />}
          disabled={!canSendBack || busy || decided}
          onClick={() => setSendingBack(true)}
          aria-label={t`Devolver ${name}`}
        >
          <Trans>Devolver</Trans>
        </Button>
      </Group>
      {error ? (
        <Alert color="red" role="alert" title={<Trans>No se pudo guardar la decisión</Trans>} p="xs">
          {error}
        </Alert>
      ) : null}
      <SendBackModal
        opened={sendingBack}
        productName={name}
        onClose={() => setSendingBack(false)}
        onSend={(reason) => {
          setSendingBack(false);
          void decide({ type: 'review.sendBack', reason });
        }}
      />
    </Stack>
  );
}
