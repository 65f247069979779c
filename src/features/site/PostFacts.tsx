import { Trans } from '@lingui/react/macro';
import { Group } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { formatDate } from '../../i18n/dates.ts';
import type { Language } from '../../i18n/i18n.ts';
import type { SitePage } from './siteQueries.ts';

interface PostFactsProps {
  post: Pick<SitePage, 'published_at' | 'author' | 'reading_minutes'>;
  language: Language;
}

/**
 * When, by whom and how long to read (SPEC §3 publicationDate, author, readingTime): the line under a post's title,
 * in the blog's list and on the post; the date DD/MMM/YYYY (SPEC §9).
 */
export function PostFacts({ post, language }: PostFactsProps) {
  const minutes = post.reading_minutes;
  const facts: { key: string; fact: ReactNode }[] = [];
  if (post.published_at) {
    const date = formatDate(post.published_at, language);
    facts.push({ key: 'date', fact: <time dateTime={post.published_at}>{date}</time> });
  }
  if (post.author) facts.push({ key: 'author', fact: <span>{post.author}</span> });
  facts.push({
    key: 'reading',
    fact: (
      <span>
        <Trans>{minutes} min de lectura</Trans>
      </span>
    ),
  });
  return (
    <Group gap={6} c="dimmed" fz="sm" wrap="wrap">
      {facts.map(({ key, fact }, index) => (
        <Fragment key={key}>
          {index > 0 ? <span aria-hidden>·</span> : null}
          {fact}
        </Fragment>
      ))}
    </Group>
  );
}
