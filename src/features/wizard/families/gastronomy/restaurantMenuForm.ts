import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { MENU_DESCRIPTION_MAX, MENU_TITLE_MAX } from '../../../../../machines/gastronomyRules.ts';
import type { RequestFailure } from '../../../../../machines/requestFailure.ts';
import { checkSinglePicture } from '../../../../../machines/uploadRules.ts';
import * as schemaLimits from '../../../../../openapi/limits.ts';
import { chosen, requiredText, say, sayRange, stepMessages } from '../../stepMessages.ts';
import { UPLOAD_RULE_MESSAGES, uploadErrorMessage } from '../../steps/multimediaMessages.ts';
import type { MenuItem, MenuItemText } from './restaurantMenuApi.ts';

/**
 * A dish of the menu as the form holds it (SPEC §3 Menu item, §5: category, title up to 25, price, description up to
 * 200, a picture). The picture is the file chosen now: null keeps the stored one of a dish being edited.
 */
export interface MenuItemValues {
  category: string | null;
  title: string;
  /** A NumberInput holds '' while empty. */
  price: number | string;
  description: string;
  picture: File | null;
}

/** The contract's price: dollars, up to six digits and two decimals. */
const PRICE = new RegExp(schemaLimits.RestaurantMenuItemForm.price.pattern);
export const MENU_PRICE_MAX = 999_999.99;

export const menuMessages = {
  pictureRequired: msg`Agrega una foto del platillo.`,
  invalidPrice: msg`Escribe un precio en dólares con hasta dos decimales.`,
  unknownCategory: msg`Elige una categoría de la lista.`,
  empty: msg`Agrega al menos un platillo al menú para continuar.`,
} satisfies Record<string, MessageDescriptor>;

/** The price as the multipart form sends it. */
export const priceText = (price: number) => price.toFixed(2);

const menuPrice = () =>
  v.pipe(
    v.number(say(stepMessages.required)),
    v.minValue(0, sayRange(0, MENU_PRICE_MAX)),
    v.maxValue(MENU_PRICE_MAX, sayRange(0, MENU_PRICE_MAX)),
    v.check((price) => PRICE.test(priceText(price)), say(menuMessages.invalidPrice)),
  );

/** A new dish needs its picture; an edited one keeps its own unless another is chosen. */
export const menuItemSchema = (adding: boolean) =>
  v.object({
    category: chosen(),
    title: requiredText(MENU_TITLE_MAX),
    price: menuPrice(),
    description: requiredText(MENU_DESCRIPTION_MAX),
    picture: adding
      ? v.instance(File, say(menuMessages.pictureRequired))
      : v.nullable(v.instance(File, say(menuMessages.pictureRequired))),
  });

export const initialValuesOf = (item: MenuItem | null): MenuItemValues => ({
  category: item?.category ?? null,
  title: item?.title ?? '',
  price: item?.price ?? '',
  description: item?.description ?? '',
  picture: null,
});

/** The checked values as the contract's text fields. */
export const textOf = (values: MenuItemValues, language: MenuItemText['language_code']): MenuItemText => ({
  tb_gcm_ct_category: values.category ?? '',
  title: values.title.trim(),
  price: priceText(Number(values.price)),
  description: values.description.trim(),
  language_code: language,
});

/** SPEC §5/§8: a JPEG or PNG under 1 MB, checked before it is sent; the words of the refusal, or null. */
export function pictureRefusal(file: File): string | null {
  const problem = checkSinglePicture({ name: file.name, type: file.type, size: file.size });
  return problem ? i18n._(UPLOAD_RULE_MESSAGES[problem]) : null;
}

/** The form's field for the contract's field name a 400 names. */
const FIELD_OF: Record<string, keyof MenuItemValues> = {
  tb_gcm_ct_category: 'category',
  title: 'title',
  price: 'price',
  description: 'description',
  image: 'picture',
};

/** What the server's refusal of a text field says, by its code (server/…/restaurantMenuForm.ts). */
const TEXT_REFUSALS: Record<string, MessageDescriptor> = {
  value_required: stepMessages.required,
  too_long: stepMessages.tooLong,
  tooLong: stepMessages.tooLong,
  invalidPrice: menuMessages.invalidPrice,
  unknown_catalog_id: menuMessages.unknownCategory,
};

/**
 * A refusal naming a field of the form goes on that field, in the words of SPEC §8 for the picture (`imgSmaller`,
 * `uploadFile`); null for any other failure, which the form shows above its buttons.
 */
export function fieldRefusal(
  failure: RequestFailure,
): { field: keyof MenuItemValues; message: string } | null {
  const field = failure.field === undefined ? undefined : FIELD_OF[failure.field];
  if (!field || failure.status >= 500) return null;
  if (field === 'picture') {
    if (failure.code === 'picture_required') return { field, message: i18n._(menuMessages.pictureRequired) };
    return { field, message: i18n._(uploadErrorMessage({ kind: 'request', ...failure }).message) };
  }
  const known = TEXT_REFUSALS[failure.code];
  return { field, message: known ? i18n._(known) : failure.message };
}
