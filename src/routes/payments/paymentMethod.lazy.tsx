import { createLazyRoute } from '@tanstack/react-router';
import { PaymentMethodPage } from '../../features/payments/PaymentMethodPage.tsx';
import { PaymentsLoadError, PaymentsSkeleton } from '../../features/payments/PaymentsStates.tsx';

export const Route = createLazyRoute('/portal/edit-information-payment')({
  component: PaymentMethodPage,
  errorComponent: PaymentsLoadError,
  pendingComponent: PaymentsSkeleton,
});
