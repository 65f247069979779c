import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, Loader, Stack, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ProductStatusEvent } from '../../../machines/productStatus.machine.ts';
import { type AuthUser, useSession } from '../../api/session.ts';
import { today } from '../../i18n/dates.ts';
import { dialogAfterDraw } from '../../ui/afterDraw.tsx';
import type { ProductListItem } from './productQueries.ts';
import { type ProductStatusActor, useProductStatusActor } from './productStatusActors.ts';
import { StatusBadge } from './StatusBadge.tsx';

/** What the provider can do to the status from a card or the step grid; the review events are the operator's. */
export type StatusSwitchEvent = Extract<
  ProductStatusEvent,
  { type: 'switch.on' | 'switch.off' | 'warning.dismiss' }
>;

// The switch's two warnings come after the cards have drawn: most visits never see them.
const statusWarnings = () => import('./StatusSwitchWarnings.tsx');
const IncompleteProfileModal = dialogAfterDraw(() =>
  statusWarnings().then((module) => module.IncompleteProfileModal),
);
const IncompleteServiceModal = dialogAfterDraw(() =>
  statusWarnings().then((module) => module.IncompleteServiceModal),
);

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
      <IncompleteProfileModal
        opened={incompleteProfile}
        profileForm={profileFormOf(session?.user)}
        onClose={() => send({ type: 'warning.dismiss' })}
      />
      <IncompleteServiceModal
        opened={incompleteService}
        productId={product._id}
        onClose={() => send({ type: 'warning.dismiss' })}
      />
    </Stack>
  );
}
