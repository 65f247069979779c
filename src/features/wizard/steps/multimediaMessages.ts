import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UploadError } from '../../../../machines/upload.machine.ts';
import type { UploadRuleError } from '../../../../machines/uploadRules.ts';
import { ApiFailure, asFailure } from '../../../api/errors.ts';

/** SPEC §8 upload errors by their codes; the server refuses with the same codes. */
export const UPLOAD_RULE_MESSAGES = {
  imgSmaller: msg`El tamaño de la imagen no debe exceder 1 MB.`,
  uploadFile: msg`Solo se permiten imágenes en formato JPEG o PNG.`,
  invalidFile: msg`Solo se permiten imágenes JPEG o PNG y videos MP4.`,
  maxSize: msg`Los videos deben pesar menos de 3 MB y la galería admite como máximo 15 archivos.`,
  mainPictureRequired: msg`La galería necesita una foto principal: súbela antes de continuar.`,
} as const satisfies Record<UploadRuleError, MessageDescriptor>;

export const uploadFailed = msg`Hubo un problema al subir el archivo.`;

/** What the error's heading says: a file refused, or a gallery saved without its main picture (issue 26). */
export const UPLOAD_ERROR_TITLES = {
  refused: msg`No se pudo subir`,
  mainPictureMissing: msg`Falta la foto principal`,
} as const satisfies Record<string, MessageDescriptor>;

export const uploadErrorTitle = (error: UploadError): MessageDescriptor =>
  uploadErrorMessage(error).message === UPLOAD_RULE_MESSAGES.mainPictureRequired
    ? UPLOAD_ERROR_TITLES.mainPictureMissing
    : UPLOAD_ERROR_TITLES.refused;

/**
 * The server's codes for the same refusals; its `message` carries the SPEC §8 key itself
 * (`{code: 'image_too_large', message: 'imgSmaller'}`), which is read first.
 */
const SERVER_CODES: Record<string, UploadRuleError> = {
  image_too_large: 'imgSmaller',
  invalid_image: 'uploadFile',
  invalid_file: 'invalidFile',
  video_too_large: 'maxSize',
  too_many_files: 'maxSize',
  main_picture_required: 'mainPictureRequired',
};

const isRuleCode = (code: string): code is UploadRuleError => Object.hasOwn(UPLOAD_RULE_MESSAGES, code);

/** What the upload machine's error state says, and the server's own words when they add something. */
export function uploadErrorMessage(error: UploadError): {
  message: MessageDescriptor;
  detail: string | null;
} {
  if (error.kind === 'rule') return { message: UPLOAD_RULE_MESSAGES[error.code], detail: null };
  const code = [error.message, error.code].find(isRuleCode) ?? SERVER_CODES[error.code];
  if (code) return { message: UPLOAD_RULE_MESSAGES[code], detail: null };
  return { message: uploadFailed, detail: error.message || null };
}

/** A refusal with a catalogue code gets the catalogue's translated words; any other failure stays as it is. */
export function inWordsOfTheCatalogue(error: unknown): ApiFailure {
  const failure = asFailure(error);
  const { message } = uploadErrorMessage({ kind: 'request', ...failure });
  if (message === uploadFailed) return failure;
  return new ApiFailure(failure.status, failure.code, i18n._(message), failure.field);
}
