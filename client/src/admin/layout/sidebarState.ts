import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';

export const SIDEBAR_COOKIE = 'sidebarStatus';
export const SIZE_COOKIE = 'size';

export type UiSize = 'medium' | 'small';

/** SPEC §3 sidebar state; `opened` and `size` survive reloads in cookies (SPEC §4). */
export interface SidebarState {
  opened: boolean;
  withoutAnimation: boolean;
  size: UiSize;
}

const COOKIE_OPTIONS = { expires: 365, sameSite: 'lax' as const, path: '/' };

const read = (): SidebarState => ({
  opened: Cookies.get(SIDEBAR_COOKIE) !== '0',
  withoutAnimation: false,
  size: Cookies.get(SIZE_COOKIE) === 'small' ? 'small' : 'medium',
});

let state: SidebarState = read();
const listeners = new Set<() => void>();
const publish = (next: SidebarState) => {
  state = next;
  listeners.forEach((l) => l());
};

export const sidebarStore = {
  get: (): SidebarState => state,
  subscribe(l: () => void): () => void {
    listeners.add(l);
    return () => {
      listeners.delete(l);
    };
  },
  toggle(): void {
    const opened = !state.opened;
    Cookies.set(SIDEBAR_COOKIE, opened ? '1' : '0', COOKIE_OPTIONS);
    publish({ ...state, opened, withoutAnimation: false });
  },
  setSize(size: UiSize): void {
    Cookies.set(SIZE_COOKIE, size, COOKIE_OPTIONS);
    publish({ ...state, size });
  },
  reload(): void {
    publish(read());
  },
};

export const useSidebarState = (): SidebarState =>
  useSyncExternalStore(sidebarStore.subscribe, sidebarStore.get, sidebarStore.get);

/** The admin's preferred control size, for screens that want to follow it. */
export const useUiSize = (): UiSize => useSidebarState().size;
