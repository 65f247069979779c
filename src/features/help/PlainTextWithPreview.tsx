import { Trans } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { CountedTextarea } from '../../ui/CountedTextarea.tsx';
import { WriteAndPreview } from '../../ui/WriteAndPreview.tsx';

interface PlainTextWithPreviewProps {
  /** The text field: label, limit, value and events (@mantine/form's input props). */
  field: ComponentProps<typeof CountedTextarea>;
  /** The text as providers will see it. */
  preview: ReactNode;
}

/** A FAQ answer's or a help text's plain text (paragraphs split on a blank line: PlainParagraphs), with its preview. */
export function PlainTextWithPreview({ field, preview }: PlainTextWithPreviewProps) {
  return (
    <WriteAndPreview
      error={field.error}
      write={
        <Stack gap={4}>
          <CountedTextarea required minRows={5} maxRows={20} {...field} />
          <Text size="xs" c="dimmed">
            <Trans>Texto simple: deja una línea en blanco entre párrafos.</Trans>
          </Text>
        </Stack>
      }
      preview={() => preview}
    />
  );
}
