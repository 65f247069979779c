import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, AspectRatio, Box, Card, Center, Image, SimpleGrid, Text } from '@mantine/core';
import { IconPlayerPlay, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { dialogAfterDraw } from '../../../ui/afterDraw.tsx';
import type { GalleryItem } from './multimediaApi.ts';

/** Its code (Mantine's Modal and its focus and scroll locks) comes after the step has drawn. */
const GalleryDeleteDialog = dialogAfterDraw(() =>
  import('./multimediaDeleteDialog.tsx').then((module) => module.GalleryDeleteDialog),
);

interface GalleryGridProps {
  items: GalleryItem[];
  /** Deleting waits while files are on their way, so the counts stay right. */
  canDelete: boolean;
  /** The upload machine's deletion: asked (the dialog is open), on its way, or refused by the server. */
  deletion: { deleting: boolean; failed: boolean } | null;
  onAsk: (item: GalleryItem) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The gallery's thumbnails, each with a delete button that asks first (SPEC §8 "Delete asks confirmation"). */
export function GalleryGrid({ items, canDelete, deletion, onAsk, onConfirm, onCancel }: GalleryGridProps) {
  const { t } = useLingui();

  if (items.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        <Trans>Todavía no hay fotos ni videos en la galería.</Trans>
      </Text>
    );
  }

  return (
    <>
      <SimpleGrid
        cols={{ base: 2, xs: 3, md: 4 }}
        spacing="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {items.map((item, index) => (
          <Card key={item._id} component="li" withBorder padding={0} radius="md">
            <Thumbnail item={item} position={index + 1} />
            <ActionIcon
              pos="absolute"
              top={6}
              right={6}
              color="red"
              variant="filled"
              disabled={!canDelete}
              onClick={() => onAsk(item)}
              aria-label={t`Eliminar el archivo ${index + 1}`}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Card>
        ))}
      </SimpleGrid>
      <GalleryDeleteDialog
        opened={deletion !== null}
        deleting={deletion?.deleting ?? false}
        failed={deletion?.failed ?? false}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    </>
  );
}

/** A picture that fails to load shows a retry icon instead (SPEC §8 "image load failure shows retry icon"). */
function Thumbnail({ item, position }: { item: GalleryItem; position: number }) {
  const { t } = useLingui();
  const [attempt, setAttempt] = useState(0);
  const [broken, setBroken] = useState(false);

  if (item.kind === 'video') {
    return (
      <AspectRatio ratio={1}>
        <Box pos="relative">
          <video
            src={item.url_photo}
            muted
            preload="metadata"
            aria-label={t`Video ${position} de la galería`}
            style={{ width: '100%' }}
          />
          <Center pos="absolute" inset={0} style={{ pointerEvents: 'none' }}>
            <IconPlayerPlay size={32} color="white" aria-hidden />
          </Center>
        </Box>
      </AspectRatio>
    );
  }
  const source = attempt === 0 ? item.url_photo : `${item.url_photo}?retry=${attempt}`;
  return (
    <AspectRatio ratio={1}>
      {broken ? (
        <Center bg="gray.1">
          <ActionIcon
            variant="light"
            size="xl"
            onClick={() => {
              setBroken(false);
              setAttempt((n) => n + 1);
            }}
            aria-label={t`Volver a cargar la foto ${position}`}
          >
            <IconRefresh />
          </ActionIcon>
        </Center>
      ) : (
        <Image
          key={source}
          src={source}
          alt={t`Foto ${position} de la galería`}
          fit="cover"
          onError={() => setBroken(true)}
        />
      )}
    </AspectRatio>
  );
}
