import { useLayoutEffect, useState } from 'react';

/**
 * The last element that had the focus outside a menu. A dialog opened from a menu item ("Aksi" → Dokumen)
 * belongs to the menu's button: the item is gone by the time the dialog renders.
 */
let lastFocused: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLElement && !target.closest('[role="menu"]')) lastFocused = target;
    },
    true,
  );
}

/** What has the focus now: the focused element, unless a menu item that goes with its menu (or the body). */
const focusOrigin = (): HTMLElement | null => {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  return active instanceof HTMLElement && active !== document.body && !active.closest('[role="menu"]') ? active : lastFocused;
};

const openModals = (): Element[] => [...document.querySelectorAll('[aria-modal="true"]')];

/**
 * While `open`, remembers where the focus was when it opened and gives it back on close; to `fallback` (the
 * page's content) instead when that element is gone (a deleted row) or the dialog led to another page (a
 * search hit, a menu link). Fluent's Dialog and Drawer return the focus only to their own trigger component;
 * ours open from row buttons, menus and shortcuts, and without this the focus went to the last header button
 * tabster knew (the bell), or to the page's body.
 */
export const useReturnFocus = (open: boolean, fallback?: () => HTMLElement | null) => {
  // Read while rendering the change to open: by the commit, an autoFocus field inside has the focus already.
  const [seen, setSeen] = useState(() => ({ open, origin: open ? focusOrigin() : null }));
  if (seen.open !== open) setSeen({ open, origin: open ? focusOrigin() : null });
  const origin = seen.origin;
  useLayoutEffect(() => {
    if (!open) return;
    const page = window.location.pathname;
    return () => {
      const before = openModals();
      // after the dialog has gone, and after any focus move of its own on the way out
      setTimeout(() => {
        // a dialog that took this one's place (Tambah Dokumen over Dokumen) keeps the focus it took
        if (openModals().some((m) => !before.includes(m))) return;
        const stayed = origin?.isConnected && window.location.pathname === page;
        const target = stayed ? origin : (fallback?.() ?? (origin?.isConnected ? origin : null));
        target?.focus({ preventScroll: target !== origin });
      });
    };
    // `fallback` is read when closing; a new function each render must not re-run this
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, origin]);
};

/** The admin page's content, where focus goes when what opened a dialog is gone. */
export const adminContent = (): HTMLElement | null => document.getElementById('admin-konten');
