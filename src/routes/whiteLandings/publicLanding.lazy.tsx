import { useParams } from '@tanstack/react-router';
import { PublicWhiteLandingPage } from '../../features/whiteLandings/PublicWhiteLandingPage.tsx';

/** /landing/$id: a published white landing, a public page the server renders like the site's (src/ssr/render.tsx). */
export function PublicLanding() {
  const { id } = useParams({ from: '/public/landing/$id' });
  return <PublicWhiteLandingPage id={id} />;
}
