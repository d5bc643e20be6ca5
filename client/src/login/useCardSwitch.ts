import { useEffect, useRef, useState } from 'react';

export const CARD_TRANSITION_MS = 800;

export type CardMode = 'login' | 'register';
export type CardPhase = 'idle' | 'out' | 'in';

/** Switches the card over 800 ms (SPEC §2.1): half fading the old face out, half the new one in. */
export function useCardSwitch(initial: CardMode = 'login') {
  const [mode, setMode] = useState<CardMode>(initial);
  const [phase, setPhase] = useState<CardPhase>('idle');
  const timers = useRef<number[]>([]);

  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);

  const switchTo = (next: CardMode) => {
    if (next === mode && phase === 'idle') return;
    timers.current.forEach((t) => window.clearTimeout(t));
    const half = CARD_TRANSITION_MS / 2;
    setPhase('out');
    timers.current = [
      window.setTimeout(() => {
        setMode(next);
        setPhase('in');
      }, half),
      window.setTimeout(() => setPhase('idle'), CARD_TRANSITION_MS),
    ];
  };

  return { mode, phase, switchTo };
}
