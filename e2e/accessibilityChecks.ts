import AxeBuilder from '@axe-core/playwright';
import type { Page } from './fixtures.ts';

/**
 * WCAG 2.2 AA and no sideways scrolling on a screen (issue 11), checked on a page routes.spec has just loaded:
 * axe finds no serious or critical violation at desktop width, and the page is never wider than a 390 px or a
 * 360 px screen, nor cuts a control's words there. The widths are checked by resizing the same page.
 */

export const DESKTOP = { width: 1280, height: 800 };
/** The phones the portal must fit, widest first. */
const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 780 },
] as const;

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

/** The first reason axe gives for a node ("Element has insufficient color contrast of 3.32 (…)"). */
const whatFails = (summary = '') => summary.split('\n')[1]?.trim() ?? summary;

/** Serious and critical WCAG A/AA violations of the page as it is, one line each: rule, width, page, target. */
async function axeFindings(page: Page, path: string, width: number): Promise<string[]> {
  // Only violations come back: the passes are most of the result and of the time it takes to hand it over.
  // Legacy mode runs axe in the page itself: the default finishes every run in a new blank page, which took
  // twice as long (500 ms against 230 ms a run here) with nothing to gain on a page without frames.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(WCAG_AA)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}) at ${width} px on ${path}: ${node.target.join(' ')} — ${whatFails(node.failureSummary)}`,
      ),
    );
}

/**
 * The visible headings skip no level: the first is an h1 and each one is at most one level below the one
 * before (axe's heading-order is a best practice outside the WCAG tags, so it is checked here).
 */
async function headingFindings(page: Page, path: string): Promise<string[]> {
  const levels = await page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
      .filter((heading) => heading.checkVisibility())
      .map((heading) => Number(heading.tagName[1])),
  );
  return levels.flatMap((level, index) => {
    const before = index === 0 ? 0 : levels[index - 1]!;
    return level > before + 1
      ? [
          `heading-order on ${path}: h${level} after ${before ? `h${before}` : 'the start'} (${levels.map((l) => `h${l}`).join(' ')})`,
        ]
      : [];
  });
}

/** How many pixels the page is wider than the window (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));

/**
 * The words of controls that the screen cuts off ("Canceladas" shown as "Cance", a placeholder cut mid-word):
 * a visible text of a button, link, label, tab or segment that is wider than its own box or reaches past an
 * ancestor that hides overflow (a scrolling ancestor is fine: the rest scrolls into view), or a placeholder
 * wider than its empty field. Text cut on purpose (Mantine's `truncate`, `lineClamp`) and visually hidden
 * text for screen readers are left alone.
 */
const clippedLabels = (page: Page) =>
  page.evaluate(() => {
    const cut: string[] = [];
    const hides = (element: Element) => ['hidden', 'clip'].includes(getComputedStyle(element).overflowX);
    const cutByAncestor = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (!hides(parent)) continue;
        const frame = parent.getBoundingClientRect();
        if (box.right > frame.right + 1 || box.left < frame.left - 1) return true;
      }
      return false;
    };
    const controls = ['button', 'a', 'label', '[role="tab"]', '[role="radio"]'];
    const inControls = controls.flatMap((control) => [control, `${control} *`]).join(', ');
    for (const element of document.querySelectorAll<HTMLElement>(inControls)) {
      if (element.closest('[data-truncate], [data-line-clamp]') || !element.checkVisibility()) continue;
      const { width, height } = element.getBoundingClientRect();
      if (width <= 1 && height <= 1) continue; // visually hidden, for screen readers
      const ownText = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim());
      if (!ownText) continue;
      // A box (not an inline run of text) narrower than its words cuts them or spills them over its neighbours.
      const spills = element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1;
      if (spills || cutByAncestor(element)) cut.push(element.innerText.trim());
    }
    const context = document.createElement('canvas').getContext('2d')!;
    for (const field of document.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
      if (field.value || !field.checkVisibility()) continue;
      const style = getComputedStyle(field);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room =
        field.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      if (context.measureText(field.placeholder).width > room + 1)
        cut.push(`placeholder "${field.placeholder}"`);
    }
    return cut;
  });

/** What does not fit a phone's width: the page wider than the screen, and controls' words cut off. */
async function fitFindings(page: Page, path: string, width: number): Promise<string[]> {
  const wider = await overflow(page);
  return [
    ...(wider > 0 ? [`overflow at ${width} px on ${path}: ${wider} px wider than the screen`] : []),
    ...(await clippedLabels(page)).map((label) => `cut off at ${width} px on ${path}: ${label}`),
  ];
}

/**
 * Waits for the page to be drawn as it will stay: two frames for a re-render, then every transition or animation
 * under way to end (a dialog fading in, a menu sliding; none on most screens). Endless ones (a loader, a skeleton's
 * pulse) are not waited for. Axe measures colours as drawn, so a dialog still fading in reads as low contrast.
 */
export async function transitionsEnded(page: Page) {
  await page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** Resizes the page and waits for it to lay itself out again; a resize loads nothing, so no request is waited for. */
async function resized(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await transitionsEnded(page);
}

/**
 * The findings on the screen as loaded at desktop width: axe and the headings there, then the same page narrowed
 * to each phone width, its overflow and cut-off words measured at both, and axe run again at 390 px when
 * `phoneAxe` (the phone's own shell, the menu button and the drawer's links, shows there: the rest of a screen is
 * the same markup at any width). Leaves the page at the narrowest width.
 */
export async function screenFindings(page: Page, path: string, { phoneAxe }: { phoneAxe: boolean }) {
  const findings = [
    ...(await axeFindings(page, path, DESKTOP.width)),
    ...(await headingFindings(page, path)),
  ];
  for (const [index, phone] of PHONES.entries()) {
    await resized(page, phone);
    if (index === 0 && phoneAxe) findings.push(...(await axeFindings(page, path, phone.width)));
    findings.push(...(await fitFindings(page, path, phone.width)));
  }
  return findings;
}
