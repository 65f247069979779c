import { i18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toRequestFailure } from '../../../../../machines/requestFailure.ts';
import { api } from '../../../../api/client.ts';
import { ApiFailure, unwrap } from '../../../../api/errors.ts';
import { dialogAfterDraw } from '../../../../ui/afterDraw.tsx';
import { focusFirstInvalid } from '../../../../ui/formFeedback.ts';
import { StepFormShell } from '../../StepFormShell.tsx';
import {
  defineStep,
  productIdOf,
  type StepContext,
  type StepFormProps,
  type StepSaved,
  stepWasSaved,
} from '../../stepDefinition.ts';
import { stepFailureText } from '../../stepMessages.ts';
import { applyStepSaved } from '../../wizardQueries.ts';
import { RestaurantLocationCards } from './restaurantLocationCards.tsx';
import {
  BLANK_DRAFT,
  bodyOf,
  draftErrors,
  draftOf,
  hasContent,
  type LocationDraft,
  PENDING_MESSAGES,
  type RestaurantLocation,
  refusalOnField,
} from './restaurantLocationDraft.ts';
import { RestaurantLocationEditor } from './restaurantLocationEditor.tsx';

// Its code (Mantine's Modal and its focus and scroll locks) comes after the step has drawn.
const DeleteDialog = dialogAfterDraw(() =>
  import('./restaurantLocationDeleteDialog.tsx').then((module) => module.RestaurantLocationDeleteDialog),
);

/** The restaurant's locations list (SPEC §7 Locations), added to, changed and emptied one location at a time. */
const locationCalls = {
  list: async (id: string) =>
    unwrap(await api.GET('/api/food-establishment/locations/{id}', { params: { path: { id } } })),
  add: async (id: string, draft: LocationDraft) =>
    unwrap(
      await api.POST('/api/food-establishment/locations/{id}', {
        params: { path: { id } },
        body: bodyOf(draft),
      }),
    ),
  change: async (id: string, locationId: string, draft: LocationDraft) =>
    unwrap(
      await api.PUT('/api/food-establishment/locations/{id}/{locationId}', {
        params: { path: { id, locationId } },
        body: bodyOf(draft),
      }),
    ),
  remove: async (id: string, locationId: string) =>
    unwrap(
      await api.DELETE('/api/food-establishment/locations/{id}/{locationId}', {
        params: { path: { id, locationId } },
      }),
    ),
};

/** A deletion asked for: the dialog is open for it, it is on its way, or the server refused it. */
interface Deletion {
  location: RestaurantLocation;
  deleting: boolean;
  failure: string | null;
}

/**
 * The restaurant's locations: the saved ones as cards, and an editor that adds one or changes one. Each location is
 * saved on its own (its button in the editor); the wizard's main button goes on only once one exists and nothing
 * typed in the editor would be left behind.
 */
function RestaurantLocationsForm({
  formId,
  request,
  data,
  busy,
  onSubmit,
}: StepFormProps<RestaurantLocation[], LocationDraft>) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const id = productIdOf(request);
  const [locations, setLocations] = useState<RestaurantLocation[]>(data ?? []);
  const [adding, setAdding] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [deletion, setDeletion] = useState<Deletion | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const listHeading = useRef<HTMLHeadingElement>(null);
  const editorHeading = useRef<HTMLHeadingElement>(null);
  const noneAlert = useRef<HTMLDivElement>(null);
  const form = useForm<LocationDraft>({
    initialValues: BLANK_DRAFT,
    // The main button's check: the locations themselves were checked as each was saved.
    validate: (draft) => {
      if (hasContent(draft)) return { editor: i18n._(PENDING_MESSAGES.unsaved) };
      if (locations.length === 0) return { locations: i18n._(PENDING_MESSAGES.none) };
      return {};
    },
  });
  const draft = form.values;
  const editorOpen = adding || locations.length === 0 || hasContent(draft);
  const noneError = form.errors.locations;

  useEffect(() => {
    if (noneError) noneAlert.current?.focus();
  }, [noneError]);

  const openEditor = () => {
    setAdding(true);
    requestAnimationFrame(() => editorHeading.current?.focus());
  };

  const closeEditor = () => {
    form.setValues(BLANK_DRAFT);
    form.clearErrors();
    setFailure(null);
    setAdding(false);
  };

  const edit = (location: RestaurantLocation) => {
    if (hasContent(draft) && draft.editing !== location._id) {
      // Said, and focused, in the editor, where the unsaved location is.
      form.setErrors({ editor: i18n._(PENDING_MESSAGES.unsaved) });
      return;
    }
    form.clearErrors();
    setFailure(null);
    form.setValues(draftOf(location));
    requestAnimationFrame(() => editorHeading.current?.focus());
  };

  const refused = (error: unknown) => {
    const refusal = toRequestFailure(error);
    const onField = refusalOnField(refusal);
    if (onField) {
      form.setFieldError(onField.field, onField.message);
      focusFirstInvalid();
    } else setFailure(stepFailureText(refusal));
  };

  const save = async () => {
    const errors = draftErrors(draft);
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      focusFirstInvalid();
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      const answer =
        draft.editing === null
          ? await locationCalls.add(id, draft)
          : await locationCalls.change(id, draft.editing, draft);
      applyStepSaved(queryClient, answer.saved);
      setLocations((saved) =>
        draft.editing === null
          ? [...saved, answer.location]
          : saved.map((location) => (location._id === answer.location._id ? answer.location : location)),
      );
      setAnnouncement(draft.editing === null ? t`Ubicación añadida.` : t`Ubicación guardada.`);
      closeEditor();
      requestAnimationFrame(() => listHeading.current?.focus());
    } catch (error) {
      refused(error);
    } finally {
      setSaving(false);
    }
  };

  const confirmDeletion = async () => {
    if (!deletion) return;
    const { location } = deletion;
    setDeletion({ location, deleting: true, failure: null });
    try {
      const answer = await locationCalls.remove(id, location._id);
      applyStepSaved(queryClient, answer.saved);
      setLocations((saved) => saved.filter((item) => item._id !== location._id));
      if (draft.editing === location._id) closeEditor();
      setDeletion(null);
      setAnnouncement(t`Ubicación eliminada.`);
      listHeading.current?.focus();
    } catch (error) {
      setDeletion({ location, deleting: false, failure: stepFailureText(toRequestFailure(error)) });
    }
  };

  return (
    <StepFormShell formId={formId} form={form} busy={busy} onSubmit={onSubmit}>
      <Text size="sm" c="dimmed">
        <Trans>
          Añade cada lugar donde atiendes a tus comensales. La primera ubicación es la principal: es la que se
          muestra en la tarjeta de tu restaurante.
        </Trans>
      </Text>
      <Stack gap="sm">
        <Title order={2} size="h4" ref={listHeading} tabIndex={-1}>
          <Trans>Tus ubicaciones</Trans>
        </Title>
        {locations.length > 0 ? (
          <RestaurantLocationCards
            locations={locations}
            language={request.language}
            editing={draft.editing}
            disabled={saving || deletion !== null}
            onEdit={edit}
            onDelete={(location) => setDeletion({ location, deleting: false, failure: null })}
          />
        ) : (
          <Text size="sm">
            <Trans>Todavía no has añadido ninguna ubicación.</Trans>
          </Text>
        )}
        {noneError ? (
          <Alert color="red" variant="light" role="alert" ref={noneAlert} tabIndex={-1}>
            {noneError}
          </Alert>
        ) : null}
        <Text role="status" size="sm" c="teal.8" aria-live="polite">
          {announcement}
        </Text>
      </Stack>
      {editorOpen ? (
        <RestaurantLocationEditor
          form={form}
          language={request.language}
          headingRef={editorHeading}
          saving={saving}
          failure={failure}
          canDiscard={locations.length > 0 || hasContent(draft)}
          onSave={() => void save()}
          onDiscard={closeEditor}
        />
      ) : (
        <Button
          variant="light"
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={openEditor}
          style={{ alignSelf: 'flex-start' }}
        >
          <Trans>Añadir otra ubicación</Trans>
        </Button>
      )}
      <DeleteDialog
        opened={deletion !== null}
        address={deletion?.location.real_address ?? ''}
        last={locations.length === 1}
        deleting={deletion?.deleting ?? false}
        failure={deletion?.failure ?? null}
        onConfirm={() => void confirmDeletion()}
        onCancel={() => {
          if (!deletion?.deleting) setDeletion(null);
        }}
      />
    </StepFormShell>
  );
}

/**
 * What the main button saves: nothing, each location was saved on its own and the server marked the step then
 * (SPEC §4: complete while one exists). It reads the product's card to answer its completion, and refuses if the
 * last location went meanwhile (another tab).
 */
async function confirmLocations(request: StepContext): Promise<StepSaved> {
  const id = productIdOf(request);
  const card = unwrap(await api.GET('/api/products/{id}', { params: { path: { id } } }));
  if (!stepWasSaved(request, card))
    throw new ApiFailure(409, 'incomplete_step', i18n._(PENDING_MESSAGES.none));
  return {
    _id: card._id,
    product_type: card.product_type,
    step_validate: card.step_validate,
    tb_gcm_status: card.tb_gcm_status,
  };
}

/** Step 2 of a restaurant: its several locations (SPEC §2 "locations (step 2)", §3 Location). */
export const restaurantLocationsStep = defineStep<RestaurantLocation[], LocationDraft>({
  load: async (request) => locationCalls.list(productIdOf(request)),
  save: (request) => confirmLocations(request),
  Form: RestaurantLocationsForm,
});
