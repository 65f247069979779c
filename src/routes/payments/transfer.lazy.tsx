import { createLazyRoute } from '@tanstack/react-router';
import { BeneficiaryPage } from '../../features/payments/BeneficiaryPage.tsx';
import { PaymentsLoadError, PaymentsSkeleton } from '../../features/payments/PaymentsStates.tsx';

export const Route = createLazyRoute('/portal/edit-information-transfer')({
  component: BeneficiaryPage,
  errorComponent: PaymentsLoadError,
  pendingComponent: PaymentsSkeleton,
});
