import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { ApolloClient, gql, InMemoryCache } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { ApolloProvider } from '@apollo/client/react';
import { MockSubscriptionLink } from '@apollo/client/testing';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { of } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reportRealtimeConnected } from '../../../apollo/realtime';
import { ChatDialog } from './ChatDialog';
import type { Pesan } from './chatState';
import { withoutAnimations } from '../../../ui/testing/noAnimations';

withoutAnimations();

const ADMIN = { idUser: 1, idLevel: 1 };
const PROPOSAL = { idPenjajagan: 7, idUser: 3, judul: 'Kerja sama air bersih', noPenjajagan: 'PJ-2025-00007', namaPengaju: 'PT Mitra' };

const pesan = (id: number, from: 'admin' | 'mitra' = id % 2 ? 'mitra' : 'admin'): Pesan => ({
  id,
  idPenjajagan: 7,
  idUser: from === 'admin' ? 1 : 3,
  nama: from === 'admin' ? 'Admin Kota' : 'PT Mitra',
  pesan: `pesan nomor ${id}`,
  tglInput: new Date(Date.UTC(2025, 0, 5, 8, id % 60)).toISOString(),
  posisi: from === 'admin' ? 'right' : 'left',
});

/** A fake server: the messages it holds and the penjajaganPesan / kirimPesan calls it answered. */
let stored: Pesan[];
let calls: Record<string, unknown>[];
let subscription: MockSubscriptionLink;
let client: ApolloClient;
const BELL_COUNT = gql`
  query BellCount {
    jumlahNotifikasiBelumDibaca
  }
`;

const answer = (vars: { before?: number | null; after?: number | null; page?: { limit?: number } | null }) => {
  const limit = vars.page?.limit ?? 20;
  let rows: Pesan[];
  if (vars.after !== undefined && vars.after !== null) rows = stored.filter((m) => m.id > vars.after!).sort((a, b) => a.id - b.id);
  else rows = stored.filter((m) => (vars.before ? m.id < vars.before : true)).sort((a, b) => b.id - a.id);
  return { __typename: 'PesanPenjajaganPage', total: stored.length, hasMore: rows.length > limit, items: rows.slice(0, limit) };
};

const renderChat = (actor: { idUser: number; idLevel: number } = ADMIN) => {
  subscription = new MockSubscriptionLink();
  const http = new ApolloLink((op) => {
    calls.push({ op: op.operationName, ...op.variables });
    if (op.operationName === 'KirimPesan') {
      const m = { ...pesan(Math.max(...stored.map((s) => s.id)) + 1, 'admin'), pesan: String(op.variables.pesan) };
      stored.push(m);
      return of({ data: { kirimPesan: m } });
    }
    if (op.operationName === 'TandaiChatDibaca') {
      return of({ data: { tandaiChatDibaca: [4, 5].map((idNotifikasi) => ({ __typename: 'Notifikasi', idNotifikasi, dibaca: '2026-11-28T03:00:00.000Z' })) } });
    }
    return of({ data: { penjajaganPesan: answer(op.variables) } });
  });
  client = new ApolloClient({
    cache: new InMemoryCache(),
    link: ApolloLink.split(({ query }) => isSubscriptionOperation(query), subscription, http),
  });
  client.cache.writeQuery({ query: BELL_COUNT, data: { jumlahNotifikasiBelumDibaca: 3 } });
  return render(
    <ApolloProvider client={client}>
      <FluentProvider theme={webLightTheme}>
        <ChatDialog proposal={PROPOSAL} actor={actor} onClose={() => undefined} />
      </FluentProvider>
    </ApolloProvider>,
  );
};

const shownIds = () =>
  Array.from(screen.getByRole('log').querySelectorAll<HTMLElement>('[data-id]')).map((el) => Number(el.dataset.id));

describe('ChatDialog', () => {
  beforeEach(() => {
    stored = Array.from({ length: 25 }, (_, i) => pesan(i + 1));
    calls = [];
  });
  afterEach(() => {
    calls = [];
  });

  it('opens on the newest 20, newest at the bottom, and Read More loads the older ones (before cursor)', async () => {
    renderChat();
    await waitFor(() => expect(shownIds()).toHaveLength(20));
    expect(shownIds()).toEqual(Array.from({ length: 20 }, (_, i) => i + 6));
    expect(calls[0]).toMatchObject({ op: 'PenjajaganPesan', idPenjajagan: 7, page: { limit: 20 } });

    fireEvent.click(screen.getByRole('button', { name: 'Read More' }));
    await waitFor(() => expect(shownIds()).toHaveLength(25));
    // the catch-up a second after opening (`after`) may come before or after this call: find Read More's own
    expect(calls.filter((c) => c.before != null)).toMatchObject([{ before: 6 }]);
    expect(shownIds()).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(screen.queryByRole('button', { name: 'Read More' })).toBeNull();
  });

  it("opening marks the proposal's chat notifications read, and the bell's count drops by those marked", async () => {
    renderChat();
    await waitFor(() => expect(calls.filter((c) => c.op === 'TandaiChatDibaca')).toEqual([{ op: 'TandaiChatDibaca', idPenjajagan: 7 }]));
    await waitFor(() => expect(client.cache.readQuery<{ jumlahNotifikasiBelumDibaca: number }>({ query: BELL_COUNT })?.jumlahNotifikasiBelumDibaca).toBe(1));
  });

  it('shows a message from the subscription at once, and its duplicate only once', async () => {
    renderChat();
    await waitFor(() => expect(shownIds()).toHaveLength(20));
    const live = pesan(26, 'mitra');
    stored.push(live);
    act(() => subscription.simulateResult({ result: { data: { pesanBaru: live } } }));
    await waitFor(() => expect(shownIds().at(-1)).toBe(26));
    act(() => subscription.simulateResult({ result: { data: { pesanBaru: live } } }));
    expect(shownIds().filter((id) => id === 26)).toHaveLength(1);
    const bubble = within(screen.getByRole('log')).getByText('pesan nomor 26').closest('[data-posisi]') as HTMLElement;
    expect(bubble.dataset.posisi).toBe('left');
  });

  it('catches up after a reconnect with `after` the last complete id: no gap, no duplicate', async () => {
    renderChat();
    await waitFor(() => expect(shownIds()).toHaveLength(20));
    // the settling catch-up after opening (1 s) makes live messages trusted
    await waitFor(() => expect(calls.filter((c) => c.after === 25)).toHaveLength(1), { timeout: 2000 });
    stored.push(pesan(26));
    act(() => subscription.simulateResult({ result: { data: { pesanBaru: pesan(26) } } }));
    await waitFor(() => expect(shownIds().at(-1)).toBe(26));

    // the websocket drops; 27 and 28 are sent meanwhile; on reconnect 29 arrives live before the catch-up answers
    stored.push(pesan(27), pesan(28), pesan(29));
    act(() => {
      reportRealtimeConnected(true);
      subscription.simulateResult({ result: { data: { pesanBaru: pesan(29) } } });
    });
    await waitFor(() => expect(shownIds().slice(-4)).toEqual([26, 27, 28, 29]));
    expect(calls.filter((c) => c.after !== undefined).map((c) => c.after)).toEqual([25, 26]);
    expect(new Set(shownIds()).size).toBe(shownIds().length);
  });

  it('sends with the composer and shows the own message on the right', async () => {
    renderChat();
    await waitFor(() => expect(shownIds()).toHaveLength(20));
    fireEvent.change(screen.getByRole('textbox', { name: 'Pesan' }), { target: { value: 'Terima kasih' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kirim' }));
    const own = await within(screen.getByRole('log')).findByText('Terima kasih');
    expect((own.closest('[data-posisi]') as HTMLElement).dataset.posisi).toBe('right');
    expect(calls.find((c) => c.op === 'KirimPesan')).toMatchObject({ idPenjajagan: 7, pesan: 'Terima kasih' });
  });

  it('level 2 reads the chat but cannot send (rules: canSendPesan)', async () => {
    renderChat({ idUser: 9, idLevel: 2 });
    await waitFor(() => expect(shownIds()).toHaveLength(20));
    expect((screen.getByRole('textbox', { name: 'Pesan' }) as HTMLTextAreaElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Kirim' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Anda hanya dapat membaca percakapan ini')).toBeTruthy();
  });

  it('the partner who owns the proposal may send', async () => {
    renderChat({ idUser: 3, idLevel: 3 });
    await waitFor(() => expect(shownIds()).toHaveLength(20));
    expect((screen.getByRole('textbox', { name: 'Pesan' }) as HTMLTextAreaElement).disabled).toBe(false);
  });
});
