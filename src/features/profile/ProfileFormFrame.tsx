import { useLingui } from '@lingui/react';
import { DatesProvider } from '@mantine/dates';
import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import type { ReactNode } from 'react';
import { CardPage } from '../../ui/CardPage.tsx';

/** The frame of the onboarding forms: one card, full width on a phone, dates in the interface language. */
export function ProfileFormFrame({
  title,
  subtitle,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <DatesProvider settings={{ locale: i18n.locale, firstDayOfWeek: 1 }}>
      <CardPage title={title} subtitle={subtitle} width={760}>
        {children}
      </CardPage>
    </DatesProvider>
  );
}
