import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconLifebuoy, IconListNumbers } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { STATUS_IDS } from '../../../machines/productTypes.ts';
import { type WizardButton, wizardButton } from '../../../machines/wizard.machine.ts';
import type { WizardWithRooms } from '../../../machines/wizardSteps.ts';
import { useSession } from '../../api/session.ts';
import { removeWizardDraft, wizardDraftKey } from '../../api/wizardDrafts.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { dialogAfterDraw } from '../../ui/afterDraw.tsx';
import { IncompleteProfileBanner } from '../../ui/IncompleteProfileBanner.tsx';
import { LazyHelpDialog } from '../../ui/LazyHelpDialog.tsx';
import { AnchorLink } from '../../ui/RouterLinks.tsx';
import { ROOMS_PATH } from '../../ui/roomsPath.ts';
import { SaveFailureModal } from '../../ui/saveFailureAfterDraw.tsx';
import { WIZARD_STEP_TITLES, WIZARD_TITLES } from '../../ui/wizardTitles.ts';
import {
  type BuiltWizard,
  roomStepsOf,
  stepsOfWizard,
  typeOfWizard,
  type WizardPageStep,
} from './builtWizards.ts';
import { followWizardIntent } from './followWizardIntent.ts';
import { StepSidebar } from './StepSidebar.tsx';
import { isRoomStepOf, type ProductSummary, type StepContext, stepContextOf } from './stepDefinition.ts';
import { type StepDraftBinding, StepDraftContext } from './stepDraft.tsx';
import { stepFailureText } from './stepMessages.ts';
import { stepOf } from './stepRegistry.ts';
import { useLeaveGuard } from './useLeaveGuard.ts';
import { BackToReviewNotice, ConnectionError, ReviewReasonNotice, StepSkeleton } from './WizardStates.tsx';
import { builtWizardMachine } from './wizardActors.ts';

// The wizard's dialogs and its phone drawer come after the step has drawn (src/ui/afterDraw.tsx).
const wizardDialogs = () => import('./WizardDialogs.tsx');
const AfterSaveModal = dialogAfterDraw(() => wizardDialogs().then((module) => module.AfterSaveModal));
const LeaveStepModal = dialogAfterDraw(() => wizardDialogs().then((module) => module.LeaveStepModal));
const StepsDrawer = dialogAfterDraw(() => wizardDialogs().then((module) => module.StepsDrawer));

export interface WizardRunProps {
  wizard: BuiltWizard;
  step: WizardPageStep;
  id: string | undefined;
  /** On a room step, the room; absent while it is being added. */
  idRoom?: string | undefined;
  edit: boolean;
  commission: 1 | 2 | undefined;
  /** The product as its card shows it (on a room step, the room); null while creating. */
  product: ProductSummary | null;
  /** On a room step, the hotel or hostel the room is in. */
  property?: ProductSummary | null;
}

function ButtonLabel({ kind }: { kind: WizardButton }) {
  switch (kind) {
    case 'save':
      return <Trans>Guardar</Trans>;
    case 'finalize':
      return <Trans>Finalizar</Trans>;
    case 'send':
      return <Trans>Enviar</Trans>;
    default:
      return <Trans>Siguiente</Trans>;
  }
}

/** One visit of one wizard step: the wizard machine runs it, this view shows what the machine says. */
export function WizardRun({
  wizard,
  step,
  id,
  idRoom,
  edit,
  commission,
  product,
  property = null,
}: WizardRunProps) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const session = useSession();
  const [drawerOpened, drawer] = useDisclosure(false);
  const [helpOpened, help] = useDisclosure(false);
  const room = isRoomStepOf(wizard, step);
  // A stored product keeps its own type (a tour is private 11 or collective 12); a new one gets the wizard's. On a
  // room step the machine speaks of the property; the step's request names the room (stepContextOf).
  const productType = (room ? property?.product_type : product?.product_type) ?? typeOfWizard(wizard)!;
  const [logic] = useState(() => builtWizardMachine(queryClient, commission));
  const [snapshot, send, actor] = useActor(logic, {
    input: { wizard, step, productType, id, idRoom, edit, stepValidate: product?.step_validate },
  });
  const { context } = snapshot;
  useLeaveGuard(actor, snapshot);
  const draftKey = wizardDraftKey({ wizard, step, id: id ?? null, idRoom: idRoom ?? null });
  const onChange = useCallback((unsaved: boolean) => send({ type: 'form.change', unsaved }), [send]);
  const onInvalid = useCallback(() => send({ type: 'leave.stay' }), [send]);
  const draft = useMemo<StepDraftBinding>(
    () => ({ storageKey: draftKey, onChange, onInvalid }),
    [draftKey, onChange, onInvalid],
  );

  useEffect(() => {
    if (context.next) void followWizardIntent(navigate, context.next);
  }, [context.next, navigate]);

  const steps: readonly WizardPageStep[] = room ? roomStepsOf(wizard) : stepsOfWizard(wizard);
  const number = steps.indexOf(step) + 1;
  const total = steps.length;
  const formId = `wizard-step-${step}`;
  const Form = stepOf(wizard, step).Form;
  const request: StepContext = stepContextOf(
    { wizard, step, productType, mode: context.mode, id: context.id, idRoom: context.idRoom },
    currentLanguage(),
    commission,
  );
  // A room has no status of its own: its property's is what travellers see.
  const shown = room ? property : product;
  const status = shown?.tb_gcm_status._id ?? STATUS_IDS.hidden;
  // After a save the machine moves on to the next step (and reads its data) before the router has switched pages:
  // this page's form is never drawn with another step's data (a room's information form read the amenities' and
  // threw, issue 29).
  const showForm = context.step === step && !snapshot.matches('loading') && !snapshot.matches('loadFailed');

  const sidebar = (onNavigate?: () => void) => (
    <StepSidebar
      wizard={wizard}
      steps={steps}
      current={step}
      id={context.id}
      idRoom={room ? context.idRoom : null}
      edit={edit}
      stepValidate={context.stepValidate}
      onNavigate={onNavigate}
    />
  );

  return (
    <Box maw={1180} mx="auto">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, sm: 4, lg: 3 }} visibleFrom="sm">
          <Paper withBorder radius="md" p="xs" pos="sticky" top={76}>
            {sidebar()}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8, lg: 9 }}>
          <Stack gap="md">
            <Group justify="space-between" align="flex-end">
              <Stack gap={2}>
                <Text size="sm" c="dimmed">
                  {i18n._(WIZARD_TITLES[wizard])}
                  {room && property ? ` · ${property.name}` : ''}
                  {product ? ` · ${product.name}` : ''}
                </Text>
                <Title order={1} size="h2">
                  {i18n._(WIZARD_STEP_TITLES[step])}
                </Title>
                <Text size="sm" c="dimmed">
                  <Trans>
                    Paso {number} de {total}
                  </Trans>
                </Text>
              </Stack>
              <Group gap="xs">
                {/* Help with this step: its guidance, and a message, meeting or chat that says where it was asked. */}
                <Button
                  variant="light"
                  size="xs"
                  leftSection={<IconLifebuoy size={16} />}
                  onClick={help.open}
                  aria-haspopup="dialog"
                >
                  <Trans>Ayuda</Trans>
                </Button>
                <Button
                  hiddenFrom="sm"
                  variant="default"
                  size="xs"
                  leftSection={<IconListNumbers size={16} />}
                  onClick={drawer.open}
                  aria-expanded={drawerOpened}
                >
                  <Trans>Pasos</Trans>
                </Button>
              </Group>
            </Group>
            {session?.user.basic_profile === false ? <IncompleteProfileBanner /> : null}
            {status !== STATUS_IDS.hidden ? (
              <BackToReviewNotice published={status === STATUS_IDS.published} />
            ) : null}
            {shown?.review_reason ? <ReviewReasonNotice reason={shown.review_reason} /> : null}
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
              {snapshot.matches('loadFailed') ? (
                <ConnectionError
                  message={context.failure ? stepFailureText(context.failure) : undefined}
                  onRetry={() => send({ type: 'load.retry' })}
                />
              ) : showForm ? (
                <StepDraftContext value={draft}>
                  <Form
                    formId={formId}
                    request={request}
                    product={product}
                    data={context.data}
                    busy={snapshot.hasTag('busy')}
                    onSubmit={(values) => send({ type: 'step.save', values })}
                  />
                </StepDraftContext>
              ) : (
                <StepSkeleton />
              )}
            </Paper>
            <Group justify="space-between">
              {room && context.id ? (
                <AnchorLink
                  to={ROOMS_PATH[wizard as WizardWithRooms]}
                  params={{ id: context.id }}
                  c="dimmed"
                  size="sm"
                >
                  <Group gap={4} component="span">
                    <IconArrowLeft size={16} aria-hidden />
                    <Trans>Volver a las habitaciones</Trans>
                  </Group>
                </AnchorLink>
              ) : (
                <AnchorLink to="/my-products" c="dimmed" size="sm">
                  <Group gap={4} component="span">
                    <IconArrowLeft size={16} aria-hidden />
                    <Trans>Salir a mis productos</Trans>
                  </Group>
                </AnchorLink>
              )}
              <Button
                type="submit"
                form={formId}
                loading={snapshot.hasTag('busy')}
                disabled={!showForm || !snapshot.can({ type: 'step.save', values: null })}
              >
                <ButtonLabel kind={wizardButton(context)} />
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
      {session ? (
        <LazyHelpDialog
          opened={helpOpened}
          onClose={help.close}
          me={session.user._id}
          place={{ segment: wizard, step, typeProduct: productType }}
        />
      ) : null}
      <StepsDrawer opened={drawerOpened} onClose={drawer.close}>
        {sidebar(drawer.close)}
      </StepsDrawer>
      <AfterSaveModal
        opened={snapshot.matches('saved')}
        withRooms={snapshot.can({ type: 'choice.rooms' })}
        onKeepEditing={() => send({ type: 'choice.keepEditing' })}
        onRooms={() => send({ type: 'choice.rooms' })}
        onProducts={() => send({ type: 'choice.products' })}
      />
      <LeaveStepModal
        opened={snapshot.matches('confirmingLeave')}
        // The step's own form checks and saves; an invalid one stays open to be fixed.
        onSave={() => document.querySelector<HTMLFormElement>(`form#${formId}`)?.requestSubmit()}
        onDiscard={() => {
          removeWizardDraft(draftKey);
          send({ type: 'leave.discard' });
        }}
        onStay={() => send({ type: 'leave.stay' })}
      />
      <SaveFailureModal
        message={snapshot.matches('failed') && context.failure ? stepFailureText(context.failure) : null}
        onClose={() => send({ type: 'failure.dismiss' })}
      />
    </Box>
  );
}
