// Mantine's core styles stay global (docs/decisions.md, "Route-level code splitting"); the dates and dropzone
// styles come with the screens that use those components, the toasts' with the signed-in layout.
import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { watchFirstDraw } from './app/firstDraw.ts';
import { queryClient, router, startScreenCode } from './app/router.ts';
import { activateLanguage, storedLanguage } from './i18n/i18n.ts';

// The language's messages come before the first render. A promise, not a top-level await: a module with a
// top-level await turns off Rolldown's merging of small shared chunks, and a first visit fetched ~28 more files
// (issue 28).
const language = activateLanguage(storedLanguage());
// After the language is chosen, so that the screen's catalogs come in it.
startScreenCode(window.location.pathname);
// What the first screen does not need to draw waits until it has (src/ui/screenDrawn.ts).
watchFirstDraw(router, queryClient);
void language.then(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
