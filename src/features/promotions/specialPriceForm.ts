import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import type { SpecialPriceBasis } from '../../../machines/travelerPrice.ts';
import * as schemaLimits from '../../../openapi/limits.ts';
import type { SpecialPrice, SpecialPriceInput } from './specialPriceQueries.ts';

/** What the special-price form holds; number inputs hold '' while empty, date inputs ''. */
export interface SpecialPriceValues {
  note: string;
  start_date: string;
  end_date: string;
  price: number | string;
  min_night: number | string;
  discounts: boolean;
}

export type SpecialPriceField = keyof SpecialPriceValues;

const limits = schemaLimits.SpecialPriceInput;
export const SPECIAL_PRICE_LIMITS = {
  note: limits.note.maxLength,
  price: limits.price.maximum,
  minNight: [limits.min_night.minimum, limits.min_night.maximum] as const,
  items: schemaLimits.SpecialPriceSave.special_prices.maxItems,
};

export const specialPriceMessages = {
  /** SPEC §5 prov.messageErrorLabel. */
  required: msg`Este campo es obligatorio`,
  tooLong: msg`El texto es demasiado largo`,
  endBeforeStart: msg`La fecha final no puede ser anterior a la inicial`,
  notPositive: msg`El precio debe ser mayor que cero`,
  outOfRange: msg`El valor está fuera del rango permitido`,
  wholeNumber: msg`Escribe un número entero`,
};

const say = (descriptor: MessageDescriptor) => () => i18n._(descriptor);
const m = specialPriceMessages;
const isoDate = () => v.pipe(v.string(), v.nonEmpty(say(m.required)), v.isoDate(say(m.required)));

/** SPEC §5: note, dates and price are required; the end is on or after the start (both are nights). */
export const specialPriceSchema = v.pipe(
  v.object({
    note: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(say(m.required)),
      v.maxLength(SPECIAL_PRICE_LIMITS.note, say(m.tooLong)),
    ),
    start_date: isoDate(),
    end_date: isoDate(),
    price: v.pipe(
      v.number(say(m.required)),
      v.gtValue(0, say(m.notPositive)),
      v.maxValue(SPECIAL_PRICE_LIMITS.price, say(m.outOfRange)),
    ),
    min_night: v.pipe(
      v.number(say(m.required)),
      v.integer(say(m.wholeNumber)),
      v.minValue(SPECIAL_PRICE_LIMITS.minNight[0], say(m.outOfRange)),
      v.maxValue(SPECIAL_PRICE_LIMITS.minNight[1], say(m.outOfRange)),
    ),
    discounts: v.boolean(),
  }),
  v.forward(
    v.partialCheck(
      [['start_date'], ['end_date']],
      // ISO dates compare in calendar order as strings.
      (input) => input.end_date >= input.start_date,
      say(m.endBeforeStart),
    ),
    ['end_date'],
  ),
);

export const emptySpecialPrice = (): SpecialPriceValues => ({
  note: '',
  start_date: '',
  end_date: '',
  price: '',
  min_night: 1,
  discounts: false,
});

export const valuesOf = (entry: SpecialPrice): SpecialPriceValues => ({
  note: entry.note,
  start_date: entry.start_date,
  end_date: entry.end_date,
  price: entry.price,
  min_night: entry.min_night,
  discounts: entry.discounts,
});

/** A stored entry as the PUT takes it back (its id kept, SPEC §7 whole list). */
export const inputOf = (entry: SpecialPrice): SpecialPriceInput => ({
  special_price_id: entry.special_price_id,
  note: entry.note,
  start_date: entry.start_date,
  end_date: entry.end_date,
  price: entry.price,
  min_night: entry.min_night,
  discounts: entry.discounts,
});

/** Checked form values as one entry of the PUT. */
export const inputOfValues = (values: SpecialPriceValues, id: string | null): SpecialPriceInput => ({
  ...(id ? { special_price_id: id } : {}),
  note: values.note.trim(),
  start_date: values.start_date,
  end_date: values.end_date,
  price: Number(values.price),
  min_night: Number(values.min_night),
  discounts: values.discounts,
});

/**
 * The list to PUT: every stored entry, with the edited one (`editing`) replaced by the form's, or the form's
 * added at the end; `index` is where the form's entry sits, so a refusal naming `special_prices.N` finds it.
 */
export function listWith(stored: readonly SpecialPrice[], draft: SpecialPriceInput, editing: string | null) {
  const others = stored.filter((entry) => entry.special_price_id !== editing).map(inputOf);
  const at = editing ? stored.findIndex((entry) => entry.special_price_id === editing) : -1;
  const index = at >= 0 ? at : others.length;
  const list = [...others];
  list.splice(index, 0, draft);
  return { list, index };
}

/** The list without one entry. */
export const listWithout = (stored: readonly SpecialPrice[], id: string) =>
  stored.filter((entry) => entry.special_price_id !== id).map(inputOf);

/**
 * Which form field a server refusal names (`special_prices.N.start_date` …): an overlap is told on the start
 * date. Null when the message belongs in the §8 warning modal instead.
 */
export function fieldOfRefusal(field: string | undefined): SpecialPriceField | null {
  const match = field?.match(/^special_prices\.\d+\.(\w+)$/);
  const name = match?.[1];
  if (
    name === 'note' ||
    name === 'start_date' ||
    name === 'end_date' ||
    name === 'price' ||
    name === 'min_night'
  ) {
    return name;
  }
  return null;
}

/** The draft as the price function reads it, for the preview of the first night. */
export function draftBasis(values: SpecialPriceValues): SpecialPriceBasis | null {
  if (values.start_date === '' || typeof values.price !== 'number' || !(values.price > 0)) return null;
  const end =
    values.end_date !== '' && values.end_date >= values.start_date ? values.end_date : values.start_date;
  return {
    special_price_id: 'draft',
    start_date: values.start_date,
    end_date: end,
    price: values.price,
    min_night: typeof values.min_night === 'number' ? values.min_night : 1,
    discounts: values.discounts,
  };
}
