import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import type { PRODUCT_KINDS } from '../../../../../machines/productKinds.ts';
import { CONTACT_TYPES, type ContactType, mayCreateType } from '../../../../../machines/productTypes.ts';
import * as schemaLimits from '../../../../../openapi/limits.ts';
import type { components } from '../../../../../openapi/schema.d.ts';
import { api } from '../../../../api/client.ts';
import { unwrap } from '../../../../api/errors.ts';

type HelpRequest = components['schemas']['HelpRequest'];
export type ContactWay = NonNullable<components['schemas']['HelpRequestInput']['contactWay']>;

/** The contract's limits of a transport contact request (HelpRequestInput). */
export const LIMITS = schemaLimits.HelpRequestInput;

/** The transport kinds a person's roles may offer (SPEC §6: flights and helicopters for role 2 only). */
export const contactTypesFor = (roles: readonly number[]): ContactType[] =>
  CONTACT_TYPES.filter((type) => mayCreateType(roles, type));

type ContactKindName = (typeof PRODUCT_KINDS)[ContactType]['name'];

/**
 * What the form asks each kind to tell (the description's hint) and what happens next on its confirmation: the facts
 * support needs to publish that kind of service.
 */
export const KIND_WORDS = {
  carRental: {
    hint: msg`Qué vehículos ofreces, si incluyen seguro y qué piden al conductor (edad, licencia, depósito).`,
    next: msg`Ten a mano la lista de vehículos con sus fotos, el seguro que incluyen y los requisitos para conducir.`,
  },
  privateTransport: {
    hint: msg`Tus vehículos y su capacidad, si el conductor habla otros idiomas y los traslados más pedidos.`,
    next: msg`Ten a mano tus vehículos con su capacidad, las licencias de tus conductores y tus tarifas por traslado.`,
  },
  collectiveShuttle: {
    hint: msg`Tus rutas, horarios de salida, puntos de recogida y cuántos pasajeros lleva cada vehículo.`,
    next: msg`Ten a mano tus rutas con sus horarios, los puntos de recogida y el precio por pasajero.`,
  },
  flight: {
    hint: msg`Tus aeronaves, rutas y aeródromos, y la autorización con la que operas.`,
    next: msg`Ten a mano el certificado de operador aéreo, tus aeronaves con su capacidad y tus rutas.`,
  },
  helicopter: {
    hint: msg`Tus helicópteros, los paseos o traslados que ofreces y desde dónde despegan.`,
    next: msg`Ten a mano el certificado de operador aéreo, tus helicópteros y los recorridos con su duración.`,
  },
} as const satisfies Record<ContactKindName, { hint: MessageDescriptor; next: MessageDescriptor }>;

export interface TransportValues {
  product_type: string;
  coverage_area: string;
  question: string;
  contactWay: ContactWay;
  phone: string;
}

const required = () => i18n._(msg`Este campo es obligatorio`);
const tooLong = () => i18n._(msg`El texto es demasiado largo`);

/** A phone is needed to be called or written on WhatsApp: at least 8 digits, as any Central American number has. */
const hasPhone = (phone: string) => phone.replace(/\D/g, '').length >= 8;

/** The form's checks, the server's rules said before sending (the server checks them again). */
export const transportSchema = v.pipe(
  v.object({
    product_type: v.pipe(
      v.string(),
      v.nonEmpty(() => i18n._(msg`Elige el tipo de transporte`)),
    ),
    coverage_area: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(required),
      v.maxLength(LIMITS.coverage_area.maxLength, tooLong),
    ),
    question: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(required),
      v.maxLength(LIMITS.question.maxLength, tooLong),
    ),
    contactWay: v.picklist(['email', 'phone', 'whatsapp']),
    phone: v.pipe(v.string(), v.maxLength(LIMITS.phone.maxLength, tooLong)),
  }),
  v.forward(
    v.check(
      (values) => values.contactWay === 'email' || hasPhone(values.phone),
      () => i18n._(msg`Escribe un teléfono de al menos 8 dígitos para que te llamemos`),
    ),
    ['phone'],
  ),
);

/** Sends the request to support (POST /api/help-providers, typeMessage transport): the stored request. */
export async function sendTransportRequest(
  values: TransportValues,
  language: 'es' | 'en',
): Promise<HelpRequest> {
  const phone = values.contactWay === 'email' ? undefined : values.phone.trim();
  return unwrap(
    await api.POST('/api/help-providers', {
      body: {
        typeMessage: 'transport',
        product_type: Number(values.product_type) as ContactType,
        coverage_area: values.coverage_area.trim(),
        question: values.question.trim(),
        contactWay: values.contactWay,
        ...(phone ? { phone } : {}),
        language_code: language,
        segment: 'transportation',
        step: 'information',
      },
    }),
  );
}
