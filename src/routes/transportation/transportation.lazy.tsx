import { createLazyRoute } from '@tanstack/react-router';
import { isContactType } from '../../../machines/productTypes.ts';
import { TransportConfirmationPage } from '../../features/wizard/families/transportation/TransportConfirmationPage.tsx';
import { TransportContactPage } from '../../features/wizard/families/transportation/TransportContactPage.tsx';

const contactType = (type: number | undefined) =>
  type !== undefined && isContactType(type) ? type : undefined;

export const information = createLazyRoute('/portal/transportation/information')({ component: Information });
export const confirmation = createLazyRoute('/portal/transportation/confirmation/$id')({
  component: Confirmation,
});

function Information() {
  const { type } = information.useSearch();
  return <TransportContactPage type={contactType(type)} />;
}

function Confirmation() {
  const { id } = confirmation.useParams();
  const { type } = confirmation.useSearch();
  return <TransportConfirmationPage id={id} type={contactType(type)} />;
}
