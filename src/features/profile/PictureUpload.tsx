import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Group, Input, Progress } from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import { type ReactNode, useEffect, useState } from 'react';
import { DropzoneAfterDraw } from '../../ui/DropzoneAfterDraw.tsx';
import { ImageDropPrompt } from '../../ui/ImageDropPrompt.tsx';
import { profileMessages } from './profileMessages.ts';

/** SPEC §5: JPEG or PNG under 1 MB, checked here before the server checks the bytes again. */
export const PICTURE_TYPES = ['image/jpeg', 'image/png'];
export const PICTURE_MAX_BYTES = 1024 * 1024;

interface PictureUploadProps {
  label: ReactNode;
  /** The stored picture, or a preview of one waiting to be sent. */
  url: string | null | undefined;
  uploading: boolean;
  /** The server's refusal, already in words. */
  error?: ReactNode;
  help?: ReactNode;
  onFile: (file: File) => void;
}

/** One picture (avatar or logo): drop or pick a file; a wrong type or size is refused before sending. */
export function PictureUpload({ label, url, uploading, error, help, onFile }: PictureUploadProps) {
  const { t, i18n } = useLingui();
  const [refusal, setRefusal] = useState<string | null>(null);
  const progress = useUploadProgress(uploading, Boolean(error));

  const reject = (rejections: FileRejection[]) => {
    const tooBig = rejections.some((r) => r.errors.some((e) => e.code === 'file-too-large'));
    setRefusal(i18n._(tooBig ? profileMessages.imgSmaller : profileMessages.uploadFile));
  };
  const accept = (file: File) => {
    setRefusal(null);
    onFile(file);
  };
  /** A file dropped before the zone's code came gets the zone's own checks: type, then size. */
  const acceptEarly = ([file]: File[]) => {
    if (!file) return;
    if (!PICTURE_TYPES.includes(file.type)) setRefusal(i18n._(profileMessages.uploadFile));
    else if (file.size >= PICTURE_MAX_BYTES) setRefusal(i18n._(profileMessages.imgSmaller));
    else accept(file);
  };

  return (
    <Input.Wrapper label={label} error={refusal ?? error} description={help}>
      <Group gap="md" mt="xs" wrap="nowrap" align="center">
        <Avatar src={url ?? null} size={88} radius="md" alt="" />
        <DropzoneAfterDraw
          onDrop={([file]) => file && accept(file)}
          onEarlyDrop={acceptEarly}
          onReject={reject}
          accept={PICTURE_TYPES}
          maxSize={PICTURE_MAX_BYTES - 1}
          maxFiles={1}
          multiple={false}
          loading={uploading}
          activateOnClick={false}
          enablePointerEvents
          style={{ flex: 1 }}
          p="sm"
        >
          {(pick) => (
            <ImageDropPrompt onPick={pick}>
              <Trans>Elegir imagen</Trans>
            </ImageDropPrompt>
          )}
        </DropzoneAfterDraw>
      </Group>
      {progress !== null && (
        <Progress
          value={progress}
          size="sm"
          mt="xs"
          animated={progress < 100}
          aria-label={t`Subiendo imagen`}
        />
      )}
    </Input.Wrapper>
  );
}

/** SPEC §4 image upload: 55 while sending, 100 when done, hidden 1.5 s later. */
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
