import createQueryClient from 'openapi-react-query';
import { api } from './client.ts';

/**
 * The API client bound to TanStack Query. A module of its own: the entry uses the plain client (the session, the
 * route guards), and TanStack Query's hooks for every kind of query come only with the screens that call them
 * (issue 28).
 */
export const $api = createQueryClient(api);
