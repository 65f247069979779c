import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Modal, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ProductStatusEvent } from '../../../machines/productStatus.machine.ts';
import { type AuthUser, useSession } from '../../api/session.ts';
import { today } from '../../i18n/dates.ts';
import { ButtonLink } from '../../ui/RouterLinks.tsx';
import type { ProductListItem } from './productQueries.ts';
import { type ProductStatusActor, useProductStatusActor } from './productStatusActors.ts';
import { StatusBadge } from './StatusBadge.tsx';

/** What the provider can do to the status from a card or the step grid; the review events are the operator's. */
export type StatusSwitchEvent = Extract<
  ProductStatusEvent,
  { type: 'switch.on' | 'switch.off' | 'warning.dismiss' }
>;

/** Where the basic profile is completed: the account-type choice first, then the chosen type's form. */
function profileFormOf(user: AuthUser | undefined) {
  const category = user?.tb_lg_person.tb_bp_bc_business_category_id;
  if (category === 'company') return '/bussines-information' as const;
  if (category === 'personal') return '/personal-information' as const;
  return '/account-type' as const;
}

/** The visibility switch of one product (SPEC §4), with the warnings and notices its machine raises. */
export function ProductStatusSwitch({ product }: { product: ProductListItem }) {
  const actorRef = useProductStatusActor(product);
  return <StatusSwitchView actorRef={actorRef} product={product} />;
}

function StatusSwitchView({ actorRef, product }: { actorRef: ProductStatusActor; product: ProductListItem }) {
  const { t } = useLingui();
  const session = useSession();
  const switchOn = useSelector(actorRef, (s) => s.hasTag('switchOn'));
  const busy = useSelector(actorRef, (s) => s.hasTag('busy'));
  const incompleteProfile = useSelector(actorRef, (s) => s.hasTag('warning.incompleteProfile'));
  const incompleteService = useSelector(actorRef, (s) => s.hasTag('warning.incompleteService'));
  const error = useSelector(actorRef, (s) => s.context.error);
  const send = (event: StatusSwitchEvent) => actorRef.send(event);

  useEffect(() => {
    const subscription = actorRef.on('notice.inRevision', () =>
      notifications.show({
        color: 'blue',
        title: t`Producto en revisión`,
        message: t`Nuestro equipo revisará «${product.name}» antes de publicarlo.`,
      }),
    );
    return () => subscription.unsubscribe();
  }, [actorRef, product.name, t]);

  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="nowrap">
        <Switch
          checked={switchOn}
          disabled={busy}
          onChange={(event) =>
            send(event.currentTarget.checked ? { type: 'switch.on', at: today() } : { type: 'switch.off' })
          }
          aria-label={t`Visibilidad de ${product.name}`}
          thumbIcon={busy ? <Loader size={10} /> : undefined}
        />
        <StatusBadge status={product.tb_gcm_status._id} />
      </Group>
      {error ? (
        <Alert
          color="yellow"
          variant="light"
          role="alert"
          icon={<IconAlertTriangle size={18} />}
          title={<Trans>No se pudo cambiar la visibilidad</Trans>}
        >
          {error}
        </Alert>
      ) : null}
      <Modal
        opened={incompleteProfile}
        onClose={() => send({ type: 'warning.dismiss' })}
        title={<Trans>Completa tu perfil</Trans>}
        centered
      >
        <Stack gap="md">
          <Text>
            <Trans>Solo los proveedores con su perfil básico completo pueden publicar productos.</Trans>
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => send({ type: 'warning.dismiss' })}>
              <Trans>Cerrar</Trans>
            </Button>
            <ButtonLink to={profileFormOf(session?.user)} search={{ redirect: '/my-products' }}>
              <Trans>Completar perfil</Trans>
            </ButtonLink>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={incompleteService}
        onClose={() => send({ type: 'warning.dismiss' })}
        title={<Trans>Completa todos los pasos</Trans>}
        centered
      >
        <Stack gap="md">
          <Text>
            <Trans>Para activar este producto, completa cada uno de sus pasos.</Trans>
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => send({ type: 'warning.dismiss' })}>
              <Trans>Cerrar</Trans>
            </Button>
            <ButtonLink to="/my-products/$id" params={{ id: product._id }}>
              <Trans>Ver los pasos</Trans>
            </ButtonLink>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
