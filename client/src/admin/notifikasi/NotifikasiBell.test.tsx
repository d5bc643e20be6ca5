import { render, screen } from '@testing-library/react';
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

describe('NotifikasiBell', () => {
  it('reads the unread count again at every (re)connection of the websocket: what came before it listened is shown', async () => {
    let unread = 0;
    let reads = 0;
    const http = new ApolloLink(() => {
      reads++;
      return of({ data: { jumlahNotifikasiBelumDibaca: unread, notifikasiSaya: [] } });
    });
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
    await screen.findByRole('button', { name: 'Notifikasi' });
    // A notification committed before the subscription listened: no event comes for it.
    unread = 1;
    const before = reads;
    act(() => reportRealtimeConnected(false));
    await screen.findByRole('button', { name: 'Notifikasi, 1 belum dibaca' });
    expect(reads).toBe(before + 1);
  });
});
