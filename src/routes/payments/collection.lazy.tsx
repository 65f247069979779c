import { createLazyRoute } from '@tanstack/react-router';
import { PaymentsPage } from '../../features/payments/PaymentsPage.tsx';
import { PaymentsLoadError, PaymentsSkeleton } from '../../features/payments/PaymentsStates.tsx';

export const Route = createLazyRoute('/portal/edit-payments-and-collections')({
  component: PaymentsPage,
  errorComponent: PaymentsLoadError,
  pendingComponent: PaymentsSkeleton,
});
