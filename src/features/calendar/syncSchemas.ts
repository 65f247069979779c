import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import * as schemaLimits from '../../../openapi/limits.ts';

const LIMITS = schemaLimits.CalendarFeedInput;
/** The calendars one product may import (the server refuses one more with 409 `too_many_feeds`). */
const feedsMax = schemaLimits.CalendarSync.feeds.maxItems;

/** A valibot message translated when the check runs, not when the schema is built. */
const say = (descriptor: MessageDescriptor) => () => i18n._(descriptor);

/** The server's refusals of a feed, by code, in the interface language; each belongs under the URL field. */
export const FEED_FAILURES: Record<string, MessageDescriptor> = {
  invalid_feed_url: msg`Este enlace no se puede importar: usa la dirección pública (http o https) de exportación del calendario.`,
  feed_exists: msg`Este calendario ya está importado en este producto.`,
  too_many_feeds: msg`Un producto puede importar como máximo ${feedsMax} calendarios. Quita uno antes de agregar otro.`,
};

const nameMax = LIMITS.name.maxLength;
const urlMax = LIMITS.url.maxLength;

/** The add-feed form: what the contract allows, and only web addresses. */
export const feedSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(say(msg`Escribe un nombre, por ejemplo Airbnb`)),
    v.maxLength(nameMax, say(msg`Máximo ${nameMax} caracteres`)),
  ),
  url: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(say(msg`Pega el enlace del calendario`)),
    v.maxLength(urlMax, say(msg`Máximo ${urlMax} caracteres`)),
    v.regex(/^https?:\/\/[^\s/?#]+\S*$/i, say(msg`El enlace debe empezar con http:// o https://`)),
  ),
});

export type FeedValues = v.InferInput<typeof feedSchema>;
