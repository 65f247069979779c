import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { schemaResolver } from '@mantine/form';
import * as v from 'valibot';
import type { RequestFailure } from '../../../../../machines/requestFailure.ts';
import * as schemaLimits from '../../../../../openapi/limits.ts';
import type { components } from '../../../../../openapi/schema.d.ts';
import { chosen, stepMessages as m, requiredText, say, sayRange } from '../../stepMessages.ts';
import { DEFAULT_POINT } from '../../steps/mapSize.ts';

type Schemas = components['schemas'];
export type RestaurantLocation = Schemas['RestaurantLocation'];
export type ProductLocation = Schemas['ProductLocation'];

/**
 * The location being written in the locations step's editor: a new one (`editing` null) or a change of the saved
 * one it names. It is the step form's value, so a reload offers it back and leaving with it asks first.
 */
export interface LocationDraft {
  editing: string | null;
  country: string | null;
  state: string | null;
  city: string | null;
  real_address: string;
  latitude: number | string;
  length: number | string;
}

type DraftField = Exclude<keyof LocationDraft, 'editing'>;

const limits = schemaLimits.ProductLocation;
/** About 10 cm: more digits than a map click can mean. */
const COORDINATE_DECIMALS = 6;

/** An empty editor: no place yet, the marker on SPEC §9's default centre. */
export const BLANK_DRAFT: LocationDraft = {
  editing: null,
  country: null,
  state: null,
  city: null,
  real_address: '',
  latitude: DEFAULT_POINT.lat,
  length: DEFAULT_POINT.lng,
};

/** The editor holds something not saved yet: a place, an address, a moved marker, or a location being changed. */
export const hasContent = (draft: LocationDraft) => JSON.stringify(draft) !== JSON.stringify(BLANK_DRAFT);

/** A saved location, in the editor to be changed. */
export const draftOf = (location: RestaurantLocation): LocationDraft => ({
  editing: location._id,
  country: location.country,
  state: location.state,
  city: location.city,
  real_address: location.real_address,
  latitude: location.latitude,
  length: location.length,
});

/** A checked draft as the contract's location (SPEC §3 Location). */
export const bodyOf = (draft: LocationDraft): ProductLocation => ({
  country: draft.country ?? '',
  state: draft.state ?? '',
  city: draft.city ?? '',
  real_address: draft.real_address.trim(),
  latitude: Number(draft.latitude),
  length: Number(draft.length),
});

export const roundedCoordinate = (n: number) => Number(n.toFixed(COORDINATE_DECIMALS));

const coordinate = ({ minimum, maximum }: { minimum: number; maximum: number }) =>
  v.pipe(
    v.number(say(m.required)),
    v.minValue(minimum, sayRange(minimum, maximum)),
    v.maxValue(maximum, sayRange(minimum, maximum)),
  );

/** SPEC §5: country, state, city and address are required; the point must be on the globe. */
const locationSchema = v.object({
  country: chosen(),
  state: chosen(),
  city: chosen(),
  real_address: requiredText(limits.real_address.maxLength),
  latitude: coordinate(limits.latitude),
  length: coordinate(limits.length),
});

/** What is wrong with the draft, by field (empty when it can be saved). */
export const draftErrors: (draft: LocationDraft) => Partial<Record<DraftField, string>> = schemaResolver(
  locationSchema,
  { sync: true },
);

/** A place the server does not know in that country or state (400 `invalid_place`). */
const notInList = msg`Elige una opción de la lista`;

const REFUSALS: Record<DraftField, () => string> = {
  country: () => i18n._(notInList),
  state: () => i18n._(notInList),
  city: () => i18n._(notInList),
  real_address: say(m.required),
  latitude: sayRange(limits.latitude.minimum, limits.latitude.maximum),
  length: sayRange(limits.length.minimum, limits.length.maximum),
};

/**
 * The server's refusal of a location (400 naming the field) in the person's words, on the field it names; null
 * when it names none of the editor's, for a message of its own.
 */
export function refusalOnField(failure: RequestFailure): { field: DraftField; message: string } | null {
  if (failure.status !== 400 || !failure.field || !Object.hasOwn(REFUSALS, failure.field)) return null;
  const field = failure.field as DraftField;
  return { field, message: REFUSALS[field]() };
}

/** Why the main button does not go on yet. */
export const PENDING_MESSAGES = {
  none: msg`Añade al menos una ubicación para continuar.`,
  unsaved: msg`Guarda la ubicación que estás escribiendo, o descártala, antes de continuar.`,
} satisfies Record<string, MessageDescriptor>;
