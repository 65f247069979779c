import { createLazyRoute } from '@tanstack/react-router';
import { PaymentsLoadError, PaymentsSkeleton } from '../../features/payments/PaymentsStates.tsx';
import { TaxSetupPage } from '../../features/payments/TaxSetupPage.tsx';

export const Route = createLazyRoute('/portal/tax-setup')({
  component: TaxSetupPage,
  errorComponent: PaymentsLoadError,
  pendingComponent: PaymentsSkeleton,
});
