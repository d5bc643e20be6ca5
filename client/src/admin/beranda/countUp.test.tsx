import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNT_DURATION_MS, countAt, useCountUp } from './countUp';

const Counter = ({ value }: { value: number }) => <span data-testid="n">{useCountUp(value)}</span>;

const setReducedMotion = (reduced: boolean) => {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduced && query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
};

afterEach(() => {
  vi.useRealTimers();
});

describe('countAt', () => {
  it('starts at the start value and ends exactly at the target after 3000 ms', () => {
    expect(COUNT_DURATION_MS).toBe(3000);
    expect(countAt(37, 0)).toBe(0);
    expect(countAt(37, 3000)).toBe(37);
    expect(countAt(37, 9999)).toBe(37);
    expect(countAt(37, 1500)).toBeGreaterThan(0);
    expect(countAt(37, 1500)).toBeLessThan(37);
    expect(countAt(10, 1500, 3000, 20)).toBeLessThan(20);
  });

  it('never goes backwards while counting up', () => {
    let last = 0;
    for (let t = 0; t <= 3000; t += 50) {
      const v = countAt(1234, t);
      expect(v).toBeGreaterThanOrEqual(last);
      last = v;
    }
    expect(last).toBe(1234);
  });
});

describe('useCountUp', () => {
  it('animates to the final value over 3000 ms', () => {
    setReducedMotion(false);
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'setTimeout'] });
    render(<Counter value={42} />);
    expect(screen.getByTestId('n').textContent).toBe('0');
    act(() => vi.advanceTimersByTime(1500));
    const mid = Number(screen.getByTestId('n').textContent);
    expect(mid).toBeGreaterThan(0);
    expect(mid).toBeLessThan(42);
    act(() => vi.advanceTimersByTime(1600));
    expect(screen.getByTestId('n').textContent).toBe('42');
  });

  it('shows the value at once with prefers-reduced-motion', () => {
    setReducedMotion(true);
    render(<Counter value={42} />);
    expect(screen.getByTestId('n').textContent).toBe('42');
  });
});
