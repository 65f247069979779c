import type { FaqItem } from './helpQueries.ts';

/** Lower case without accents, so "comision" finds "Comisión" (and "pénalité" finds "penalite"). */
export const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The questions whose question or answer holds every word of the search, accents and case aside. */
export function searchFaq(items: readonly FaqItem[], search: string): FaqItem[] {
  const words = folded(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const text = folded(`${item.question} ${item.answer}`);
    return words.every((word) => text.includes(word));
  });
}

/** The questions by category, in the order each category first appears, each sorted by `order`. */
export function byCategory(items: readonly FaqItem[]): [FaqItem['category'], FaqItem[]][] {
  const groups = new Map<FaqItem['category'], FaqItem[]>();
  for (const item of [...items].sort((a, b) => a.order - b.order)) {
    const group = groups.get(item.category) ?? [];
    group.push(item);
    groups.set(item.category, group);
  }
  return [...groups];
}
