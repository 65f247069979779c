import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { cropToSquareJpeg } from './multimediaSquareCrop.ts';

interface CropModalProps {
  /** The picture waiting for its square; null closes the dialog. */
  file: File | null;
  /** 1-based place of this picture among the ones picked together. */
  position: number;
  total: number;
  onCropped: (file: File) => void;
  onCancel: () => void;
}

/** SPEC §5: every picture is cut to a 1:1 square before it is uploaded. */
export function CropModal({ file, position, total, onCropped, onCancel }: CropModalProps) {
  const { t } = useLingui();
  return (
    <Modal opened={file !== null} onClose={onCancel} title={t`Recortar imagen`} size={600} centered>
      {file && (
        <CropArea
          key={`${file.name}-${position}`}
          file={file}
          last={position === total}
          onCropped={onCropped}
          onCancel={onCancel}
        >
          {total > 1 && (
            <Text size="sm" c="dimmed">
              <Trans>
                Imagen {position} de {total}
              </Trans>
            </Text>
          )}
        </CropArea>
      )}
    </Modal>
  );
}

function CropArea({
  file,
  last,
  onCropped,
  onCancel,
  children,
}: Pick<CropModalProps, 'onCropped' | 'onCancel'> & { file: File; last: boolean; children: ReactNode }) {
  const { t } = useLingui();
  const [url, setUrl] = useState<string | null>(null);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [working, setWorking] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);

  const confirm = async () => {
    if (!area) return;
    setWorking(true);
    setFailed(false);
    try {
      onCropped(await cropToSquareJpeg(file, area));
    } catch {
      setFailed(true);
    } finally {
      setWorking(false);
    }
  };

  return (
    <Stack gap="md">
      {children}
      <Box
        pos="relative"
        h={{ base: 280, sm: 360 }}
        bg="dark.6"
        style={{ borderRadius: 8, overflow: 'hidden' }}
      >
        {url && (
          <Cropper
            image={url}
            crop={crop}
            zoom={zoom}
            aspect={1}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
            mediaProps={{ alt: file.name }}
          />
        )}
      </Box>
      <Box>
        <Text size="sm" id="crop-zoom-label">
          <Trans>Acercar</Trans>
        </Text>
        <Slider
          value={zoom}
          min={1}
          max={3}
          step={0.1}
          onChange={setZoom}
          label={null}
          thumbProps={{ 'aria-labelledby': 'crop-zoom-label' }}
        />
      </Box>
      {failed && (
        <Alert color="red" title={t`No se pudo recortar la imagen`}>
          <Trans>Prueba con otra imagen JPEG o PNG.</Trans>
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={working}>
          <Trans>Cancelar</Trans>
        </Button>
        <Button onClick={confirm} loading={working} disabled={!area}>
          {last ? <Trans>Recortar y subir</Trans> : <Trans>Recortar y seguir</Trans>}
        </Button>
      </Group>
    </Stack>
  );
}
