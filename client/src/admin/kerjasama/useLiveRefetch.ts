import { useCallback, useEffect, useRef } from 'react';
import { onRealtimeConnected } from '../../apollo/realtime';

/**
 * A trigger that refetches a live list once per burst of change events (another user's create, edit or
 * delete), and after the websocket reconnects (events may have been missed while it was down).
 */
export const useLiveRefetch = (refetch: () => unknown, delayMs = 250): (() => void) => {
  const latest = useRef(refetch);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = refetch;
  }, [refetch]);

  const trigger = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void latest.current(), delayMs);
  }, [delayMs]);

  useEffect(() => onRealtimeConnected((wasRetry) => wasRetry && trigger()), [trigger]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return trigger;
};
