import { Trans } from '@lingui/react/macro';
import { Anchor } from '@mantine/core';

export const MAIN_CONTENT_ID = 'main-content';

/** First stop of the keyboard: jumps over the header and menu to the page itself. */
export function SkipToContent() {
  return (
    <Anchor
      href={`#${MAIN_CONTENT_ID}`}
      pos="fixed"
      top={8}
      left={8}
      px="md"
      py="xs"
      bg="white"
      fw={600}
      style={{ zIndex: 1000, borderRadius: 'var(--mantine-radius-md)', transform: 'translateY(-200%)' }}
      onFocus={(event) => {
        event.currentTarget.style.transform = 'none';
      }}
      onBlur={(event) => {
        event.currentTarget.style.transform = 'translateY(-200%)';
      }}
    >
      <Trans>Saltar al contenido</Trans>
    </Anchor>
  );
}
