import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TeamRole } from '../../api/teamRole.ts';
import type { ActivityEntry, TeamMemberRole } from './teamQueries.ts';

/** The team roles by name, as the screens and the join page say them. */
export const ROLE_NAMES: Record<TeamRole, MessageDescriptor> = {
  owner: msg`Propietario`,
  manager: msg`Gerente`,
  staff: msg`Personal`,
};

/** What each role an invitation gives may do, in one line under the choice (issue 32's words). */
export const ROLE_DESCRIPTIONS: Record<TeamMemberRole, MessageDescriptor> = {
  manager: msg`Gerente: todo menos pagos y equipo`,
  staff: msg`Personal: reservas y mensajes`,
};

/**
 * The part of the portal a change was made in, by its contract tag (ActivityEntry.area). Every tag of
 * openapi/portal.yaml has a name (tests/components/team.test.tsx holds the two together); a tag added later and not
 * named yet reads as itself (`areaName`).
 */
export const AREA_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  system: msg`Sistema`,
  auth: msg`Cuenta y acceso`,
  profile: msg`Perfil`,
  catalog: msg`Catálogos`,
  products: msg`Productos`,
  calendar: msg`Calendario`,
  review: msg`Revisión de productos`,
  reservations: msg`Reservas`,
  messages: msg`Mensajes`,
  simulate: msg`Simulación`,
  promotions: msg`Promociones`,
  payments: msg`Pagos y cobros`,
  dashboard: msg`Panel de control`,
  help: msg`Ayuda`,
  referrals: msg`Referidos`,
  influencers: msg`Influencers`,
  site: msg`Sitio`,
  whiteLandings: msg`Landings`,
  notifications: msg`Notificaciones`,
  team: msg`Equipo`,
  reports: msg`Reportes`,
};

/** The area's name, or the tag itself for one the app does not name yet. */
export const areaName = (area: string): MessageDescriptor | string =>
  Object.hasOwn(AREA_NAMES, area) ? AREA_NAMES[area]! : area;

/** What an activity entry did, as a sentence around the area's (translated) name. */
export function activitySentence(action: ActivityEntry['action'], area: string): MessageDescriptor {
  switch (action) {
    case 'create':
      return msg`Creó un elemento en ${area}`;
    case 'update':
      return msg`Cambió un elemento en ${area}`;
    case 'delete':
      return msg`Eliminó un elemento en ${area}`;
  }
}
