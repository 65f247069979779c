import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { act, cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { registerStepCatalogs } from '../../src/features/wizard/stepCatalogs.ts';
import { CATALOGS } from '../../src/i18n/features.ts';
import { loadCatalogs } from '../../src/i18n/i18n.ts';
import { openAfterDraw } from '../../src/ui/screenDrawn.ts';

// The app opens this gate once its first screen has painted (src/app/firstDraw.ts), which the harnesses' routers
// do not report: a piece drawn here loads what comes after the draw at once, as it did before the gate.
openAfterDraw();

// Mantine reads these browser APIs that jsdom lacks.
const { getComputedStyle } = window;
window.getComputedStyle = (element) => getComputedStyle(element);
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserver;
window.HTMLElement.prototype.scrollIntoView = () => {};
// Vitest 4 (the last line for Node 20) gives Node's fetch a jsdom Blob or File by reading its bytes as the
// implementation's `_buffer`; jsdom 29 keeps them as `_bytes`.
{
  const blob = new Blob() as unknown as Record<symbol, object>;
  const implementation = Object.getPrototypeOf(blob[Object.getOwnPropertySymbols(blob)[0]!]);
  if (!('_buffer' in implementation)) {
    Object.defineProperty(implementation, '_buffer', {
      get(this: { _bytes: Uint8Array }) {
        return this._bytes;
      },
    });
  }
}
// The router restores scroll positions; jsdom has no layout to scroll.
window.scrollTo = () => {};
// jsdom has no FontFaceSet; Mantine's autosizing textarea listens to it for font loads.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });

// Screens read a real server, which answers slower while other test files run beside them: a find waits
// up to 10 s for what a person would see, instead of the library's 1 s (5 s until 2026-11-30, when a save and the
// month read again took longer twice in a clean-clone run on these 2-core machines).
configure({ asyncUtilTimeout: 10_000 });

// A worker runs several files with the same modules (vite.config.ts): Mantine's toasts live in a module-level store,
// so a test's toasts go with it, as its screen does.
afterEach(() => {
  act(() => {
    notifications.clean();
    notifications.cleanQueue();
  });
  cleanup();
});

// Screens render here without the router's lazy loading, which fetches their catalogs: every test file speaks
// from all of them (each activateLanguage loads the catalogs asked for so far).
// The wizard names its steps' catalogs when it loads; the tests load every catalog at once.
registerStepCatalogs();
await loadCatalogs(CATALOGS);

// The controls whose code comes after the draw (src/ui/*AfterDraw.tsx) draw a stand-in until their code has come,
// then the control takes its place. A test acts on a screen as drawn, not on that swap (tests/components/
// afterDraw.test.tsx does, on fresh copies): each control is drawn once here and waited for, so the screens of every
// test file draw the controls themselves, whichever file a worker runs first.
{
  const { createElement } = await import('react');
  const { MantineProvider } = await import('@mantine/core');
  const { render, waitFor } = await import('@testing-library/react');
  const { theme } = await import('../../src/app/theme.ts');
  const { NumberInputAfterDraw } = await import('../../src/ui/NumberInputAfterDraw.tsx');
  const { SelectAfterDraw } = await import('../../src/ui/SelectAfterDraw.tsx');
  const { MultiSelectAfterDraw } = await import('../../src/ui/MultiSelectAfterDraw.tsx');
  const { SliderAfterDraw } = await import('../../src/ui/SliderAfterDraw.tsx');
  const { DropzoneAfterDraw } = await import('../../src/ui/DropzoneAfterDraw.tsx');
  const { TooltipAfterDraw } = await import('../../src/ui/TooltipAfterDraw.tsx');
  const warm = render(
    createElement(
      MantineProvider,
      { theme, env: 'test' },
      createElement(NumberInputAfterDraw, { label: 'warm number' }),
      createElement(SelectAfterDraw, { label: 'warm select', data: ['a'] }),
      createElement(MultiSelectAfterDraw, { label: 'warm multi', data: ['a'] }),
      createElement(SliderAfterDraw, { thumbLabel: 'warm slider', value: 1 }),
      createElement(DropzoneAfterDraw, {
        onEarlyDrop: () => {},
        inputProps: { 'aria-label': 'warm files' },
        children: () => null,
      }),
      createElement(TooltipAfterDraw, { label: 'warm tip', children: createElement('button', null, 'warm') }),
    ),
  );
  await waitFor(
    () => {
      if (!warm.container.querySelector('.mantine-NumberInput-input')) throw new Error('number field');
      if (!warm.container.querySelector('.mantine-Slider-root')) throw new Error('slider');
      if (!warm.container.querySelector('input[aria-label="warm files"]')) throw new Error('dropzone');
      if (warm.container.querySelector('input[role="combobox"][aria-busy]')) throw new Error('selects');
    },
    { timeout: 10_000 },
  );
  warm.unmount();
}
