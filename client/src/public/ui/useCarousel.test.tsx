import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LATEST_INTERVAL_MS, SLIDE_INTERVAL_MS, nextIndex, prevIndex, useCarousel } from './useCarousel';

const mockReducedMotion = (reduce: boolean) => {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
};

describe('carousel timing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the SPEC intervals: 7 s for sliders, 10 s for the latest activities', () => {
    expect(SLIDE_INTERVAL_MS).toBe(7000);
    expect(LATEST_INTERVAL_MS).toBe(10_000);
  });

  it('wraps around in both directions', () => {
    expect(nextIndex(3, 4)).toBe(0);
    expect(prevIndex(0, 4)).toBe(3);
    expect(nextIndex(0, 0)).toBe(0);
  });

  it('advances exactly every interval and wraps after the last slide', () => {
    const { result } = renderHook(() => useCarousel(3, SLIDE_INTERVAL_MS));
    expect(result.current.index).toBe(0);
    act(() => void vi.advanceTimersByTime(SLIDE_INTERVAL_MS - 1));
    expect(result.current.index).toBe(0);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    act(() => void vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(result.current.index).toBe(2);
    act(() => void vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(result.current.index).toBe(0);
  });

  it('restarts the interval after a manual move', () => {
    const { result } = renderHook(() => useCarousel(4, LATEST_INTERVAL_MS));
    act(() => void vi.advanceTimersByTime(9000));
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
    act(() => void vi.advanceTimersByTime(9000));
    expect(result.current.index).toBe(1);
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.index).toBe(2);
    act(() => result.current.goTo(0));
    act(() => result.current.prev());
    expect(result.current.index).toBe(3);
  });

  it('pauses while hovered or focused and resumes with a full interval', () => {
    function Harness() {
      const c = useCarousel(3, SLIDE_INTERVAL_MS);
      return (
        <div data-testid="root" {...c.rootProps}>
          <span data-testid="index">{c.index}</span>
          <button type="button">Tombol</button>
        </div>
      );
    }
    render(<Harness />);
    const index = () => screen.getByTestId('index').textContent;
    fireEvent.mouseEnter(screen.getByTestId('root'));
    act(() => void vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 3));
    expect(index()).toBe('0');
    fireEvent.mouseLeave(screen.getByTestId('root'));
    act(() => void vi.advanceTimersByTime(SLIDE_INTERVAL_MS - 1));
    expect(index()).toBe('0');
    act(() => void vi.advanceTimersByTime(1));
    expect(index()).toBe('1');

    fireEvent.focus(screen.getByRole('button'));
    act(() => void vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(index()).toBe('1');
    fireEvent.blur(screen.getByRole('button'));
    act(() => void vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(index()).toBe('2');
  });

  it('stops and starts with the rotation control', () => {
    const { result } = renderHook(() => useCarousel(3, SLIDE_INTERVAL_MS));
    act(() => result.current.togglePlaying());
    expect(result.current).toMatchObject({ playing: false, paused: true });
    act(() => void vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(result.current.index).toBe(0);
    act(() => result.current.togglePlaying());
    act(() => void vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(result.current.index).toBe(1);
  });

  it('does not rotate a single slide, and clamps the index when slides disappear', () => {
    const { result, rerender } = renderHook(({ n }) => useCarousel(n, SLIDE_INTERVAL_MS), { initialProps: { n: 3 } });
    act(() => result.current.goTo(2));
    rerender({ n: 1 });
    expect(result.current).toMatchObject({ index: 0, paused: true });
    act(() => void vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(result.current.index).toBe(0);
  });

  it('does not start by itself when the user prefers reduced motion', () => {
    mockReducedMotion(true);
    const { result } = renderHook(() => useCarousel(3, SLIDE_INTERVAL_MS));
    expect(result.current.playing).toBe(false);
    act(() => void vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(result.current.index).toBe(0);
    act(() => result.current.togglePlaying());
    act(() => void vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(result.current.index).toBe(1);
  });
});
