import type { ContactType } from '../../../../../machines/productTypes.ts';
import { TransportConfirmationPage } from './TransportConfirmationPage.tsx';
import { TransportContactPage } from './TransportContactPage.tsx';

/** The transport kinds' two screens (SPEC §2 /transportation: information, confirmation), one chunk. */
export function TransportationScreen({
  step,
  id,
  type,
}: {
  step: string;
  id?: string | undefined;
  type?: ContactType | undefined;
}) {
  return step === 'confirmation' && id !== undefined ? (
    <TransportConfirmationPage id={id} type={type} />
  ) : (
    <TransportContactPage type={type} />
  );
}
