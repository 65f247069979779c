import { msg } from '@lingui/core/macro';
import * as schemaLimits from '../../../../../openapi/limits.ts';

/** SPEC §9 "guide age min 18", as the contract says it. */
const YOUNGEST = schemaLimits.GuideInformation.age.minimum;

/** What the guide steps say beyond the wizard's shared wording (stepMessages.ts). */
export const guideMessages = {
  tooYoung: msg`Un guía debe tener al menos ${YOUNGEST} años`,
  chooseCategory: msg`Elige al menos una categoría`,
  chooseLanguage: msg`Elige al menos un idioma`,
  /** A catalogue id the server no longer knows (the catalogue changed while the form was open). */
  staleChoice: msg`Una de las opciones elegidas ya no está disponible; vuelve a elegir`,
  pricePositive: msg`El precio debe ser mayor que 0`,
  /** SPEC §9 guide fee step 0.01. */
  priceCents: msg`Escribe el precio con dos decimales como máximo`,
  /** A refusal the form has no words of its own for. */
  checkValue: msg`Revisa este valor`,
};
