import { createLazyRoute } from '@tanstack/react-router';
import { PaymentsLoadError, PaymentsSkeleton } from '../../features/payments/PaymentsStates.tsx';
import { TaxRegisterPage } from '../../features/payments/TaxRegisterPage.tsx';

export const Route = createLazyRoute('/portal/edit-taxpayer-information')({
  component: TaxpayerRoute,
  errorComponent: PaymentsLoadError,
  pendingComponent: PaymentsSkeleton,
});

function TaxpayerRoute() {
  return <TaxRegisterPage taxpayer />;
}
