import { lazy, Suspense, useEffect, useState } from 'react';
import { Button, Tooltip } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useSession } from '../../auth/useSession';

const CariDialog = lazy(() => import('./CariDialog').then((m) => ({ default: m.CariDialog })));

/** Whether a key press happened while the user types somewhere ("/" there is a character, not the shortcut). */
const typing = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * Whether Ctrl+K belongs to where it was pressed: a contenteditable editor (the rich-text editor's Sisipkan
 * Tautan), or, on Apple systems, a text field (Control+K deletes to the end of the line there; ⌘K still
 * opens the search).
 */
const ownsCtrlK = (e: KeyboardEvent): boolean =>
  (e.target instanceof HTMLElement && e.target.isContentEditable) ||
  (e.ctrlKey && !e.metaKey && /Mac|iPhone|iPad/.test(navigator.userAgent) && typing(e.target));

const insideOverlay = (target: EventTarget | null): boolean =>
  target instanceof Element && target.closest('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], [role="grid"]') !== null;

/** The header's search button; Ctrl+K (⌘K) outside an editor, or "/" outside a text field and any open dialog or popup, opens the search. */
export const GlobalSearch = () => {
  const [open, setOpen] = useState(false);
  const { user, level } = useSession();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // a handler took the key already (the editor's Ctrl+K calls preventDefault)
      if (e.defaultPrevented) return;
      const ctrlK = (e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k' && !ownsCtrlK(e);
      // "/" only where nothing else is open: inside a dialog or a popup (a date picker's calendar) it is typed text
      const slash = e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !typing(e.target) && !insideOverlay(e.target);
      if (!ctrlK && !slash) return;
      e.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const actor = user && level !== null ? { idUser: user.id_user, idLevel: level } : null;
  return (
    <>
      <Tooltip content="Cari (Ctrl+K atau /)" relationship="description">
        <Button appearance="subtle" icon={<SearchRegular />} aria-label="Cari" aria-keyshortcuts="Control+K /" onClick={() => setOpen(true)} />
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <CariDialog actor={actor} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
