import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { CHAT_PAGE_SIZE } from '@rules/penjajagan';
import { PenjajaganPesanDocument, type PenjajaganPesanQueryVariables } from '../../../generated/graphql';
import { usePesanBaruSubscription } from '../../../generated/hooks';
import { onRealtimeConnected } from '../../../apollo/realtime';
import { chatReducer, initialChatState, lastSeenId, oldestId, type Pesan } from './chatState';

/** Catch-up pages are larger than the screen's pages; after this many the chat restarts from the newest page. */
const CATCH_UP_LIMIT = 100;
const CATCH_UP_MAX_PAGES = 5;
/**
 * A (re)subscription is live on the server only after its subscribe step has run, which the client cannot
 * see; a second catch-up this long after (re)connecting closes that window. Merging by id makes it free.
 */
export const CATCH_UP_SETTLE_MS = 1000;

export interface ChatApi {
  messages: readonly Pesan[];
  hasOlder: boolean;
  loaded: boolean;
  loadingOlder: boolean;
  /** The first page failed to load. */
  failed: boolean;
  loadOlder: () => Promise<void>;
  /** Adds messages that are known already (the answer of our own send). */
  add: (items: readonly Pesan[]) => void;
  /** Fetches everything newer than the newest id known to be complete (done on every reconnection). */
  catchUp: () => Promise<void>;
}

/**
 * One proposal's chat: the newest page on opening, Read More (`before`), live messages (`pesanBaru`),
 * and on every websocket (re)connection a catch-up (`after` the newest id known to be complete). All
 * sources merge by id, so nothing shows twice and nothing is missed.
 */
export const useChat = (idPenjajagan: number): ChatApi => {
  const client = useApolloClient();
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [failed, setFailed] = useState(false);
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  }, [state]);

  const fetchPage = useCallback(
    async (variables: Omit<PenjajaganPesanQueryVariables, 'idPenjajagan'>) => {
      const { data } = await client.query({
        query: PenjajaganPesanDocument,
        variables: { idPenjajagan, ...variables },
        fetchPolicy: 'no-cache',
        context: { silent: true },
      });
      if (!data) throw new Error('Pesan tidak dapat dimuat');
      return data.penjajaganPesan;
    },
    [client, idPenjajagan],
  );

  /**
   * `synced`: the newest id up to which nothing can be missing (the `after` cursor of a catch-up).
   * Live messages advance it only while the subscription is known to be continuous; after a
   * (re)connection they may arrive before the catch-up has filled the gap, so they do not.
   */
  const sync = useRef({ synced: undefined as number | undefined, stale: true, generation: 0 });
  const live = useCallback((items: readonly Pesan[]) => {
    dispatch({ type: 'newer', items });
    const s = sync.current;
    if (!s.stale && s.synced !== undefined) s.synced = Math.max(s.synced, ...items.map((m) => m.id));
  }, []);

  usePesanBaruSubscription({
    variables: { idPenjajagan },
    fetchPolicy: 'no-cache',
    onData: ({ data }) => {
      const m = data.data?.pesanBaru;
      if (m) live([m]);
    },
  });

  const chain = useRef<Promise<void>>(Promise.resolve());
  /** Everything after `synced`; a `settle` run that ends with no newer (re)connection makes live messages trusted again. */
  const catchUp = useCallback(
    (settle?: { generation: number }): Promise<void> => {
      const run = async () => {
        const s = sync.current;
        if (s.synced === undefined) return;
        let after = s.synced;
        let caughtUp = false;
        for (let i = 0; i < CATCH_UP_MAX_PAGES && !caughtUp; i++) {
          const page = await fetchPage({ after, page: { limit: CATCH_UP_LIMIT } });
          dispatch({ type: 'newer', items: page.items });
          after = Math.max(after, lastSeenId(page.items) ?? after);
          s.synced = Math.max(s.synced ?? 0, after);
          caughtUp = !page.hasMore;
        }
        if (!caughtUp) {
          const newest = await fetchPage({ page: { limit: CHAT_PAGE_SIZE } });
          dispatch({ type: 'reset', items: newest.items, hasMore: newest.hasMore });
          s.synced = Math.max(0, ...newest.items.map((m) => m.id));
        }
        if (settle && settle.generation === s.generation) s.stale = false;
      };
      chain.current = chain.current.then(run).catch(() => {
        // offline again: the next (re)connection catches up
      });
      return chain.current;
    },
    [fetchPage],
  );

  // The newest page, then one settling catch-up for messages sent while the subscription was starting.
  useEffect(() => {
    let cancelled = false;
    let settle: ReturnType<typeof setTimeout> | undefined;
    fetchPage({ page: { limit: CHAT_PAGE_SIZE } })
      .then((page) => {
        if (cancelled) return;
        dispatch({ type: 'first', items: page.items, hasMore: page.hasMore });
        sync.current.synced = Math.max(0, ...page.items.map((m) => m.id));
        const generation = sync.current.generation;
        settle = setTimeout(() => void catchUp({ generation }), CATCH_UP_SETTLE_MS);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      clearTimeout(settle);
    };
  }, [fetchPage, catchUp]);

  // Every websocket (re)connection: catch up now, and again once the resubscription is surely live.
  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const off = onRealtimeConnected(() => {
      const s = sync.current;
      s.stale = true;
      const generation = ++s.generation;
      void catchUp();
      const t = setTimeout(() => {
        timers.delete(t);
        void catchUp({ generation });
      }, CATCH_UP_SETTLE_MS);
      timers.add(t);
    });
    return () => {
      off();
      timers.forEach(clearTimeout);
    };
  }, [catchUp]);

  const loadOlder = useCallback(async () => {
    const before = oldestId(stateRef.current.messages);
    if (before === undefined) return;
    setLoadingOlder(true);
    try {
      const page = await fetchPage({ before, page: { limit: CHAT_PAGE_SIZE } });
      dispatch({ type: 'older', items: page.items, hasMore: page.hasMore });
    } finally {
      setLoadingOlder(false);
    }
  }, [fetchPage]);

  return { ...state, loadingOlder, failed, loadOlder, add: live, catchUp: () => catchUp() };
};
