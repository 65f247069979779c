import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface CardPageProps {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Under the card, e.g. "no account yet? register". */
  footer?: ReactNode;
  /** The card's widest size in pixels. */
  width?: number;
}

/** One centred card holding a form or a message: the frame of the sign-in and onboarding screens. */
export function CardPage({ title, subtitle, children, footer, width = 480 }: CardPageProps) {
  return (
    <Container size={width} px={{ base: 'xs', sm: 'md' }} py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Paper>
      {footer && (
        <Text ta="center" size="sm" mt="lg">
          {footer}
        </Text>
      )}
    </Container>
  );
}
