import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BerakhirChart } from './BerakhirChart';

const data = [
  { bulan: '2026-11', label: 'November 2026', mou: 2, pks: 0 },
  { bulan: '2026-12', label: 'Desember 2026', mou: 4, pks: 1 },
  { bulan: '2027-01', label: 'Januari 2027', mou: 0, pks: 3 },
];

describe('BerakhirChart', () => {
  it('is a described figure drawn by the chart library, one stacked bar a month, named in Indonesian', async () => {
    const { container } = render(<BerakhirChart data={data} />);
    const fig = screen.getByRole('figure', { name: /berakhir per bulan/i });
    expect(fig.textContent).toContain('6 kesepakatan dan 4 perjanjian');
    expect(container.querySelectorAll('[data-testid=berakhir-chart] rect[fill]').length).toBeGreaterThanOrEqual(3);
    // the library's own English name of the drawing ("Vertical bar chart with 3 stacked bars") is replaced
    await waitFor(() => expect(container.querySelector('[data-testid=berakhir-chart] svg[aria-label]')?.getAttribute('aria-label')).toMatch(/berakhir per bulan.*6 kesepakatan dan 4 perjanjian/i));
    expect(container.innerHTML).not.toMatch(/stacked bars|The X axis/);
    expect(screen.getAllByText('Kesepakatan').length).toBeGreaterThan(0);
  });

  it('fills the bars and the legend with colours, Kesepakatan and Perjanjian apart', () => {
    // a palette token passed as it is ("qualitative.1") is not a colour: the browser drew those bars black
    const { container } = render(<BerakhirChart data={data} />);
    const fills = new Set([...container.querySelectorAll('rect[fill]')].map((r) => r.getAttribute('fill')));
    expect([...fills].sort()).toEqual(['#13a10e', '#637cef']);
    expect(container.innerHTML).not.toContain('qualitative.');
  });

  it('repeats the numbers in a table for screen readers', () => {
    render(<BerakhirChart data={data} />);
    const table = screen.getByRole('table', { name: /berakhir per bulan/i });
    const row = within(table).getByRole('row', { name: /Desember 2026/ });
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['4', '1']);
  });
});
