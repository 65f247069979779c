import { createLazyRoute } from '@tanstack/react-router';
import { PaymentsLoadError, PaymentsSkeleton } from '../../features/payments/PaymentsStates.tsx';
import { TaxRegisterPage } from '../../features/payments/TaxRegisterPage.tsx';

export const Route = createLazyRoute('/portal/edit-non-taxpayer-information')({
  component: NonTaxpayerRoute,
  errorComponent: PaymentsLoadError,
  pendingComponent: PaymentsSkeleton,
});

function NonTaxpayerRoute() {
  return <TaxRegisterPage taxpayer={false} />;
}
