import { Container } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { CardPage } from '../../ui/CardPage.tsx';
import { AnchorLink } from '../../ui/RouterLinks.tsx';

/** Where a settings screen goes back to. */
export interface BackLink {
  to: '/profile' | '/settings';
  label: ReactNode;
}

/**
 * The frame of the profile forms: one card, full width on a phone; on a settings screen, a link back above it.
 */
export function ProfileFormFrame({
  title,
  subtitle,
  back,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  back?: BackLink | undefined;
  children: ReactNode;
}) {
  return (
    <>
      {back && (
        <Container size={760} px={{ base: 'xs', sm: 'md' }} pt="md">
          <AnchorLink to={back.to} size="sm" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
            <IconArrowLeft size={16} aria-hidden />
            {back.label}
          </AnchorLink>
        </Container>
      )}
      <CardPage title={title} subtitle={subtitle} width={760}>
        {children}
      </CardPage>
    </>
  );
}
