import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { cx } from '../ui/cx';
import { ChevronDown } from '../ui/icons';
import styles from './layout.module.css';
import { isActivePath, type NavItem } from './navItems';

interface Props {
  label: string;
  items: readonly NavItem[];
  /** Classes of the navbar's own links, so the trigger looks like them. */
  triggerClassName: string;
}

/**
 * A navigation dropdown as the WAI-ARIA disclosure pattern: a button that shows a list of links. Escape
 * closes it and returns focus to the button; it closes when focus or a click leaves it, and after a
 * navigation. Arrow keys move between the links.
 */
export function NavDropdown({ label, items, triggerClassName }: Props) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (e: PointerEvent) => {
      if (!wrap.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const links = () => Array.from(wrap.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
      return;
    }
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    if (!open) setOpen(true);
    requestAnimationFrame(() => {
      const all = links();
      const at = all.indexOf(document.activeElement as HTMLAnchorElement);
      const next = e.key === 'ArrowDown' ? (at + 1) % all.length : at <= 0 ? all.length - 1 : at - 1;
      all[next]?.focus();
    });
  };

  return (
    <div
      ref={wrap}
      className={styles.dropdown}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (!wrap.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={triggerClassName}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
        <ChevronDown size={16} className={cx(styles.chevron, open && styles.chevronOpen)} />
      </button>
      <ul id={listId} className={styles.panel} hidden={!open}>
        {items.map((i) => (
          <li key={i.to}>
            <NavLink
              to={i.to}
              className={cx(styles.item, isActivePath(pathname, i.to) && styles.itemActive)}
              onClick={() => setOpen(false)}
            >
              {i.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
