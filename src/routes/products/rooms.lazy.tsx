import { createLazyRoute } from '@tanstack/react-router';
import { RoomsPage } from '../../features/products/rooms/RoomsPage.tsx';
import { productsBoundaries } from './productsBoundaries.tsx';

export const hotelRooms = createLazyRoute('/portal/rooms-hotels/$id')({
  component: () => <RoomsPage id={hotelRooms.useParams().id} wizard="hotel" />,
  ...productsBoundaries,
});

export const hostelRooms = createLazyRoute('/portal/rooms-hostels/$id')({
  component: () => <RoomsPage id={hostelRooms.useParams().id} wizard="hostel" />,
  ...productsBoundaries,
});
