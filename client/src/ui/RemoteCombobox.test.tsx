import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RemoteCombobox, type UseRemoteOptions } from './RemoteCombobox';
import { withoutAnimations } from './testing/noAnimations';

withoutAnimations();

const OPTIONS = [
  { id: 1, label: 'MOU/2024/LAMA-007', secondary: 'Kesepakatan Lama' },
  { id: 2, label: 'MOU/2026/001', secondary: 'Kesepakatan Baru' },
];
const searches: string[] = [];
const useOptions: UseRemoteOptions = (search) => {
  searches.push(search);
  return { options: OPTIONS.filter((o) => o.label.toLowerCase().includes(search.toLowerCase())), loading: false };
};

describe('RemoteCombobox', () => {
  it('searches case-insensitively, reports the picked option and never offers the excluded id', async () => {
    const onChange = vi.fn();
    render(<RemoteCombobox aria-label="Kesepakatan" value={null} onChange={onChange} useOptions={useOptions} exclude={2} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Kesepakatan' }), { target: { value: 'mou' } });
    await vi.waitFor(() => expect(searches).toContain('mou'));
    expect(screen.queryByRole('option', { name: /MOU\/2026\/001/ })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: /LAMA-007/ }));
    expect(onChange).toHaveBeenLastCalledWith(OPTIONS[0]);
  });

  it('has one Tab stop, and its chevron an Indonesian name', () => {
    render(<RemoteCombobox aria-label="Kesepakatan" value={null} onChange={() => {}} useOptions={useOptions} />);
    const chevron = screen.getByRole('button', { name: /Buka pilihan/ });
    expect(chevron.getAttribute('tabindex')).toBe('-1');
    expect(screen.queryByRole('button', { name: /^Open/ })).toBeNull();
  });

  it('clears the choice when the text is edited', () => {
    const onChange = vi.fn();
    render(<RemoteCombobox aria-label="Kesepakatan" value={OPTIONS[1]} onChange={onChange} useOptions={useOptions} />);
    const input = screen.getByRole('combobox') as HTMLInputElement;
    expect(input.value).toBe('MOU/2026/001');
    fireEvent.change(input, { target: { value: 'MOU/2026' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
