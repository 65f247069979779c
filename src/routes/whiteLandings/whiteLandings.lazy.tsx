import { useParams } from '@tanstack/react-router';
import { WhiteLandingAssignPage } from '../../features/whiteLandings/WhiteLandingAssignPage.tsx';
import { WhiteLandingDetailPage } from '../../features/whiteLandings/WhiteLandingDetailPage.tsx';
import { WhiteLandingListPage } from '../../features/whiteLandings/WhiteLandingListPage.tsx';

/*
 * The white landings' screens (SPEC §2): the list, a landing's detail and the assignment of a hub's products, one lazy
 * module, so the three share one chunk (and its catalog) instead of each adding a route chunk to the entry's table.
 */

/** /white-landing. */
export function WhiteLandingList() {
  return <WhiteLandingListPage />;
}

/** /white-landing/$id. */
export function WhiteLandingDetail() {
  const { id } = useParams({ from: '/portal/white-landing/$id' });
  return <WhiteLandingDetailPage id={id} />;
}

/** /white-landing/$id/$idLocation. */
export function WhiteLandingAssign() {
  const { id, idLocation } = useParams({ from: '/portal/white-landing/$id/$idLocation' });
  return <WhiteLandingAssignPage id={id} hubId={idLocation} />;
}
