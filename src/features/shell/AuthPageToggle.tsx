import { Trans } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import { ButtonLink } from '../../ui/RouterLinks.tsx';

/**
 * On /login a way to register, on /register a way to sign in; the search (?role, ?redirect) is kept
 * so switching between the two does not lose where the visitor was going.
 */
export function AuthPageToggle() {
  const pathname = useLocation({ select: (location) => location.pathname });
  if (pathname === '/login') {
    return (
      <ButtonLink to="/register" search={true} size="xs" variant="filled">
        <Trans>Regístrate</Trans>
      </ButtonLink>
    );
  }
  if (pathname === '/register') {
    return (
      <ButtonLink to="/login" search={true} size="xs" variant="light">
        <Trans>Iniciar sesión</Trans>
      </ButtonLink>
    );
  }
  return null;
}
