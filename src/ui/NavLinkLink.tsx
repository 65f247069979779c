import { NavLink, type NavLinkProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { AnchorAttributes } from './RouterLinks.tsx';

/** Mantine's NavLink as a router link (see RouterLinks.tsx), for the side menu and the wizard's steps. */
export const NavLinkLink = createLink((props: AnchorAttributes<NavLinkProps>) => (
  <NavLink component="a" {...props} />
));
