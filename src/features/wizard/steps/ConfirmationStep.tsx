import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, List, Paper, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBed,
  IconCircleCheck,
  IconConfetti,
  IconUserCheck,
  IconUserExclamation,
} from '@tabler/icons-react';
import { completionPercent, requiredSteps, type StepValidate } from '../../../../machines/completion.ts';
import type { ProductStatus } from '../../../../machines/productStatus.machine.ts';
import { STATUS_IDS, statusOfId, stepsOfType } from '../../../../machines/productTypes.ts';
import type { WizardStep } from '../../../../machines/wizardSteps.ts';
import { api } from '../../../api/client.ts';
import { unwrap } from '../../../api/errors.ts';
import { useSession } from '../../../api/session.ts';
import { AnchorLink } from '../../../ui/RouterLinks.tsx';
import { roomsPathOf } from '../../../ui/roomsPath.ts';
import { WIZARD_STEP_TITLES } from '../../../ui/wizardTitles.ts';
import type { BuiltWizard } from '../builtWizards.ts';
import { defineStep, type ProductSummary, productIdOf, type StepFormProps } from '../stepDefinition.ts';

/** Nothing is entered on the last screen: finishing only leaves the wizard. */
type ConfirmationValues = Record<string, never>;

async function loadProduct(id: string): Promise<ProductSummary> {
  return unwrap(await api.GET('/api/products/{id}', { params: { path: { id } } }));
}

/**
 * The required steps not saved yet, in wizard order (SPEC §4: step N of `step_validate` is the Nth step); a room's
 * among its own steps.
 */
function incompleteSteps(product: ProductSummary): WizardStep[] {
  const stepValidate: StepValidate = product.step_validate;
  const steps: readonly WizardStep[] = stepsOfType(product.product_type);
  return requiredSteps(product.product_type).flatMap((key, index) => {
    const step = steps[index];
    return step && !stepValidate[key] ? [step] : [];
  });
}

/** SPEC §2: the confirmation screen has a per-type title. */
const KIND_TITLES: Record<BuiltWizard, MessageDescriptor> = {
  'vacation-rental': msg`¡Felicidades! Tu alquiler vacacional está listo`,
  'unique-stay': msg`¡Felicidades! Tu estancia única está lista`,
  room: msg`¡Felicidades! Tu habitación privada está lista`,
  hotel: msg`¡Felicidades! Tu hotel está listo`,
  hostel: msg`¡Felicidades! Tu hostal está listo`,
  tour: msg`¡Felicidades! Tu tour está listo`,
  'community-tourism': msg`¡Felicidades! Tu experiencia comunitaria está lista`,
  'tourist-package': msg`¡Felicidades! Tu paquete turístico está listo`,
  attractions: msg`¡Felicidades! Tu atracción está lista`,
  gastronomy: msg`¡Felicidades! Tu restaurante está listo`,
  'book-guide': msg`¡Felicidades! Tu servicio de guía está listo`,
};

/**
 * What happens next, by the product's status as it is now (issue 26: a published product is not hidden). The
 * listing ("anuncio") is the subject, so one sentence fits every kind.
 */
const STATUS_WORDS: Record<ProductStatus, MessageDescriptor> = {
  hidden: msg`Tu anuncio está oculto hasta que lo actives en Mis productos; luego nuestro equipo lo revisará antes de publicarlo.`,
  revision: msg`Tu anuncio está en revisión: los viajeros verán tus cambios cuando lo aprobemos.`,
  published: msg`Tu anuncio está publicado y los viajeros ya lo ven.`,
};

/** A room has no status of its own: it shows with its property, once the property is published. */
const ROOM_TITLE = msg`¡Felicidades! Tu habitación está lista`;
const ROOM_WORDS = msg`Tus huéspedes podrán reservarla cuando tu propiedad esté publicada.`;

function Congratulations({
  wizard,
  status,
  room,
}: {
  wizard: BuiltWizard;
  status: ProductStatus;
  room: boolean;
}) {
  const { i18n } = useLingui();
  return (
    <>
      <Title order={2} size="h3">
        {i18n._(room ? ROOM_TITLE : KIND_TITLES[wizard])}
      </Title>
      <Text>{i18n._(room ? ROOM_WORDS : STATUS_WORDS[status])}</Text>
    </>
  );
}

function ConfirmationForm({
  formId,
  request,
  product,
  data,
  onSubmit,
}: StepFormProps<ProductSummary, ConfirmationValues>) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const shown = data ?? product;
  const percent = shown ? completionPercent(shown.product_type, shown.step_validate) : 0;
  const missing = shown ? incompleteSteps(shown) : [];
  const profileComplete = session?.user.basic_profile === true;
  const roomsPath = shown ? roomsPathOf(shown.product_type) : null;

  return (
    <form
      id={formId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({});
      }}
    >
      <Stack gap="lg">
        <Group align="flex-start" wrap="nowrap" gap="md">
          <ThemeIcon size={48} radius="xl" variant="light" color="teal" aria-hidden>
            <IconConfetti />
          </ThemeIcon>
          <Stack gap="xs">
            <Congratulations
              room={request.property !== null}
              wizard={request.wizard as BuiltWizard}
              status={statusOfId(shown?.tb_gcm_status._id ?? STATUS_IDS.hidden)}
            />
          </Stack>
        </Group>

        <Paper withBorder radius="md" p="md">
          <Group wrap="wrap" gap="lg">
            {/* A bar, not Mantine's RingProgress: the ring brings its section tooltips' Floating UI (~10 KiB gzip). */}
            <Stack gap={4} style={{ flex: '0 1 160px' }}>
              <Text fw={700} size="xl" aria-hidden>
                {percent} %
              </Text>
              <Progress
                size="lg"
                radius="xl"
                value={percent}
                color={percent === 100 ? 'teal' : 'blue'}
                aria-label={t`Completado: ${percent} %`}
              />
            </Stack>
            <Stack gap={6} style={{ flex: '1 1 240px' }}>
              {missing.length === 0 ? (
                <Group gap="xs" wrap="nowrap">
                  <IconCircleCheck color="var(--mantine-color-teal-7)" aria-hidden />
                  <Text>
                    <Trans>Completaste todos los pasos.</Trans>
                  </Text>
                </Group>
              ) : (
                <>
                  <Text fw={600}>
                    <Trans>Pasos por completar antes de poder publicar:</Trans>
                  </Text>
                  <List size="sm" spacing={4} aria-label={t`Pasos por completar`}>
                    {missing.map((step) => (
                      <List.Item key={step}>
                        {request.property ? (
                          <AnchorLink
                            to="/$wizard/$step/$id/$idRoom"
                            params={{
                              wizard: request.wizard,
                              step,
                              id: request.property.id,
                              idRoom: shown!._id,
                            }}
                            search={{ edit: true }}
                          >
                            {i18n._(WIZARD_STEP_TITLES[step])}
                          </AnchorLink>
                        ) : (
                          <AnchorLink
                            to="/$wizard/$step/$id"
                            params={{ wizard: request.wizard, step, id: shown!._id }}
                            search={{ edit: true }}
                          >
                            {i18n._(WIZARD_STEP_TITLES[step])}
                          </AnchorLink>
                        )}
                      </List.Item>
                    ))}
                  </List>
                </>
              )}
            </Stack>
          </Group>
        </Paper>

        {shown && roomsPath ? (
          <Group gap="xs" wrap="nowrap">
            <IconBed color="var(--mantine-color-blue-7)" aria-hidden />
            <Text>
              <Trans>
                Tus habitaciones son lo que tus huéspedes reservan: sin una completa, no podrás publicar.{' '}
                <AnchorLink to={roomsPath} params={{ id: shown._id }}>
                  Ver habitaciones
                </AnchorLink>
              </Trans>
            </Text>
          </Group>
        ) : null}

        {profileComplete ? (
          <Group gap="xs" wrap="nowrap">
            <IconUserCheck color="var(--mantine-color-teal-7)" aria-hidden />
            <Text>
              <Trans>Tu perfil está completo.</Trans>
            </Text>
          </Group>
        ) : (
          <Group gap="xs" wrap="nowrap">
            <IconUserExclamation color="var(--mantine-color-yellow-8)" aria-hidden />
            <Text>
              <Trans>
                Tu perfil está incompleto: sin él no podrás publicar.{' '}
                <AnchorLink to="/option-initial">Completar perfil</AnchorLink>
              </Trans>
            </Text>
          </Group>
        )}
      </Stack>
    </form>
  );
}

export const confirmationStep = defineStep<ProductSummary, ConfirmationValues>({
  load: (request) => loadProduct(productIdOf(request)),
  // Finishing stores nothing: it answers the product's current state, and the wizard ends at /my-products.
  save: async (request) => {
    const { _id, product_type, step_validate, tb_gcm_status } = await loadProduct(productIdOf(request));
    return { _id, product_type, step_validate, tb_gcm_status };
  },
  Form: ConfirmationForm,
});
