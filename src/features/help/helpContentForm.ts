import type { MessageDescriptor } from '@lingui/core';
import * as v from 'valibot';
import * as schemaLimits from '../../../openapi/limits.ts';
import { helpContentMessages as m, say } from './helpContentMessages.ts';
import type {
  ContentLanguage,
  FaqCategory,
  FaqEntry,
  FaqInput,
  HelpContentEntry,
  HelpContentInput,
} from './helpContentQueries.ts';

const faqLimits = schemaLimits.FaqInput;
const textLimits = schemaLimits.HelpContentInput;

/** The contract's limits the fields carry, read rather than retyped. */
export const HELP_CONTENT_LIMITS = {
  question: faqLimits.question.maxLength,
  answer: faqLimits.answer.maxLength,
  orderMin: faqLimits.order.minimum,
  orderMax: faqLimits.order.maximum,
  title: textLimits.title.maxLength,
  body: textLimits.body.maxLength,
} as const;

/** A required text: trimmed, not empty, not past the contract's length. */
const requiredText = (max: number) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(say(m.required)), v.maxLength(max, say(m.tooLong)));

/** What the FAQ editor holds: a question's fields as its controls keep them. */
export interface FaqValues {
  language: ContentLanguage;
  category: FaqCategory;
  /** Its place in the language's list; '' puts a new question last (and keeps a question's place). */
  order: number | string;
  question: string;
  /** Plain text, a blank line between paragraphs. */
  answer: string;
}

const isOrder = (value: unknown) =>
  value === '' ||
  (typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= HELP_CONTENT_LIMITS.orderMin &&
    value <= HELP_CONTENT_LIMITS.orderMax);

export const faqSchema = v.object({
  question: requiredText(HELP_CONTENT_LIMITS.question),
  answer: requiredText(HELP_CONTENT_LIMITS.answer),
  order: v.pipe(v.any(), v.check(isOrder, say(m.order))),
});

/** The editor's start: the question being changed, or a new one in the language the list shows. */
export function faqInitialValues(entry: FaqEntry | null, language: ContentLanguage): FaqValues {
  return {
    language: entry?.language ?? language,
    category: entry?.category ?? 'commission',
    order: entry?.order ?? '',
    question: entry?.question ?? '',
    answer: entry?.answer ?? '',
  };
}

export function toFaqInput(values: FaqValues): FaqInput {
  return {
    language: values.language,
    category: values.category,
    question: values.question.trim(),
    answer: values.answer.trim(),
    ...(values.order === '' ? {} : { order: Number(values.order) }),
  };
}

/** What the help-text editor holds. The key (type, step, language) is chosen for a new text only. */
export interface HelpTextValues {
  /** The product type as the select keeps it: '0' for the step's generic text. */
  typeProduct: string;
  step: string;
  language: ContentLanguage;
  title: string;
  /** Plain text, a blank line between paragraphs. */
  body: string;
}

export const helpTextSchema = v.object({
  step: v.pipe(v.string(), v.nonEmpty(say(m.required))),
  title: requiredText(HELP_CONTENT_LIMITS.title),
  body: requiredText(HELP_CONTENT_LIMITS.body),
});

/** The editor's start: the text being changed, or a new generic text in Spanish. */
export function helpTextInitialValues(text: HelpContentEntry | null): HelpTextValues {
  return {
    typeProduct: String(text?.typeProduct ?? 0),
    step: text?.step ?? '',
    language: text?.language ?? 'es',
    title: text?.title ?? '',
    body: text?.body ?? '',
  };
}

export function toHelpContentInput(values: HelpTextValues): HelpContentInput {
  return {
    typeProduct: Number(values.typeProduct),
    step: values.step,
    language: values.language,
    title: values.title.trim(),
    body: values.body.trim(),
  };
}

/** A refusal placed on a field of an editor: which one, and what it says. */
export interface FieldRefusal<Field extends string> {
  field: Field;
  message: MessageDescriptor;
}

/**
 * The field a refused save is shown on: a 409 naming `order` is the place taken; a 400 names the payload's field
 * (the editors' fields have the payload's names). Null when no field can say it.
 */
export function fieldRefusalOf<Field extends string>(
  failure: { status: number; field?: string | undefined },
  fields: readonly Field[],
): FieldRefusal<Field> | null {
  const field = fields.find((known) => known === failure.field?.split('.')[0]);
  if (!field) return null;
  if (failure.status === 409) return field === 'order' ? { field, message: m.orderTaken } : null;
  if (failure.status !== 400) return null;
  return { field, message: field === 'order' ? m.order : m.invalid };
}
