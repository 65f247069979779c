import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';

/**
 * jsdom loads no CSS, so Mantine Dropzone's `pointer-events: none` on its children would go unseen:
 * its own stylesheet goes into the document, and user-event refuses to click what a mouse cannot.
 */
export function withDropzoneStyles(): () => void {
  const style = document.createElement('style');
  style.textContent = fs.readFileSync(
    createRequire(import.meta.url).resolve('@mantine/dropzone/styles.css'),
    'utf8',
  );
  document.head.append(style);
  return () => style.remove();
}

/** A mouse click, Enter and Space on the button each open the system file picker once. */
export async function expectButtonOpensPicker(user: UserEvent, button: HTMLElement, input: HTMLInputElement) {
  const picker = vi.spyOn(input, 'click').mockImplementation(() => {});
  try {
    await user.click(button);
    expect(picker).toHaveBeenCalledTimes(1);
    button.focus();
    await user.keyboard('{Enter}');
    expect(picker).toHaveBeenCalledTimes(2);
    await user.keyboard(' ');
    expect(picker).toHaveBeenCalledTimes(3);
  } finally {
    picker.mockRestore();
  }
}
