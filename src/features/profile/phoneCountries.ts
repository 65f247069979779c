import * as schemaLimits from '../../../openapi/limits.ts';

export const MAX_PHONES = schemaLimits.Phones.maxItems;
export const PHONE_MAX_LENGTH = schemaLimits.Phone.phone_number.maxLength;
