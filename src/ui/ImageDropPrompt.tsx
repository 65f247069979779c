import { Trans } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface ImageDropPromptProps {
  /** The button's words: what the picked image becomes. */
  children: ReactNode;
  /** Opens the system file picker (the dropzone's `openRef`). */
  onPick: () => void;
  disabled?: boolean;
}

/** Inside a one-image dropzone: the accepted files (SPEC §5), then a button for those who do not drag. */
export function ImageDropPrompt({ children, onPick, disabled = false }: ImageDropPromptProps) {
  return (
    <Stack gap={6} align="flex-start">
      <Text size="sm" c="dimmed">
        <Trans>Arrastra una imagen JPEG o PNG de menos de 1 MB, o</Trans>
      </Text>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPhotoUp size={14} />}
        disabled={disabled}
        onClick={onPick}
      >
        {children}
      </Button>
    </Stack>
  );
}
