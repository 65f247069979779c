import { queryOptions } from '@tanstack/react-query';
import { api } from './client.ts';
import { unwrap } from './errors.ts';

/*
 * What the help feature shares: the key its queries live under, the operator's inbox (its page, and the side menu's
 * badge of unseen requests) and the place in the wizard the help dialog is opened from (src/ui/LazyHelpDialog.tsx).
 */

/** Every help query (FAQ, step help, the operator's inbox) lives under this key. */
export const HELP_ROOT = ['help'] as const;

/** Where in the wizard the person asked for help (SPEC §3 Help request: segment and step). */
export interface HelpPlace {
  /** The wizard's route, e.g. 'vacation-rental'. */
  segment: string;
  /** The step's key, e.g. 'location'. */
  step: string;
  /** The product type the step's help is written for. */
  typeProduct: number;
}

/** The operator's inbox: help messages, meeting requests and requests to join, newest first, and what is unseen. */
export const supportRequestsQuery = () =>
  queryOptions({
    queryKey: [...HELP_ROOT, 'support'],
    queryFn: async () => unwrap(await api.GET('/api/support/requests', {})),
  });
