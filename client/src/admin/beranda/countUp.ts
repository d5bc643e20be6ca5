import { useEffect, useRef, useState } from 'react';
import { useMediaQuery } from '../../hooks/useMediaQuery';

/** SPEC §9: dashboard counters animate over 3000 ms. */
export const COUNT_DURATION_MS = 3000;

const easeOutCubic = (t: number): number => 1 - (1 - t) ** 3;

/** The counter's value `elapsed` ms into an animation from `from` to `to`; exactly `to` at the end. */
export const countAt = (to: number, elapsed: number, duration = COUNT_DURATION_MS, from = 0): number => {
  if (duration <= 0 || elapsed >= duration) return to;
  if (elapsed <= 0) return from;
  return Math.round(from + (to - from) * easeOutCubic(elapsed / duration));
};

/** Counts up to `target` (again from the shown value when it changes); at once with prefers-reduced-motion. */
export const useCountUp = (target: number, duration = COUNT_DURATION_MS): number => {
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const animate = !reduced && typeof requestAnimationFrame === 'function';
  const [value, setValue] = useState(0);
  const shown = useRef(0);

  useEffect(() => {
    if (!animate) return;
    const from = shown.current;
    let frame = 0;
    let start: number | undefined;
    const step = (now: number) => {
      start ??= now;
      const elapsed = now - start;
      const next = countAt(target, elapsed, duration, from);
      shown.current = next;
      setValue(next);
      if (elapsed < duration) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, duration, animate]);

  return animate ? value : target;
};
