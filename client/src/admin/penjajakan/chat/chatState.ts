import type { PenjajakanPesanItemFragment } from '../../../generated/graphql';

export type Pesan = PenjajakanPesanItemFragment;

/** The messages a chat shows, oldest first (newest at the bottom), each id once. */
export interface ChatState {
  messages: readonly Pesan[];
  /** More messages exist before the oldest one shown (Read More). */
  hasOlder: boolean;
  /** The first page has arrived. */
  loaded: boolean;
}

export const initialChatState: ChatState = { messages: [], hasOlder: false, loaded: false };

const sameMessage = (a: Pesan, b: Pesan) =>
  a.pesan === b.pesan && a.nama === b.nama && a.posisi === b.posisi && a.tglInput === b.tglInput && a.idUser === b.idUser;

/**
 * Merges messages from any source (first page, Read More, subscription, catch-up, own send) by id:
 * no duplicates, sorted oldest first, the later copy of an id wins. Returns `current` itself when
 * nothing changes, so React skips the render.
 */
export const mergeById = (current: readonly Pesan[], incoming: readonly Pesan[]): readonly Pesan[] => {
  if (incoming.length === 0) return current;
  const byId = new Map<number, Pesan>(current.map((m) => [m.id, m]));
  let changed = false;
  for (const m of incoming) {
    const prev = byId.get(m.id);
    if (!prev || !sameMessage(prev, m)) {
      byId.set(m.id, m);
      changed = true;
    }
  }
  if (!changed) return current;
  return [...byId.values()].sort((a, b) => a.id - b.id);
};

/** The newest id shown: the `after` cursor of a catch-up. */
export const lastSeenId = (messages: readonly Pesan[]): number | undefined => messages.at(-1)?.id;
/** The oldest id shown: the `before` cursor of Read More. */
export const oldestId = (messages: readonly Pesan[]): number | undefined => messages[0]?.id;

export type ChatAction =
  /** The newest page (newest first from the server) on opening. */
  | { type: 'first'; items: readonly Pesan[]; hasMore: boolean }
  /** A Read More page (older than the oldest shown). */
  | { type: 'older'; items: readonly Pesan[]; hasMore: boolean }
  /** Live or caught-up messages (subscription, catch-up with `after`, own send). */
  | { type: 'newer'; items: readonly Pesan[] }
  /** Too much was missed to catch up page by page: start again from the newest page. */
  | { type: 'reset'; items: readonly Pesan[]; hasMore: boolean };

export const chatReducer = (state: ChatState, action: ChatAction): ChatState => {
  switch (action.type) {
    case 'first':
      return { messages: mergeById(state.messages, action.items), hasOlder: action.hasMore, loaded: true };
    case 'older': {
      const messages = mergeById(state.messages, action.items);
      return messages === state.messages && state.hasOlder === action.hasMore ? state : { ...state, messages, hasOlder: action.hasMore };
    }
    case 'newer': {
      const messages = mergeById(state.messages, action.items);
      return messages === state.messages ? state : { ...state, messages };
    }
    case 'reset':
      return { messages: mergeById([], action.items), hasOlder: action.hasMore, loaded: true };
  }
};
