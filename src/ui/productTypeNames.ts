import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProductType } from '../../machines/completion.ts';

/** SPEC §3 product type numbers, as the tabs, cards and review queue name them. */
export const PRODUCT_TYPE_NAMES = {
  1: msg`Alquiler vacacional`,
  2: msg`Hotel`,
  3: msg`Hostal`,
  4: msg`Habitación privada`,
  5: msg`Estancia única`,
  6: msg`Alquiler de autos`,
  7: msg`Transporte privado`,
  8: msg`Shuttles colectivos`,
  9: msg`Vuelos`,
  10: msg`Helicópteros`,
  11: msg`Tour privado`,
  12: msg`Tour colectivo`,
  13: msg`Turismo comunitario colectivo`,
  14: msg`Habitación de hotel`,
  16: msg`Reserva un guía`,
  17: msg`Turismo comunitario privado`,
  18: msg`Atracción`,
  19: msg`Habitación`,
  68: msg`Gastronomía`,
  71: msg`Paquete turístico`,
} as const satisfies Record<ProductType, MessageDescriptor>;
