import { Box } from '@mantine/core';
import type { DragEvent } from 'react';
import { afterDraw } from './afterDraw.tsx';
import type { LoadedDropzoneProps } from './LoadedDropzone.tsx';

const LoadedDropzone = afterDraw(() =>
  import('./LoadedDropzone.tsx').then((module) => module.LoadedDropzone),
);

/**
 * Mantine's Dropzone, whose code (react-dropzone and its file checks, ~8 KiB gzip) comes after the screen has
 * drawn. Meanwhile the same dashed zone with the same contents stands in: a press on its button is kept and opens
 * the file picker when the code comes, and files dropped on it go to `onEarlyDrop` (which checks them as the zone
 * would), so nothing is lost and the browser never opens a dropped file in place of the page.
 */
export function DropzoneAfterDraw({
  onEarlyDrop,
  ...props
}: LoadedDropzoneProps & { onEarlyDrop: (files: File[]) => void }) {
  const { children, p = 'md', style, disabled, loading } = props;
  const refuse = disabled || loading;
  return (
    <LoadedDropzone
      {...props}
      standIn={(press, pressed) => (
        <Box
          p={p}
          aria-busy={pressed || undefined}
          onDragOver={(event: DragEvent) => event.preventDefault()}
          onDrop={(event: DragEvent) => {
            event.preventDefault();
            const files = [...event.dataTransfer.files];
            if (!refuse && files.length > 0)
              onEarlyDrop(props.multiple === false ? files.slice(0, 1) : files);
          }}
          style={{
            position: 'relative',
            border: '1px dashed var(--mantine-color-gray-4)',
            borderRadius: 'var(--mantine-radius-default)',
            backgroundColor: 'var(--mantine-color-body)',
            ...(typeof style === 'object' && style !== null && !Array.isArray(style) ? style : {}),
          }}
        >
          {children(press)}
        </Box>
      )}
    />
  );
}
