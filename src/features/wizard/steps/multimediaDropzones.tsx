import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Center, Group, Image, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import type { FileRejection, FileWithPath } from '@mantine/dropzone';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { IMAGE_TYPES, VIDEO_TYPES } from '../../../../machines/uploadRules.ts';
import { DropzoneAfterDraw } from '../../../ui/DropzoneAfterDraw.tsx';
import { ImageDropPrompt } from '../../../ui/ImageDropPrompt.tsx';
import type { Gallery } from './multimediaApi.ts';

interface PickerProps {
  disabled: boolean;
  uploading: boolean;
  /** The machine's progress for this slot, null when the bar is hidden. */
  progress: number | null;
  onFiles: (files: File[]) => void;
}

/**
 * The dropzone's `accept` only guides the system file picker: every file, refused or not, goes to
 * the upload machine, whose rules say why one cannot go (SPEC §8 codes).
 */
const everyFile =
  (onFiles: (files: File[]) => void) => (accepted: FileWithPath[], refused: FileRejection[]) =>
    onFiles([...accepted, ...refused.map((r) => r.file)]);

function UploadProgress({ progress }: { progress: number | null }) {
  const { t } = useLingui();
  if (progress === null) return null;
  return (
    <Progress value={progress} size="sm" animated={progress < 100} aria-label={t`Progreso de la subida`} />
  );
}

/** The product's main picture: the one its card and the search results show. */
export function MainPictureSlot({
  picture,
  disabled,
  uploading,
  progress,
  onFiles,
}: PickerProps & { picture: Gallery['mainPicture'] }) {
  const { t } = useLingui();
  return (
    <Stack gap="xs">
      <Group align="flex-start" gap="md" wrap="wrap">
        {picture ? (
          <Image src={picture.url_photo} alt={t`Foto principal`} w={140} h={140} radius="md" fit="cover" />
        ) : (
          <Center w={140} h={140} bg="gray.1" style={{ borderRadius: 8 }}>
            <ThemeIcon variant="light" size={48} color="gray" aria-hidden>
              <IconPhoto />
            </ThemeIcon>
          </Center>
        )}
        <DropzoneAfterDraw
          onDropAny={everyFile(onFiles)}
          onEarlyDrop={onFiles}
          accept={[...IMAGE_TYPES]}
          multiple={false}
          disabled={disabled}
          loading={uploading}
          activateOnClick={false}
          enablePointerEvents
          inputProps={{ 'aria-label': t`Archivo de la foto principal` }}
          style={{ flex: 1, minWidth: 220 }}
          p="sm"
        >
          {(pick) => (
            <ImageDropPrompt disabled={disabled} onPick={pick}>
              {picture ? <Trans>Cambiar foto principal</Trans> : <Trans>Elegir foto principal</Trans>}
            </ImageDropPrompt>
          )}
        </DropzoneAfterDraw>
      </Group>
      <UploadProgress progress={progress} />
    </Stack>
  );
}

/** Where photos and videos are added to the gallery. */
export function GalleryDropzone({
  disabled,
  uploading,
  progress,
  onFiles,
  children,
}: PickerProps & { children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <Stack gap="xs">
      <DropzoneAfterDraw
        onDropAny={everyFile(onFiles)}
        onEarlyDrop={onFiles}
        accept={[...IMAGE_TYPES, ...VIDEO_TYPES]}
        multiple
        disabled={disabled}
        loading={uploading}
        activateOnClick={false}
        enablePointerEvents
        inputProps={{ 'aria-label': t`Archivos de la galería` }}
        p="md"
      >
        {(pick) => (
          <Group gap="md" wrap="nowrap">
            <IconUpload size={32} aria-hidden />
            <Stack gap={6} align="flex-start">
              <Text size="sm">
                <Trans>Arrastra fotos JPEG o PNG (menos de 1 MB) o videos MP4 (menos de 3 MB), o</Trans>
              </Text>
              <Button size="xs" variant="light" disabled={disabled} onClick={pick}>
                <Trans>Elegir archivos</Trans>
              </Button>
              {children}
            </Stack>
          </Group>
        )}
      </DropzoneAfterDraw>
      <UploadProgress progress={progress} />
    </Stack>
  );
}
