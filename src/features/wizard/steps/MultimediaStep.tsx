import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSelector } from '@xstate/react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { pictureToCrop } from '../../../../machines/upload.machine.ts';
import {
  MAX_GALLERY_FILES,
  RECOMMENDED_GALLERY_PHOTOS,
  type UploadSlot,
} from '../../../../machines/uploadRules.ts';
import { dialogAfterDraw } from '../../../ui/afterDraw.tsx';
import { defineStep, type StepContext, type StepFormProps, type StepSaved } from '../stepDefinition.ts';
import { type Gallery, loadGallery, saveGalleryStep } from './multimediaApi.ts';
import { GalleryDropzone, MainPictureSlot } from './multimediaDropzones.tsx';
import { GalleryGrid } from './multimediaGallery.tsx';
import {
  inWordsOfTheCatalogue,
  UPLOAD_ERROR_TITLES,
  UPLOAD_RULE_MESSAGES,
  uploadErrorMessage,
  uploadErrorTitle,
} from './multimediaMessages.ts';
import { browserFileOf, useGalleryUploader } from './multimediaUploader.ts';

/** The square cut (react-easy-crop, Mantine's Modal and Slider) comes after the step has drawn. */
const CropModal = dialogAfterDraw(
  () => import('./multimediaCropModal.tsx').then((module) => module.CropModal),
  (props) => props.file !== null,
);

/** Nothing is typed on this step: pictures are stored as they are uploaded, the save completes it. */
type MultimediaValues = Record<string, never>;
type MultimediaProps = StepFormProps<Gallery, MultimediaValues>;

const EMPTY_GALLERY: Gallery = { mainPicture: null, multimediaGallery: [] };

/** The main picture and up to 15 photos and videos (SPEC §5, §9); the upload machine runs the workflow. */
function MultimediaForm({ formId, request, data, busy, onSubmit }: MultimediaProps) {
  const { t, i18n } = useLingui();
  const count = useRef<HTMLHeadingElement>(null);
  const uploader = useGalleryUploader(request, data ?? EMPTY_GALLERY);
  const snapshot = useSelector(uploader, (s) => s);
  const { gallery, slot, progress, deletion } = snapshot.context;
  const [deletions, setDeletions] = useState(0);

  const onReady = useEffectEvent(() => onSubmit({}));
  useEffect(() => {
    const subscriptions = [
      uploader.on('gallery.ready', onReady),
      uploader.on('gallery.incomplete', () =>
        notifications.show({
          color: 'red',
          title: i18n._(UPLOAD_ERROR_TITLES.mainPictureMissing),
          message: i18n._(UPLOAD_RULE_MESSAGES.mainPictureRequired),
        }),
      ),
      uploader.on('item.deleted', () => setDeletions((n) => n + 1)),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [uploader, i18n]);

  // After a deletion the keyboard lands on the gallery's count, which just changed.
  useEffect(() => {
    if (deletions > 0) count.current?.focus();
  }, [deletions]);

  const error = snapshot.context.error ? uploadErrorMessage(snapshot.context.error) : null;
  const uploading = snapshot.hasTag('busy');
  const pickable = snapshot.can({ type: 'files.select', slot: 'gallery', files: [] }) && !busy;
  const canDelete = snapshot.can({ type: 'item.delete', itemId: '' }) && !busy;
  const crop = pictureToCrop(snapshot.context);
  const total = gallery.multimediaGallery.length;
  const select = (slot: UploadSlot) => (files: File[]) =>
    uploader.send({ type: 'files.select', slot, files });

  return (
    <form
      id={formId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        uploader.send({ type: 'gallery.save' });
      }}
    >
      <Stack gap="xl">
        {error && (
          <Alert
            color="red"
            role="alert"
            title={i18n._(uploadErrorTitle(snapshot.context.error!))}
            withCloseButton
            closeButtonLabel={t`Cerrar el mensaje`}
            onClose={() => uploader.send({ type: 'error.dismiss' })}
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
            progress={slot === 'single' ? progress : null}
            onFiles={select('single')}
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
            progress={slot === 'gallery' ? progress : null}
            onFiles={select('gallery')}
          />
          <GalleryGrid
            items={gallery.multimediaGallery}
            canDelete={canDelete}
            deletion={
              deletion && { deleting: snapshot.matches('deleting'), failed: deletion.failure !== null }
            }
            onAsk={(item) => uploader.send({ type: 'item.delete', itemId: item._id })}
            onConfirm={() => uploader.send({ type: 'deletion.confirm' })}
            onCancel={() => uploader.send({ type: 'deletion.cancel' })}
          />
        </Stack>
      </Stack>
      <CropModal
        file={crop && browserFileOf(crop.file)}
        position={crop?.position ?? 1}
        total={crop?.total ?? 0}
        onCropped={(file) => uploader.send({ type: 'crop.done', file })}
        onCancel={() => uploader.send({ type: 'crop.cancel' })}
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
