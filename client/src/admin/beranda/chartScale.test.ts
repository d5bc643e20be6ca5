import { describe, expect, it } from 'vitest';
import { barHeight, niceStep, scaleFor, shortMonth } from './chartScale';

describe('chart scale', () => {
  it('picks 1, 2 or 5 × 10^k steps', () => {
    expect(niceStep(0.3)).toBe(1);
    expect(niceStep(1.5)).toBe(2);
    expect(niceStep(3)).toBe(5);
    expect(niceStep(7)).toBe(10);
    expect(niceStep(23)).toBe(50);
  });

  it('rounds the top up and keeps at least 0–4 for small counts', () => {
    expect(scaleFor(0)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
    expect(scaleFor(1)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
    expect(scaleFor(7)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
    expect(scaleFor(37)).toEqual({ top: 40, ticks: [0, 10, 20, 30, 40] });
    expect(scaleFor(120).top).toBeGreaterThanOrEqual(120);
  });

  it('scales bars to the plot and clamps', () => {
    expect(barHeight(2, 4, 200)).toBe(100);
    expect(barHeight(4, 4, 200)).toBe(200);
    expect(barHeight(0, 4, 200)).toBe(0);
    expect(barHeight(9, 4, 200)).toBe(200);
    expect(barHeight(1, 0, 200)).toBe(0);
  });

  it('writes short Indonesian months', () => {
    expect(shortMonth('2027-01')).toBe('Jan 27');
    expect(shortMonth('2026-08')).toBe('Agu 26');
    expect(shortMonth('x')).toBe('x');
  });
});
