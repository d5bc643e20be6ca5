import { MenuItemLink, type MenuItemLinkProps } from '@fluentui/react-components';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

type Props = Omit<MenuItemLinkProps, 'href' | 'onClick'> & { to: string };

/** A menu item that is a real link but navigates inside the SPA. */
export function MenuItemRouterLink({ to, ...rest }: Props) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return <MenuItemLink {...rest} href={href} onClick={(e: MouseEvent<HTMLAnchorElement>) => onClick(e)} />;
}
