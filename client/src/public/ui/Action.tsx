import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './Action.module.css';
import { cx } from './cx';

/**
 * Buttons and button-like links of the public pages, in the Fluent look (brand colours, radius, focus
 * ring) but plain elements and CSS: the public site's first download carries no Fluent Button.
 */
export type ActionAppearance = 'primary' | 'secondary' | 'subtle' | 'onDark' | 'outlineOnDark';

interface Common {
  appearance?: ActionAppearance;
  size?: 'small' | 'medium' | 'large';
  iconOnly?: boolean;
  className?: string;
  children?: ReactNode;
}

const actionClass = ({ appearance = 'secondary', size = 'medium', iconOnly, className }: Common) =>
  cx(styles.base, styles[appearance], size !== 'medium' && styles[size], iconOnly && styles.icon, className);

export function ActionButton({ appearance, size, iconOnly, className, type = 'button', ...rest }: Common & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={actionClass({ appearance, size, iconOnly, className })} {...rest} />;
}

interface LinkProps extends Common {
  to: string;
  /** Opens in a new tab (always for other sites). */
  newTab?: boolean;
  'aria-label'?: string;
  onClick?(): void;
}

/** A link that looks like a button: SPA navigation for paths, a new tab for other sites. */
export function ActionLink({ appearance, size, iconOnly, className, to, newTab, ...rest }: LinkProps) {
  const cls = actionClass({ appearance, size, iconOnly, className });
  if (newTab || /^(https?:|mailto:|tel:)/.test(to)) {
    const tab = newTab || /^https?:/.test(to);
    return <a className={cls} href={to} {...(tab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest} />;
  }
  return <Link className={cls} to={to} {...rest} />;
}
