// Mantine's core styles stay global (docs/decisions.md, "Route-level code splitting"); the dates and dropzone
// styles come with the screens that use those components, the toasts' with the signed-in layout.
import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { watchFirstDraw } from './app/firstDraw.ts';
import { queryClient, router, startScreenCode } from './app/router.ts';
import { activateLanguage, storedLanguage } from './i18n/i18n.ts';

/** The id of the script holding what the server drew a public page with (server/http/serverRendering.ts). */
const SERVER_STATE_ID = 'ssr-state';

// The language's messages come before the first render. A promise, not a top-level await: a module with a
// top-level await turns off Rolldown's merging of small shared chunks, and a first visit fetched ~28 more files
// (issue 28).
const chosen = storedLanguage();
const language = activateLanguage(chosen);
// After the language is chosen, so that the screen's catalogs come in it.
startScreenCode(window.location.pathname);
// A page the server drew brings what it drew it with; the code that reads it comes with such pages only.
const serverRendered = document.getElementById(SERVER_STATE_ID)
  ? import('./app/serverRendered.ts')
  : undefined;
// What the first screen does not need to draw waits until it has (src/ui/screenDrawn.ts).
watchFirstDraw(router, queryClient);
void language.then(async () => {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // A public page the server drew (issue 31) is hydrated; drawn in another language, it is drawn anew.
  if (await (await serverRendered)?.hydrateServerPage(root, app, chosen)) return;
  createRoot(root).render(app);
});
