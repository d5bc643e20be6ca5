import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePageInRange } from './usePageInRange';

const run = (page: number, limit: number, loaded: { items: readonly unknown[]; total: number } | undefined) => {
  const changePage = vi.fn();
  renderHook(() => usePageInRange({ page, limit, changePage }, loaded));
  return changePage;
};

describe('usePageInRange', () => {
  it('moves an emptied page to the last page that exists', () => {
    // page 2 of 21 rows, one deleted elsewhere: 20 rows fit on page 1 (whose pager is hidden)
    expect(run(2, 20, { items: [], total: 20 })).toHaveBeenCalledWith(1, 20);
    // page 3 at 10 a page, 6 of 25 deleted: 19 rows, page 2 is the last
    expect(run(3, 10, { items: [], total: 19 })).toHaveBeenCalledWith(2, 10);
    expect(run(4, 10, { items: [], total: 0 })).toHaveBeenCalledWith(1, 10);
  });

  it('leaves a page with rows, the first page, and a page still loading alone', () => {
    expect(run(2, 20, { items: [{}], total: 21 })).not.toHaveBeenCalled();
    expect(run(1, 20, { items: [], total: 0 })).not.toHaveBeenCalled();
    expect(run(3, 20, undefined)).not.toHaveBeenCalled();
  });
});
