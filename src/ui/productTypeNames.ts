import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type KindName, PRODUCT_KINDS, type ProductType } from '../../machines/productKinds.ts';

/** Each kind of product (machines/productKinds.ts) as the tabs, cards and review queue name it. */
const KIND_NAMES = {
  vacationRental: msg`Alquiler vacacional`,
  hotel: msg`Hotel`,
  hostel: msg`Hostal`,
  privateRoom: msg`Habitación privada`,
  uniqueStay: msg`Estancia única`,
  carRental: msg`Alquiler de autos`,
  privateTransport: msg`Transporte privado`,
  collectiveShuttle: msg`Shuttles colectivos`,
  flight: msg`Vuelos`,
  helicopter: msg`Helicópteros`,
  privateTour: msg`Tour privado`,
  collectiveTour: msg`Tour colectivo`,
  collectiveCommunityTourism: msg`Turismo comunitario colectivo`,
  hotelRoom: msg`Habitación de hotel`,
  bookAGuide: msg`Reserva un guía`,
  privateCommunityTourism: msg`Turismo comunitario privado`,
  attraction: msg`Atracción`,
  hotelRoomGroup: msg`Habitación`,
  gastronomy: msg`Gastronomía`,
  touristPackage: msg`Paquete turístico`,
} as const satisfies Record<KindName, MessageDescriptor>;

/** A product type's name on screen. */
export const productTypeName = (type: ProductType): MessageDescriptor => KIND_NAMES[PRODUCT_KINDS[type].name];
