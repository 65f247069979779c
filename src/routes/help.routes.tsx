import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { withCatalogs } from '../i18n/i18n.ts';
import { onlyForEntry } from './entryGuard.tsx';
import { portalLayout } from './layouts.tsx';

/** /frequent-questions (SPEC §2): the FAQ, for every role with the FAQ menu entry (feature `help`, issue 15). */
const frequentQuestions = createRoute({
  getParentRoute: () => portalLayout,
  path: '/frequent-questions',
  staticData: { title: msg`Preguntas frecuentes` },
  beforeLoad: onlyForEntry('faq'),
}).lazy(() => withCatalogs(['help'], import('./help/frequentQuestions.lazy.tsx')).then((d) => d.Route));

/** /support (issue 15): the operator's inbox of help messages and meeting requests; others are refused. */
const support = createRoute({
  getParentRoute: () => portalLayout,
  path: '/support',
  staticData: { title: msg`Soporte` },
  beforeLoad: onlyForEntry('support'),
}).lazy(() => withCatalogs(['help'], import('./help/support.lazy.tsx')).then((d) => d.Route));

export const helpRoutes = [frequentQuestions, support];
