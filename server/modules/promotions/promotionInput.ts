import {
  DEFAULT_MIN_NIGHTS,
  MAX_MIN_NIGHTS,
  type PromotionErrorCode,
  type PromotionField,
  type PromotionValues,
  reveals,
  validatePromotion,
} from '../../../machines/promotionRules.ts';
import type { components } from '../../../openapi/schema.d.ts';
import { ApiError } from '../../errors.ts';
import { addDays, checkDay } from '../calendar/calendarDays.ts';
import type { PromotionFields } from './promotionQueries.ts';

type PromotionInput = components['schemas']['PromotionInput'];

/** What each of SPEC §5's refusals says (the form words them itself; these are for the API's callers). */
const MESSAGES: Record<PromotionErrorCode, string> = {
  required: 'Este campo es obligatorio',
  beforeToday: 'La fecha de inicio no puede ser anterior a hoy',
  notAfterStart: 'La fecha final debe ser posterior a la fecha de inicio',
  afterStart: 'La fecha de publicación no puede ser posterior a la fecha de inicio',
  notPositive: 'El porcentaje debe ser mayor que cero',
  tooHigh: 'El descuento no puede pasar de 100 %',
  offStep: 'El porcentaje admite hasta cinco decimales',
  belowOne: 'El mínimo de noches es 1',
  tooManyNights: `El máximo de noches es ${MAX_MIN_NIGHTS}`,
};

/** The order fields are reported in, so one request always names the same field first. */
const FIELD_ORDER: readonly PromotionField[] = [
  'promotion_type',
  'start_date',
  'end_date',
  'date_show_promotion',
  'percent_discount',
  'min_days',
];

/**
 * The body as the form's values (machines/promotionRules.ts), with what its type hides reset as the form
 * resets it: the season only for types 3 and 4, min nights only for 1 and 4, show-from only when scheduled.
 */
export function promotionValuesOf(body: PromotionInput): PromotionValues {
  const shown = reveals(body);
  return {
    title: body.title ?? '',
    promotion_type: body.promotion_type,
    offer_type: shown.specialSeason ? (body.offer_type ?? 0) : 0,
    assigned_check: body.assigned_check,
    start_date: body.start_date,
    end_date: body.end_date,
    date_show_promotion: shown.showFrom ? (body.date_show_promotion ?? null) : null,
    discountChoice: 'custom',
    percent_discount: body.percent_discount,
    min_days: shown.minNights ? (body.min_days ?? DEFAULT_MIN_NIGHTS) : DEFAULT_MIN_NIGHTS,
  };
}

/**
 * SPEC §5 on a request (the same rules as the form), or a 400 naming the first field refused. The start may
 * be one day before the UTC date: the provider's today may still be yesterday there (UTC−6 in Guatemala).
 */
export function checkedPromotion(body: PromotionInput, today: string): PromotionFields {
  const values = promotionValuesOf(body);
  checkDay('start_date', values.start_date);
  checkDay('end_date', values.end_date);
  checkDay('date_show_promotion', values.date_show_promotion);
  const errors = validatePromotion(values, addDays(today, -1));
  const field = FIELD_ORDER.find((f) => errors[f] !== undefined);
  if (field) throw new ApiError(400, 'invalid_request', MESSAGES[errors[field]!], field);
  return {
    promotion_type: body.promotion_type,
    offer_type: values.offer_type,
    title: values.title,
    description: body.description ?? '',
    percent_discount: body.percent_discount,
    start_date: body.start_date,
    end_date: body.end_date,
    date_show_promotion: values.date_show_promotion,
    min_days: values.min_days,
    assigned_check: body.assigned_check,
    hidden: body.hidden ?? false,
    language_code: body.language_code ?? 'es',
  };
}
