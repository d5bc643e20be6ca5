import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Paging, isPagingVisible, pageWindow } from './Paging';
import { withoutAnimations } from './testing/noAnimations';

withoutAnimations();

describe('Paging', () => {
  it('is shown only when the total is above 20', () => {
    expect(isPagingVisible(0)).toBe(false);
    expect(isPagingVisible(20)).toBe(false);
    expect(isPagingVisible(21)).toBe(true);
    expect(isPagingVisible(20, 50)).toBe(false);
    expect(isPagingVisible(15, 10)).toBe(true);
  });

  it('renders nothing for 20 items and a navigation for 21', () => {
    const { rerender } = render(<Paging total={20} page={1} limit={20} onChange={() => {}} />);
    expect(screen.queryByRole('navigation', { name: 'Paginasi' })).toBeNull();
    rerender(<Paging total={21} page={1} limit={20} onChange={() => {}} />);
    expect(screen.getByRole('navigation', { name: 'Paginasi' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Halaman 2' })).toBeTruthy();
  });

  it('moves between pages and resets to page 1 on a new page size', () => {
    const onChange = vi.fn();
    render(<Paging total={95} page={2} limit={20} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    expect(onChange).toHaveBeenLastCalledWith(3, 20);
    fireEvent.click(screen.getByRole('button', { name: 'Halaman sebelumnya' }));
    expect(onChange).toHaveBeenLastCalledWith(1, 20);
    fireEvent.click(screen.getByRole('button', { name: 'Halaman 5' }));
    expect(onChange).toHaveBeenLastCalledWith(5, 20);
    fireEvent.change(screen.getByRole('combobox', { name: 'Jumlah per halaman' }), { target: { value: '50' } });
    expect(onChange).toHaveBeenLastCalledWith(1, 50);
  });

  it('offers the page sizes 10, 20, 30 and 50', () => {
    render(<Paging total={100} page={1} limit={20} onChange={() => {}} />);
    const options = screen.getAllByRole('option').map((o) => (o as HTMLOptionElement).value);
    expect(options).toEqual(['10', '20', '30', '50']);
  });

  it('disables previous on the first page and next on the last', () => {
    render(<Paging total={41} page={3} limit={20} onChange={() => {}} />);
    expect((screen.getByRole('button', { name: 'Halaman berikutnya' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Halaman 3' }).getAttribute('aria-current')).toBe('page');
  });

  it('keeps a short window of page numbers with gaps', () => {
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 0, 20]);
    expect(pageWindow(10, 20)).toEqual([1, 0, 9, 10, 11, 0, 20]);
    expect(pageWindow(20, 20)).toEqual([1, 0, 16, 17, 18, 19, 20]);
  });
});
