import { Trans } from '@lingui/react/macro';
import { Button, CopyButton, Flex, TextInput, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** SPEC §9 "copy confirmation 10 s (promo code)": long enough to look back after pasting elsewhere. */
export const COPIED_FOR_MS = 10_000;

interface CopyFieldProps {
  label: string;
  value: string;
  /** The button's words before copying ("Copiar código"). */
  copyLabel: ReactNode;
  /** What a screen reader hears once copied ("Código copiado"): the button's "Copiado" alone says not what. */
  copiedAnnouncement: ReactNode;
}

/**
 * A value to paste elsewhere (the promotion code, the link): shown in a read-only field a person can select, with a
 * button that copies it and says "Copiado" for 10 s. On a phone the button goes under the field, full width.
 */
export function CopyField({ label, value, copyLabel, copiedAnnouncement }: CopyFieldProps) {
  return (
    <CopyButton value={value} timeout={COPIED_FOR_MS}>
      {({ copied, copy }) => (
        <Flex gap="xs" direction={{ base: 'column', xs: 'row' }} align={{ base: 'stretch', xs: 'flex-end' }}>
          <TextInput
            label={label}
            value={value}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button
            variant="light"
            onClick={copy}
            color={copied ? 'teal' : undefined}
            leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
          >
            {copied ? <Trans>Copiado</Trans> : copyLabel}
          </Button>
          {/* Always in the page, so the announcement is heard when its words arrive. */}
          <VisuallyHidden role="status" aria-live="polite">
            {copied ? copiedAnnouncement : null}
          </VisuallyHidden>
        </Flex>
      )}
    </CopyButton>
  );
}
