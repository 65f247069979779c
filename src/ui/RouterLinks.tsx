import {
  Anchor,
  type AnchorProps,
  Button,
  type ButtonProps,
  UnstyledButton,
  type UnstyledButtonProps,
} from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

/*
 * Mantine components rendered as router links. `component={Link}` would drop the type checks of
 * `to`, `params` and `search`; these keep them (TanStack Router's createLink). The menus' NavLink is in
 * NavLinkLink.tsx: public pages, which import this file, have no menu.
 */

export type AnchorAttributes<P> = P &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof P> & { ref?: Ref<HTMLAnchorElement> };

export const ButtonLink = createLink((props: AnchorAttributes<ButtonProps>) => (
  <Button component="a" {...props} />
));

export const AnchorLink = createLink((props: AnchorAttributes<AnchorProps>) => (
  <Anchor component="a" {...props} />
));

export const UnstyledLink = createLink((props: AnchorAttributes<UnstyledButtonProps>) => (
  <UnstyledButton component="a" {...props} />
));
