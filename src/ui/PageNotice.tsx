import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageNoticeProps {
  /** A 28px Tabler icon saying what kind of notice this is. */
  icon: ReactNode;
  title: ReactNode;
  /** 1 when the notice stands in for the whole page, 2 when it sits under the page's own title. */
  order?: 1 | 2;
  /** Why, in a sentence. */
  children?: ReactNode;
  /** The way out, usually a ButtonLink. */
  action: ReactNode;
}

/** A page that has nothing to show this person (not theirs, not allowed, not found) says why and leads on. */
export function PageNotice({ icon, title, order = 1, children, action }: PageNoticeProps) {
  return (
    <Center py="xl">
      <Stack align="center" gap="sm" maw={420}>
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={order} size={order === 1 ? 'h3' : 'h4'} ta="center">
          {title}
        </Title>
        {children ? (
          <Text c="dimmed" ta="center">
            {children}
          </Text>
        ) : null}
        {action}
      </Stack>
    </Center>
  );
}
