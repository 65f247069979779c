import { Trans } from '@lingui/react/macro';
import { Group, type MantineSize, Text } from '@mantine/core';

interface BrandLogoProps {
  /** Hide the name on phones (the header), keeping the mark. */
  compact?: boolean;
  size?: MantineSize;
}

/** The portal's mark and name, as the header, the menu drawer and the landing show it. */
export function BrandLogo({ compact = false, size = 'lg' }: BrandLogoProps) {
  return (
    <Group gap={8} wrap="nowrap">
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <Text
        fw={700}
        size={size}
        c="teal.9"
        visibleFrom={compact ? 'xs' : undefined}
        style={{ whiteSpace: 'nowrap' }}
      >
        <Trans>Portal de proveedores</Trans>
      </Text>
    </Group>
  );
}
