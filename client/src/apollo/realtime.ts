/**
 * Realtime connection events, apart from the Apollo client so that screens (and their tests) can listen
 * without creating a websocket. apollo/client.ts reports every (re)connection of the graphql-ws client;
 * a screen that keeps live data catches up with what it may have missed while disconnected.
 */
export type ConnectedListener = (wasRetry: boolean) => void;

const listeners = new Set<ConnectedListener>();

/** Called by the websocket client on every successful connection (first one and reconnects). */
export const reportRealtimeConnected = (wasRetry: boolean): void => {
  listeners.forEach((l) => l(wasRetry));
};

/** Subscribes to (re)connections; returns the unsubscribe. */
export const onRealtimeConnected = (listener: ConnectedListener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
