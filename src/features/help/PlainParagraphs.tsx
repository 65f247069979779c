import { Text } from '@mantine/core';

/** The paragraphs of a plain text (the FAQ's answers, the steps' help): a blank line between two. */
export const paragraphsOf = (text: string): string[] => text.split(/\n\s*\n/);

/**
 * A plain text as the provider reads it: a paragraph per blank-line-separated block, nothing in it read as markup
 * (React writes it as text). The FAQ page, the wizard's step help and the operator's previews all draw it so.
 */
export function PlainParagraphs({ text }: { text: string }) {
  return paragraphsOf(text).map((paragraph, i) => (
    // Paragraphs of a fixed text: their order is their identity.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <Text key={i} size="sm" style={{ whiteSpace: 'pre-line' }}>
      {paragraph}
    </Text>
  ));
}
