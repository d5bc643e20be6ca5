import { useCallback, useEffect, useState, type FocusEvent } from 'react';
import { useMediaQuery } from '../../hooks/useMediaQuery';

/** SPEC §9: the home slider and the activity page carousel advance every 7 s. */
export const SLIDE_INTERVAL_MS = 7000;
/** SPEC §9: the home page's latest activities rotate every 10 s (the mobile carousel too). */
export const LATEST_INTERVAL_MS = 10_000;

export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

export const nextIndex = (index: number, count: number): number => (count > 0 ? (index + 1) % count : 0);
export const prevIndex = (index: number, count: number): number => (count > 0 ? (index - 1 + count) % count : 0);

export interface Carousel {
  index: number;
  count: number;
  next(): void;
  prev(): void;
  goTo(index: number): void;
  /** Auto-rotation is on (the user has not stopped it; off by default with reduced motion). */
  playing: boolean;
  togglePlaying(): void;
  /** Not advancing right now: stopped, hovered, focused, or fewer than two slides. */
  paused: boolean;
  /** Spread on the carousel's root: pauses while the pointer is over it or focus is inside it. */
  rootProps: {
    onMouseEnter(): void;
    onMouseLeave(): void;
    onFocus(): void;
    onBlur(e: FocusEvent<HTMLElement>): void;
  };
}

/**
 * An accessible auto-rotating carousel's state (WAI-ARIA carousel pattern): advances every `interval`
 * ms, restarts the interval after any manual move, pauses on hover and focus, can be stopped, and does
 * not start by itself when the user prefers reduced motion.
 */
export function useCarousel(count: number, interval: number): Carousel {
  const reducedMotion = useMediaQuery(reducedMotionQuery);
  const [rawIndex, setIndex] = useState(0);
  const [stopped, setStopped] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const index = count > 0 ? Math.min(rawIndex, count - 1) : 0;
  const playing = stopped === null ? !reducedMotion : !stopped;
  const paused = !playing || hovered || focused || count < 2;

  useEffect(() => {
    if (paused) return undefined;
    const timer = setTimeout(() => setIndex((i) => nextIndex(Math.min(i, count - 1), count)), interval);
    return () => clearTimeout(timer);
  }, [index, paused, interval, count]);

  const next = useCallback(() => setIndex((i) => nextIndex(Math.min(i, count - 1), count)), [count]);
  const prev = useCallback(() => setIndex((i) => prevIndex(Math.min(i, count - 1), count)), [count]);
  const goTo = useCallback((i: number) => setIndex(Math.max(0, Math.min(i, count - 1))), [count]);
  const togglePlaying = useCallback(() => setStopped(playing), [playing]);

  return {
    index,
    count,
    next,
    prev,
    goTo,
    playing,
    togglePlaying,
    paused,
    rootProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
