import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BerakhirChart } from './BerakhirChart';

const data = [
  { bulan: '2026-11', label: 'November 2026', mou: 2, pks: 0 },
  { bulan: '2026-12', label: 'Desember 2026', mou: 4, pks: 1 },
  { bulan: '2027-01', label: 'Januari 2027', mou: 0, pks: 3 },
];

describe('BerakhirChart', () => {
  it('is a described image with one bar pair per month, heights in proportion', () => {
    const { container } = render(<BerakhirChart data={data} />);
    const img = screen.getByRole('img', { name: /berakhir per bulan/i });
    expect(img.textContent).toContain('6 kesepakatan dan 4 perjanjian');
    expect(container.querySelectorAll('[data-testid=bulan]')).toHaveLength(3);
    const heights = [...container.querySelectorAll('rect')].map((r) => [r.getAttribute('data-value'), Number(r.getAttribute('height'))]);
    const byValue = new Map(heights.map(([v, h]) => [v, h]));
    expect(byValue.get('4')).toBeCloseTo(2 * (byValue.get('2') as number));
    expect(byValue.get('0')).toBe(0);
    expect(screen.getByText('Des 26')).toBeTruthy();
  });

  it('repeats the numbers in a table for screen readers', () => {
    render(<BerakhirChart data={data} />);
    const table = screen.getByRole('table');
    const row = within(table).getByRole('row', { name: /Desember 2026/ });
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['4', '1']);
  });
});
