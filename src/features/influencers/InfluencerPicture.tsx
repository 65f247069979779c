import { Trans, useLingui } from '@lingui/react/macro';
import { AspectRatio, Image, Input, Progress, Stack } from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { INFLUENCER_PICTURE } from '../../../machines/influencerRules.ts';
import { DropzoneAfterDraw } from '../../ui/DropzoneAfterDraw.tsx';
import { ImageDropPrompt } from '../../ui/ImageDropPrompt.tsx';
import { influencerMessages } from './influencerMessages.ts';
import { pictureFailureMessage, uploadInfluencerPicture } from './influencerQueries.ts';

/** SPEC §5: JPEG or PNG under 1 MB, checked here before the server checks the bytes again. */
const PICTURE_TYPES = ['image/jpeg', 'image/png'];

interface InfluencerPictureProps {
  /** The uploaded picture's address, '' before one is. */
  url: string;
  /** The form's own message (no picture yet, or the one sent was refused). */
  error: ReactNode;
  onUploaded: (picture: { id: string; url: string }) => void;
}

/**
 * SPEC §5 "Influencer image one only": a picture chosen with the "Subir foto" button (or dropped) is checked, sent
 * at once and shown in the 500×375 frame it is stored in.
 */
export function InfluencerPicture({ url, error, onUploaded }: InfluencerPictureProps) {
  const { t, i18n } = useLingui();
  const [refusal, setRefusal] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: uploadInfluencerPicture,
    onSuccess: (picture) => onUploaded({ id: picture.id, url: picture.url_photo }),
  });
  const progress = useUploadProgress(upload.isPending, upload.isError);

  /** The checks of SPEC §5, type first, as the dropzone makes them. */
  const check = (file: File) => {
    if (!PICTURE_TYPES.includes(file.type)) return influencerMessages.pictureType;
    if (file.size >= INFLUENCER_PICTURE.maxBytes) return influencerMessages.pictureTooLarge;
    return null;
  };
  const accept = (file: File | undefined) => {
    if (!file) return;
    const problem = check(file);
    setRefusal(problem ? i18n._(problem) : null);
    if (!problem) upload.mutate(file);
  };
  const reject = (rejections: FileRejection[]) => {
    const tooBig = rejections.some((r) => r.errors.some((e) => e.code === 'file-too-large'));
    setRefusal(i18n._(tooBig ? influencerMessages.pictureTooLarge : influencerMessages.pictureType));
  };
  const failure = upload.isError ? i18n._(pictureFailureMessage(upload.error)) : null;

  return (
    <Input.Wrapper
      label={t`Foto`}
      labelElement="div"
      required
      description={t`Se mostrará en un marco de ${INFLUENCER_PICTURE.width} × ${INFLUENCER_PICTURE.height} píxeles.`}
      error={refusal ?? failure ?? error}
    >
      <Stack gap="xs" mt="xs">
        {url ? (
          <AspectRatio
            ratio={INFLUENCER_PICTURE.width / INFLUENCER_PICTURE.height}
            maw={INFLUENCER_PICTURE.width}
          >
            <Image src={url} alt={t`Tu foto`} radius="md" fit="cover" />
          </AspectRatio>
        ) : null}
        <DropzoneAfterDraw
          onDrop={([file]) => accept(file)}
          onEarlyDrop={([file]) => accept(file)}
          onReject={reject}
          accept={PICTURE_TYPES}
          maxSize={INFLUENCER_PICTURE.maxBytes - 1}
          maxFiles={1}
          multiple={false}
          loading={upload.isPending}
          activateOnClick={false}
          enablePointerEvents
          p="sm"
        >
          {(pick) => (
            <ImageDropPrompt onPick={pick}>
              <Trans>Subir foto</Trans>
            </ImageDropPrompt>
          )}
        </DropzoneAfterDraw>
        {progress !== null && (
          <Progress value={progress} size="sm" animated={progress < 100} aria-label={t`Subiendo la foto`} />
        )}
      </Stack>
    </Input.Wrapper>
  );
}

/** SPEC §4 image upload: 55 while sending, 100 when done, hidden 1.5 s later; a failure hides it at once. */
function useUploadProgress(uploading: boolean, failed: boolean): number | null {
  const [progress, setProgress] = useState<number | null>(null);
  useEffect(() => {
    if (uploading) {
      setProgress(55);
      return;
    }
    if (failed) {
      setProgress(null);
      return;
    }
    setProgress((current) => (current === null ? null : 100));
    const hide = setTimeout(() => setProgress(null), 1500);
    return () => clearTimeout(hide);
  }, [uploading, failed]);
  return progress;
}
