import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  type DiscountChoice,
  MAX_MIN_NIGHTS,
  type OfferType,
  type PromotionErrorCode,
  type PromotionStatus,
  type PromotionType,
} from '../../../machines/promotionRules.ts';

/** SPEC §2 tab names of /promote, by promotion type. */
export const TYPE_TAB: Record<PromotionType, MessageDescriptor> = {
  1: msg`Ofertas de última hora`,
  2: msg`Descuentos`,
  3: msg`Fechas especiales`,
  4: msg`Recargos`,
};

/** One promotion's kind, as the type selector and the cards name it. */
export const TYPE_NAME: Record<PromotionType, MessageDescriptor> = {
  1: msg`Oferta de última hora`,
  2: msg`Descuento`,
  3: msg`Fecha especial`,
  4: msg`Recargo`,
};

export const STATUS_NAME: Record<PromotionStatus, MessageDescriptor> = {
  1: msg`Activa`,
  2: msg`Desactivada`,
  3: msg`Programada`,
};

/** SPEC §3 offer types: the special season a special date or a surcharge is for. */
export const OFFER_TYPE_NAME: Record<OfferType, MessageDescriptor> = {
  0: msg`Ninguna en particular`,
  1: msg`Semana Santa`,
  2: msg`San Valentín`,
  3: msg`Black Friday`,
  4: msg`Fin de año`,
};

export const CHOICE_NAME: Record<DiscountChoice, MessageDescriptor> = {
  5: msg`5 %`,
  10: msg`10 %`,
  20: msg`20 %`,
  custom: msg`Personalizado`,
};

/** The form's refusals (machines/promotionRules.ts codes); required is prov.messageErrorLabel. */
export const ERROR_TEXT: Record<PromotionErrorCode, MessageDescriptor> = {
  required: msg`Este campo es obligatorio`,
  beforeToday: msg`La fecha de inicio no puede ser anterior a hoy`,
  notAfterStart: msg`La fecha de fin debe ser al menos un día después de la de inicio`,
  afterStart: msg`La fecha desde la que se muestra no puede ser posterior al inicio`,
  notPositive: msg`El porcentaje debe ser mayor que 0`,
  tooHigh: msg`Un descuento no puede pasar del 100 %`,
  offStep: msg`Usa como máximo cinco decimales`,
  belowOne: msg`Indica al menos 1 noche`,
  tooManyNights: msg`Como máximo ${MAX_MIN_NIGHTS} noches`,
};

export const PROMOTION_TYPES: readonly PromotionType[] = [1, 2, 3, 4];
export const OFFER_TYPES: readonly OfferType[] = [0, 1, 2, 3, 4];
export const STATUSES: readonly PromotionStatus[] = [1, 2, 3];

/** A tab with nothing in it. */
export const EMPTY_TAB: Record<PromotionType, MessageDescriptor> = {
  1: msg`Aún no tienes ofertas de última hora`,
  2: msg`Aún no tienes descuentos`,
  3: msg`Aún no tienes promociones de fechas especiales`,
  4: msg`Aún no tienes recargos`,
};
