import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { MAX_GALLERY_FILES, RECOMMENDED_GALLERY_PHOTOS } from '../../../../machines/uploadRules.ts';
import { defineStep, type StepContext, type StepFormProps, type StepSaved } from '../stepDefinition.ts';
import {
  deleteGalleryItem,
  type Gallery,
  type GalleryItem,
  loadGallery,
  saveGalleryStep,
} from './multimediaApi.ts';
import { CropModal } from './multimediaCropModal.tsx';
import { GalleryDropzone, MainPictureSlot } from './multimediaDropzones.tsx';
import { GalleryGrid } from './multimediaGallery.tsx';
import { inWordsOfTheCatalogue, UPLOAD_RULE_MESSAGES, uploadErrorMessage } from './multimediaMessages.ts';
import { useGalleryUploader } from './multimediaUploader.ts';

/** Nothing is typed on this step: pictures are stored as they are uploaded, the save completes it. */
type MultimediaValues = Record<string, never>;
type MultimediaProps = StepFormProps<Gallery, MultimediaValues>;

const EMPTY_GALLERY: Gallery = { mainPicture: null, multimediaGallery: [] };

/** The main picture and up to 15 photos and videos (SPEC §5, §9). */
function MultimediaForm(props: MultimediaProps) {
  const [gallery, setGallery] = useState<Gallery>(props.data ?? EMPTY_GALLERY);
  // The upload machine counts the gallery from its input: a deletion starts a fresh one.
  const [generation, setGeneration] = useState(0);

  const remove = async (item: GalleryItem) => {
    setGallery(await deleteGalleryItem(props.request, item._id));
    setGeneration((n) => n + 1);
  };

  return (
    <GalleryEditor
      key={generation}
      {...props}
      gallery={gallery}
      onGallery={setGallery}
      onDelete={remove}
      focusCount={generation > 0}
    />
  );
}

interface EditorProps extends MultimediaProps {
  gallery: Gallery;
  onGallery: (gallery: Gallery) => void;
  onDelete: (item: GalleryItem) => Promise<void>;
  /** After a deletion the keyboard lands on the gallery's count, which just changed. */
  focusCount: boolean;
}

function GalleryEditor({
  formId,
  request,
  busy,
  onSubmit,
  gallery,
  onGallery,
  onDelete,
  focusCount,
}: EditorProps) {
  const { t, i18n } = useLingui();
  const count = useRef<HTMLHeadingElement>(null);
  const uploader = useGalleryUploader({
    request,
    gallery,
    onGallery,
    onReady: () => onSubmit({}),
    onMainPictureMissing: () =>
      notifications.show({
        color: 'red',
        title: t`Falta la foto principal`,
        message: i18n._(UPLOAD_RULE_MESSAGES.mainPictureRequired),
      }),
  });
  const { snapshot, accepting } = uploader;
  const uploading = snapshot.hasTag('busy');
  const slot = snapshot.context.slot;
  const error = snapshot.context.error ? uploadErrorMessage(snapshot.context.error) : null;
  const total = gallery.multimediaGallery.length;
  const pickable = accepting && !busy;

  useEffect(() => {
    if (focusCount) count.current?.focus();
  }, [focusCount]);

  return (
    <form
      id={formId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        uploader.requestSave();
      }}
    >
      <Stack gap="xl">
        {error && (
          <Alert
            color="red"
            role="alert"
            title={t`No se pudo subir`}
            withCloseButton
            closeButtonLabel={t`Cerrar el mensaje`}
            onClose={uploader.dismissError}
          >
            {i18n._(error.message)}
            {error.detail && (
              <Text size="sm" mt={4}>
                {error.detail}
              </Text>
            )}
          </Alert>
        )}
        <Stack gap="sm">
          <Title order={2} size="h4">
            <Trans>Foto principal</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>Es la primera foto que verán los viajeros. Se recorta en forma cuadrada.</Trans>
          </Text>
          <MainPictureSlot
            picture={gallery.mainPicture}
            disabled={!pickable}
            uploading={uploading && slot === 'single'}
            progress={slot === 'single' ? snapshot.context.progress : null}
            onFiles={(files) => uploader.select('single', files)}
          />
        </Stack>
        <Stack gap="sm">
          <Title order={2} size="h4" ref={count} tabIndex={-1}>
            <Trans>Galería</Trans>
          </Title>
          <Text size="sm" aria-live="polite">
            <Trans>
              {total} de {MAX_GALLERY_FILES} archivos, {RECOMMENDED_GALLERY_PHOTOS} recomendados
            </Trans>
          </Text>
          <GalleryDropzone
            disabled={!pickable}
            uploading={uploading && slot === 'gallery'}
            progress={slot === 'gallery' ? snapshot.context.progress : null}
            onFiles={(files) => uploader.select('gallery', files)}
          />
          <GalleryGrid
            items={gallery.multimediaGallery}
            canDelete={uploader.canDelete && !busy}
            onDelete={onDelete}
          />
        </Stack>
      </Stack>
      <CropModal
        file={
          uploader.cropQueue
            ? uploader.cropQueue.files[uploader.cropQueue.toCrop[uploader.cropQueue.done]!]!
            : null
        }
        position={(uploader.cropQueue?.done ?? 0) + 1}
        total={uploader.cropQueue?.toCrop.length ?? 0}
        onCropped={uploader.cropped}
        onCancel={uploader.cancelCrop}
      />
    </form>
  );
}

/** The server's refusal of the save reads in the words of SPEC §8 rather than as its code. */
async function saveStep(request: StepContext): Promise<StepSaved> {
  try {
    return await saveGalleryStep(request);
  } catch (error) {
    throw inWordsOfTheCatalogue(error);
  }
}

export const multimediaStep = defineStep<Gallery, MultimediaValues>({
  load: loadGallery,
  save: saveStep,
  Form: MultimediaForm,
});
