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
import { withoutAnimations } from '../../ui/testing/noAnimations';
import { NotifikasiBell } from './NotifikasiBell';

withoutAnimations();

/** The bell over `http` (queries and mutations); its subscription never emits. */
const renderBell = (http: ApolloLink) => {
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: ApolloLink.split(({ query }) => isSubscriptionOperation(query), new MockSubscriptionLink(), http),
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

  it('shows the newest 10 and, on request, 20 more at a time: the 11th of 25 was nowhere to be read', async () => {
    const all = Array.from({ length: 25 }, (_, i) => ({
      __typename: 'Notifikasi', idNotifikasi: 25 - i, jenis: 'pengingat', judul: `Pengingat ${25 - i}`, pesan: 'Kesepakatan berakhir', tautan: '/admin/kesepakatan', dibuat: '2026-11-27T03:00:00.000Z', dibaca: null,
    }));
    const http = new ApolloLink((operation) => of({ data: { jumlahNotifikasiBelumDibaca: 25, notifikasiSaya: all.slice(0, operation.variables.limit as number) } }));
    renderBell(http);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifikasi, 25 belum dibaca' }));
    const surface = await screen.findByRole('dialog', { name: 'Notifikasi' });
    await within(surface).findByText('Pengingat 25');
    expect(within(surface).getAllByRole('listitem')).toHaveLength(10);
    fireEvent.click(within(surface).getByRole('button', { name: 'Tampilkan lebih banyak' }));
    expect(await within(surface).findByText('Pengingat 1')).toBeTruthy();
    expect(within(surface).getAllByRole('listitem')).toHaveLength(25);
    expect(within(surface).queryByRole('button', { name: 'Tampilkan lebih banyak' })).toBeNull();
  });
});
