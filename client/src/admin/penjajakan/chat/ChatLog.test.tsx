import { fireEvent, render, screen, within } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { describe, expect, it, vi } from 'vitest';
import { ChatLog, type ChatLogProps } from './ChatLog';
import type { Pesan } from './chatState';
import { withoutAnimations } from '../../../ui/testing/noAnimations';

withoutAnimations();

const pesan = (id: number, nama: string, text: string, posisi: string): Pesan => ({
  id,
  idPenjajagan: 1,
  idUser: id,
  nama,
  pesan: text,
  tglInput: '2025-01-05T07:07:00.000Z',
  posisi,
});

const renderLog = (props: Partial<ChatLogProps> = {}) =>
  render(
    <FluentProvider theme={webLightTheme}>
      <ChatLog
        messages={[pesan(1, 'Mitra Uji', 'Selamat pagi', 'left'), pesan(2, 'Admin', 'Pagi, silakan', 'right')]}
        loaded
        hasOlder={false}
        loadingOlder={false}
        onLoadOlder={() => undefined}
        {...props}
      />
    </FluentProvider>,
  );

describe('ChatLog', () => {
  it('is a polite live log, oldest first (newest at the bottom)', () => {
    renderLog();
    const log = screen.getByRole('log', { name: 'Pesan' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(log.textContent!.indexOf('Selamat pagi')).toBeLessThan(log.textContent!.indexOf('Pagi, silakan'));
  });

  it('puts own messages (posisi right) on the right and others on the left, with name and Indonesian time', () => {
    renderLog();
    const log = screen.getByRole('log');
    const mine = within(log).getByText('Pagi, silakan').closest('[data-posisi]') as HTMLElement;
    const theirs = within(log).getByText('Selamat pagi').closest('[data-posisi]') as HTMLElement;
    expect(mine.dataset.posisi).toBe('right');
    expect(theirs.dataset.posisi).toBe('left');
    expect(getComputedStyle(mine).justifyContent).toBe('flex-end');
    expect(getComputedStyle(theirs).justifyContent).toBe('flex-start');
    expect(within(theirs).getByText('Mitra Uji')).toBeTruthy();
    const time = theirs.querySelector('time')!;
    expect(time.textContent).toMatch(/^05 Januari 2025 \d\d:07$/);
    expect(time.getAttribute('dateTime')).toBe('2025-01-05T07:07:00.000Z');
  });

  it('treats anything but "right" as someone else', () => {
    renderLog({ messages: [pesan(3, 'X', 'aneh', 'LEFT?')] });
    expect((screen.getByText('aneh').closest('[data-posisi]') as HTMLElement).dataset.posisi).toBe('left');
  });

  it('offers Read More only when older messages exist', () => {
    const onLoadOlder = vi.fn();
    const { unmount } = renderLog();
    expect(screen.queryByRole('button', { name: 'Read More' })).toBeNull();
    unmount();
    renderLog({ hasOlder: true, onLoadOlder });
    fireEvent.click(screen.getByRole('button', { name: 'Read More' }));
    expect(onLoadOlder).toHaveBeenCalledTimes(1);
  });

  it('says so when there are no messages yet', () => {
    renderLog({ messages: [] });
    expect(screen.getByText('Belum ada pesan')).toBeTruthy();
  });
});
