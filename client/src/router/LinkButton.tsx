import { Button, type ButtonProps } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

interface Props {
  to: string;
  replace?: boolean;
  appearance?: ButtonProps['appearance'];
  size?: ButtonProps['size'];
  shape?: ButtonProps['shape'];
  icon?: ButtonProps['icon'];
  className?: string;
  children?: ReactNode;
  'aria-label'?: string;
}

/** A Fluent button that is a real link (href, middle-click) but navigates inside the SPA. */
export function LinkButton({ to, replace, ...rest }: Props) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to, { replace });
  return <Button {...rest} as="a" href={href} onClick={(e: MouseEvent<HTMLAnchorElement>) => onClick(e)} />;
}
