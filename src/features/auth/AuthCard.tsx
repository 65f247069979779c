import type { ComponentProps } from 'react';
import { CardPage } from '../../ui/CardPage.tsx';

/** The frame of every sign-in and recovery screen: one centred card, full width on a phone. */
export function AuthCard(props: Omit<ComponentProps<typeof CardPage>, 'width'>) {
  return <CardPage width={480} {...props} />;
}
