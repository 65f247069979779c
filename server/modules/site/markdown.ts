import MarkdownIt from 'markdown-it';

/**
 * The one Markdown renderer of the site (issue 31): the app shows its HTML as is, so what the operator writes can
 * never become markup of its own — raw HTML is escaped (`html: false`) and links go only where a visitor expects.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

/**
 * A link (or image) may point to the web (http, https), write an e-mail (mailto) or open a page of the site (a path
 * from its root, or an anchor of the page). Anything else — javascript:, data:, a protocol-relative `//host` that
 * leaves the site — stays as text. markdown-it hands the address over normalized (percent-encoded, so `/\host`
 * arrives as `/%5Chost`, a path of the site).
 */
const ALLOWED_LINK = /^(?:https?:\/\/|mailto:|\/(?![/\\])|#)/i;

markdown.validateLink = (url: string): boolean => ALLOWED_LINK.test(url.trim());

/** The page's Markdown as the site shows it. */
export function renderMarkdown(body: string): string {
  return markdown.render(body);
}
