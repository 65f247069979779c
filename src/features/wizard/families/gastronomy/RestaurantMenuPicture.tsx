import { Trans, useLingui } from '@lingui/react/macro';
import { Center, Group, Image, Input, ThemeIcon } from '@mantine/core';
import type { FileRejection, FileWithPath } from '@mantine/dropzone';
import { IconPhoto } from '@tabler/icons-react';
import { type ReactNode, type Ref, useEffect, useState } from 'react';
import { IMAGE_TYPES } from '../../../../../machines/uploadRules.ts';
import { DropzoneAfterDraw } from '../../../../ui/DropzoneAfterDraw.tsx';
import { ImageDropPrompt } from '../../../../ui/ImageDropPrompt.tsx';

interface RestaurantMenuPictureProps {
  ref?: Ref<HTMLDivElement>;
  /** A new dish needs its picture; an edited one keeps its own unless another is chosen. */
  adding: boolean;
  /** The file chosen now, not sent yet. */
  picture: File | null;
  /** The dish's stored picture, when it has one. */
  stored: string | null;
  /** The dish's name, for the picture's text alternative. */
  title: string;
  error: ReactNode;
  disabled: boolean;
  /** Every file dropped or picked: the form checks it (SPEC §5) before taking it. */
  onFiles: (files: File[]) => void;
}

/**
 * A dish's picture (SPEC §5: JPEG or PNG under 1 MB, shown at 819×546): what it looks like now, the chosen file's
 * preview or the stored one, and a zone to drop a file on or a button that opens the file picker.
 */
export function RestaurantMenuPicture({
  ref,
  adding,
  picture,
  stored,
  title,
  error,
  disabled,
  onFiles,
}: RestaurantMenuPictureProps) {
  const { t } = useLingui();
  const preview = usePreview(picture);
  const shown = preview ?? (picture ? null : stored);
  return (
    <Input.Wrapper
      label={t`Foto del platillo`}
      labelElement="div"
      required={adding}
      description={
        adding
          ? t`JPEG o PNG de menos de 1 MB. Se muestra a 819 × 546 px.`
          : t`JPEG o PNG de menos de 1 MB. Si no eliges otra, se conserva la actual.`
      }
      error={error}
      errorProps={{ role: 'alert' }}
    >
      <Group ref={ref} align="flex-start" gap="md" mt={6} wrap="wrap">
        {shown ? (
          <Image
            src={shown}
            alt={title ? t`Foto de ${title}` : t`Foto del platillo`}
            w={150}
            h={100}
            radius="md"
            fit="cover"
          />
        ) : (
          <Center w={150} h={100} bg="gray.1" style={{ borderRadius: 8 }}>
            <ThemeIcon variant="light" size={40} color="gray" aria-hidden>
              <IconPhoto />
            </ThemeIcon>
          </Center>
        )}
        <DropzoneAfterDraw
          // `accept` only guides the system file picker: every file goes to the form, which says why one cannot go.
          onDropAny={(accepted: FileWithPath[], refused: FileRejection[]) =>
            onFiles([...accepted, ...refused.map((r) => r.file)])
          }
          onEarlyDrop={onFiles}
          accept={[...IMAGE_TYPES]}
          multiple={false}
          disabled={disabled}
          activateOnClick={false}
          enablePointerEvents
          inputProps={{ 'aria-label': t`Archivo de la foto del platillo` }}
          style={{ flex: 1, minWidth: 200 }}
          p="sm"
        >
          {(pick) => (
            <ImageDropPrompt disabled={disabled} onPick={pick}>
              {shown ? <Trans>Cambiar foto</Trans> : <Trans>Elegir foto</Trans>}
            </ImageDropPrompt>
          )}
        </DropzoneAfterDraw>
      </Group>
    </Input.Wrapper>
  );
}

/** A picture not sent yet, shown from its bytes (a data URL: nothing to release afterwards). */
function usePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return preview && preview.file === file ? preview.url : null;
}
