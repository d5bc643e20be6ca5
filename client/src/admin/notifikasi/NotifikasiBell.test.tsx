import { fireEvent, render, screen, within } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { ApolloProvider } from '@apollo/client/react';
import { MockSubscriptionLink } from '@apollo/client/testing';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { MemoryRouter } from 'react-router-dom';
import { of } from 'rxjs';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { reportRealtimeConnected } from '../../apollo/realtime';
import { typePolicies } from '../../apollo/typePolicies';
import { withoutAnimations } from '../../ui/testing/noAnimations';
import { NotifikasiBell } from './NotifikasiBell';

withoutAnimations();

/** The bell over `http` (queries and mutations); its subscription never emits. */
const renderBell = (http: ApolloLink, live = new MockSubscriptionLink()) => {
  const client = new ApolloClient({
    cache: new InMemoryCache({ typePolicies }),
    link: ApolloLink.split(({ query }) => isSubscriptionOperation(query), live, http),
  });
  render(
    <ApolloProvider client={client}>
      <FluentProvider theme={webLightTheme}>
        <MemoryRouter>
          <NotifikasiBell />
        </MemoryRouter>
      </FluentProvider>
    </ApolloProvider>,
  );
};

describe('NotifikasiBell', () => {
  it('reads the unread count again at every (re)connection of the websocket: what came before it listened is shown', async () => {
    let unread = 0;
    let reads = 0;
    const http = new ApolloLink(() => {
      reads++;
      return of({ data: { jumlahNotifikasiBelumDibaca: unread, notifikasiSaya: [] } });
    });
    renderBell(http);
    await screen.findByRole('button', { name: 'Notifikasi' });
    // A notification committed before the subscription listened: no event comes for it.
    unread = 1;
    const before = reads;
    act(() => reportRealtimeConnected(false));
    await screen.findByRole('button', { name: 'Notifikasi, 1 belum dibaca' });
    expect(reads).toBe(before + 1);
  });

  it('shows the newest 10 and, on request, 20 older ones at a time back to the first; a live one keeps the older ones shown', async () => {
    const item = (id: number) => ({
      __typename: 'Notifikasi', idNotifikasi: id, jenis: 'pengingat', judul: `Pengingat ${id}`, pesan: 'Kesepakatan berakhir', tautan: '/admin/kesepakatan', dibuat: '2026-11-27T03:00:00.000Z', dibaca: null,
    });
    let all = Array.from({ length: 125 }, (_, i) => item(125 - i));
    const http = new ApolloLink((operation) => {
      const { limit, sebelum } = operation.variables as { limit: number; sebelum?: number };
      const page = all.filter((n) => sebelum == null || n.idNotifikasi < sebelum).slice(0, limit);
      return of({ data: { jumlahNotifikasiBelumDibaca: all.length, notifikasiSaya: page } });
    });
    const live = new MockSubscriptionLink();
    renderBell(http, live);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifikasi, 125 belum dibaca' }));
    // the live feed starts after the first read, from its newest (one stored in between comes first)
    expect(live.operation?.variables).toEqual({ setelah: 125 });
    const surface = await screen.findByRole('dialog', { name: 'Notifikasi' });
    await within(surface).findByText('Pengingat 125');
    expect(within(surface).getAllByRole('listitem')).toHaveLength(10);
    for (const shown of [30, 50, 70, 90, 110, 125]) {
      fireEvent.click(await within(surface).findByRole('button', { name: 'Tampilkan lebih banyak' }));
      await within(surface).findByText(`Pengingat ${126 - shown}`);
      expect(within(surface).getAllByRole('listitem')).toHaveLength(shown);
    }
    expect(within(surface).queryByRole('button', { name: 'Tampilkan lebih banyak' })).toBeNull();
    // a new notification: the newest page is read again, the older pages stay, nothing twice
    all = [item(126), ...all];
    act(() => reportRealtimeConnected(false));
    await within(surface).findByText('Pengingat 126');
    const ids = within(surface).getAllByRole('listitem').map((li) => li.textContent);
    expect(ids).toHaveLength(126);
    expect(new Set(ids).size).toBe(126);
  });
});
