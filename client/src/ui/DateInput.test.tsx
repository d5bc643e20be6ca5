import { fireEvent, render, screen, within } from '@testing-library/react';
import { FluentProvider } from '@fluentui/react-components';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateInput } from './DateInput';
import { parseTypedDate } from './dateInputParsing';
import { withoutAnimations } from './testing/noAnimations';

withoutAnimations();

function Harness({ initial, onValue }: { initial: string; onValue: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <FluentProvider>
      <DateInput
        aria-label="Tanggal Mulai"
        value={value}
        onChange={(v) => {
          setValue(v);
          onValue(v);
        }}
      />
    </FluentProvider>
  );
}

describe('DateInput', () => {
  it('reads dd/mm/yyyy (and yyyy-mm-dd), refusing dates that do not exist and two-digit years', () => {
    expect(parseTypedDate('05/01/2026')?.toDateString()).toBe(new Date(2026, 0, 5).toDateString());
    expect(parseTypedDate('5-1-2026')?.toDateString()).toBe(new Date(2026, 0, 5).toDateString());
    expect(parseTypedDate('2026-12-01')?.toDateString()).toBe(new Date(2026, 11, 1).toDateString());
    for (const bad of ['31/02/2026', '32/01/2026', '05/01/26', 'kemarin', '']) expect(parseTypedDate(bad), bad).toBeNull();
  });

  it('shows the value as dd/mm/yyyy and gives the form yyyy-mm-dd for a typed date', () => {
    const onValue = vi.fn();
    render(<Harness initial="2026-01-05" onValue={onValue} />);
    const input = screen.getByLabelText('Tanggal Mulai') as HTMLInputElement;
    expect(input.value).toBe('05/01/2026');
    fireEvent.change(input, { target: { value: '17/08/2026' } });
    fireEvent.blur(input);
    expect(onValue).toHaveBeenLastCalledWith('2026-08-17');
    expect(input.value).toBe('17/08/2026');
    // text that is no date keeps the previous date, and the field says why
    fireEvent.change(input, { target: { value: '31/02/2026' } });
    fireEvent.blur(input);
    expect(onValue).toHaveBeenLastCalledWith('2026-08-17');
    expect(screen.getByRole('alert').textContent).toBe('Tanggal tidak dikenali; tulis dd/mm/yyyy.');
    fireEvent.change(input, { target: { value: '18/08/2026' } });
    fireEvent.blur(input);
    expect(onValue).toHaveBeenLastCalledWith('2026-08-18');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names its calendar button in Indonesian, not by the field text', () => {
    render(<Harness initial="" onValue={() => {}} />);
    expect(screen.getByRole('button', { name: 'Buka kalender' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'dd/mm/yyyy' })).toBeNull();
  });

  it('opens an Indonesian calendar whose weeks start on Monday', async () => {
    render(<Harness initial="2026-01-05" onValue={() => {}} />);
    fireEvent.keyDown(screen.getByLabelText('Tanggal Mulai'), { key: 'ArrowDown', altKey: true });
    const grid = (await screen.findAllByRole('grid')).find((g) => within(g).queryAllByRole('columnheader').length > 0)!;
    const heads = within(grid).getAllByRole('columnheader');
    expect(heads.map((h) => h.getAttribute('title') ?? h.getAttribute('aria-label'))).toEqual(['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu']);
    expect(screen.getByText('Januari 2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Bulan berikutnya/ })).toBeTruthy();
  });
});
