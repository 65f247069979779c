import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

/*
 * Accessibility of every screen (WCAG 2.2 AA at desktop width, no sideways scrolling and no cut-off words at 390
 * and 360 px) is checked by routes.spec.ts on the page it loads anyway (e2e/accessibilityChecks.ts): each route
 * is loaded once in the browser suite. What needs a person's keyboard is here.
 */

/**
 * Whatever the keyboard reaches shows where it is: an outline of at least 2 px (Mantine's ring on
 * :focus-visible), or for a text field its border in the primary colour.
 */
test('keyboard focus is visible on the sign-in page and the control panel', async ({ page }) => {
  const unmarked: string[] = [];
  for (const path of ['/login', '/dashboard']) {
    if (path === '/dashboard') await signIn(page);
    await page.goto(path);
    await expect(page.locator('main')).toHaveText(/\S/);
    for (let press = 0; press < 12; press++) {
      await page.keyboard.press('Tab');
      await page.waitForTimeout(150); // the field's border colour fades in
      const focus = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const probe = document.createElement('span');
        probe.style.color = 'var(--mantine-primary-color-filled)';
        document.body.append(probe);
        const primary = getComputedStyle(probe).color;
        probe.remove();
        // What shows the focus: the control, the label drawn for a hidden radio or checkbox (a segment), or
        // the box around a field's inner input (a password field).
        const shown = [element, element.nextElementSibling, element.parentElement].filter(
          (box) => box !== null,
        );
        const marked = shown.some((box) => {
          const style = getComputedStyle(box);
          const ring = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2;
          return ring || (element.matches('input, textarea') && style.borderColor === primary);
        });
        const name = element.getAttribute('aria-label') ?? element.innerText?.slice(0, 30);
        return { marked, name: `${element.tagName} ${element.getAttribute('type') ?? ''} ${name}` };
      });
      if (focus && !focus.marked) unmarked.push(`${path}: ${focus.name}`);
    }
  }
  expect(unmarked, unmarked.join('\n')).toEqual([]);
});
