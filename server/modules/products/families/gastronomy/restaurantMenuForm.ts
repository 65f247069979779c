import type { FastifyRequest } from 'fastify';
import { checkMenuItem, type MenuItemFields } from '../../../../../machines/gastronomyRules.ts';
import * as schemaLimits from '../../../../../openapi/limits.ts';
import { ApiError } from '../../../../errors.ts';
import { type RenderedImage, renderImage } from '../../../../storage/images.ts';
import { PICTURE_LIMITS } from '../../../../storage/pictureUpload.ts';
import { readFile, type UploadLimits, uploadParts } from '../../../../storage/uploadBody.ts';

/**
 * A menu item's multipart form (SPEC §7 Menu: name, title, description, price, language_code, tb_gcm_ct_category,
 * image, …): the texts checked by the rule the wizard shares (machines/gastronomyRules.ts), the picture by what
 * its bytes are, as every upload (JPEG or PNG under 1 MB, decoded and drawn again at SPEC §5's menu size 819×546).
 */

/** One picture in the field `image`, under 1 MB: 413 `imgSmaller` past it. */
export const MENU_PICTURE_LIMITS: UploadLimits = {
  ...PICTURE_LIMITS,
  tooLarge: () => new ApiError(413, 'image_too_large', 'imgSmaller', 'image'),
  tooMany: () => new ApiError(400, 'too_many_files', 'Send one picture', 'image'),
};

const FORM_LIMITS = schemaLimits.RestaurantMenuItemForm;
type TextField = keyof typeof FORM_LIMITS;
const isTextField = (name: string): name is TextField => Object.hasOwn(FORM_LIMITS, name);

export interface MenuItemForm {
  fields: MenuItemFields;
  /** The new picture; null when none was sent (an edit keeps its picture). */
  picture: { image: RenderedImage; name: string } | null;
  language: 'es' | 'en';
}

const invalid = (code: string, message: string, field: string) => new ApiError(400, code, message, field);

/** What a refused text says, by the shared rule's problem. */
const WHY = {
  required: 'is required',
  tooLong: 'is too long',
  invalidPrice: 'must be a price in dollars with at most two decimals',
} as const;

/** Reads and checks the form; every refusal answers 400 (413 for a picture too large) naming its field. */
export async function readMenuItemForm(request: FastifyRequest): Promise<MenuItemForm> {
  const text: Partial<Record<TextField, string>> = {};
  let language = 'es';
  let picture: MenuItemForm['picture'] = null;
  for await (const part of uploadParts(request, MENU_PICTURE_LIMITS)) {
    if (part.type === 'field' && part.fieldname === 'language_code') {
      language = typeof part.value === 'string' ? part.value : '';
      continue;
    }
    if (part.type === 'field') {
      if (!isTextField(part.fieldname))
        throw invalid('invalid_request', `${part.fieldname} is not a field of a menu item`, part.fieldname);
      const value = typeof part.value === 'string' ? part.value : '';
      if (value.length > FORM_LIMITS[part.fieldname].maxLength)
        throw invalid('too_long', `${part.fieldname} ${WHY.tooLong}`, part.fieldname);
      text[part.fieldname] = value;
      continue;
    }
    if (part.fieldname !== 'image')
      throw invalid('invalid_file', 'Send the picture as image', part.fieldname);
    const { bytes, tooLarge } = await readFile(part, MENU_PICTURE_LIMITS.fileBytes);
    if (tooLarge) throw MENU_PICTURE_LIMITS.tooLarge();
    const image = await renderImage(bytes, 'menu');
    if (!image) throw invalid('invalid_image', 'uploadFile', 'image');
    picture = { image, name: part.filename.trim().slice(0, 200) || 'menu' };
  }
  const checked = checkMenuItem({
    title: text.title,
    description: text.description,
    price: text.price,
    category: text.tb_gcm_ct_category,
  });
  if (!checked.ok) {
    const { field, problem } = checked.issue;
    throw invalid(problem === 'required' ? 'value_required' : problem, `${field} ${WHY[problem]}`, field);
  }
  if (language !== 'es' && language !== 'en')
    throw invalid('invalid_request', 'language_code must be es or en', 'language_code');
  return { fields: checked.fields, picture, language };
}
