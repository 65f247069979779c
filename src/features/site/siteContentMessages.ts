import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SiteContentStatus, SitePageKind } from './siteContentQueries.ts';

/** The content screen's checks and refusals (issue 31), in the interface language when they are shown. */
export const siteContentMessages = {
  required: msg`Este campo es obligatorio`,
  tooLong: msg`El texto es demasiado largo`,
  slug: msg`Usa solo minúsculas sin acentos, números y guiones entre palabras (por ejemplo, guia-de-antigua)`,
  slugTaken: msg`Ya existe una página con esta dirección`,
  parent: msg`Elige una sección de términos del mismo idioma`,
  position: msg`Escribe un número entero entre 0 y 999`,
  imageUrl: msg`La dirección de la imagen debe empezar con https:// o /`,
  invalid: msg`Revisa este dato`,
  saveFailed: msg`No se pudo guardar la página. Revisa tu conexión e inténtalo de nuevo; lo escrito sigue aquí.`,
  saved: msg`Página guardada`,
  deleted: msg`Página eliminada`,
  deleteFailed: msg`No se pudo eliminar la página. Inténtalo de nuevo.`,
  hasSubsections: msg`Esta sección tiene subsecciones: elimínalas o muévelas antes.`,
  staysASection: msg`Esta sección tiene subsecciones: sigue siendo una sección de términos en su idioma mientras las tenga.`,
  previewFailed: msg`No se pudo mostrar la vista previa.`,
};

/** The kinds of page as the operator reads them, one each. */
export const KIND_NAMES: Record<SitePageKind, MessageDescriptor> = {
  landing: msg`Landing`,
  terms: msg`Términos`,
  blog: msg`Blog`,
};

/** The filter's names of the kinds, several of each. */
export const KIND_FILTER_NAMES: Record<SitePageKind, MessageDescriptor> = {
  landing: msg`Landings`,
  terms: msg`Términos`,
  blog: msg`Blog`,
};

/** A page's state, as its badge says it. */
export const STATUS_NAMES: Record<SiteContentStatus, MessageDescriptor> = {
  draft: msg`Borrador`,
  published: msg`Publicado`,
};

/**
 * The languages a page is written in, each named in its own language (as language pickers do): the operator
 * finds "English" whatever the interface language is.
 */
export const LANGUAGE_NAMES = { es: 'Español', en: 'English' } as const;

/** A valibot message translated when the check runs, so it follows the interface language. */
export const say = (descriptor: MessageDescriptor) => () => i18n._(descriptor);
