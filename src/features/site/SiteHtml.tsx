import { Typography, type TypographyProps } from '@mantine/core';

/**
 * The page's own title is its one h1: a `#` heading of the Markdown becomes an h2, beside the `##` sections the
 * texts are written with. markdown-it escapes raw HTML (html: false), so every tag here is one it made.
 */
export const demoteHeadings = (html: string) => html.replace(/<(\/?)h1(?=[\s>])/g, '<$1h2');

interface SiteHtmlProps extends Omit<TypographyProps, 'children' | 'dangerouslySetInnerHTML' | 'styles'> {
  /** A page's `html` as the server rendered its Markdown (getSitePage, previewSiteContent). */
  html: string;
}

/** The server's rendering of the operator's Markdown, in Mantine's typography styles (the app has no Markdown code). */
export function SiteHtml({ html, ...props }: SiteHtmlProps) {
  return (
    <Typography
      {...props}
      // A long address in the text (linkified) wraps instead of widening a 390 px screen.
      styles={{ root: { overflowWrap: 'anywhere' } }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's markdown-it escapes raw HTML and keeps only http(s), mailto and site links (getSitePage)
      dangerouslySetInnerHTML={{ __html: demoteHeadings(html) }}
    />
  );
}
