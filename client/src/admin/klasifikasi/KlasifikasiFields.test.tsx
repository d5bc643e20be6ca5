import { useState } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UrusanListDocument } from '../../generated/graphql';
import { KlasifikasiFields } from './KlasifikasiFields';
import { EMPTY_KLASIFIKASI, type KlasifikasiFormValues } from './klasifikasiForm';
import { withoutAnimations } from '../../ui/testing/noAnimations';

withoutAnimations();

const URUSAN = [
  { idUrusan: 1, nama: 'Pendidikan', kelompokText: 'Wajib Pelayanan Dasar' },
  { idUrusan: 3, nama: 'Pekerjaan Umum dan Penataan Ruang', kelompokText: 'Wajib Pelayanan Dasar' },
  { idUrusan: 9, nama: 'Tenaga Kerja', kelompokText: 'Wajib Non Pelayanan Dasar' },
].map((u) => ({ __typename: 'Urusan', ...u }));

/** The fields with the form's state; `values` records every value the form was given. */
const renderFields = (initial: KlasifikasiFormValues = EMPTY_KLASIFIKASI, message?: string) => {
  const values: KlasifikasiFormValues[] = [];
  const Form = () => {
    const [value, setValue] = useState(initial);
    return (
      <KlasifikasiFields
        value={value}
        onChange={(next) => {
          values.push(next);
          setValue(next);
        }}
        field={(name) => (name === 'idUrusan' && message ? { validationMessage: message } : {})}
        required
      />
    );
  };
  render(
    <MockedProvider mocks={[{ request: { query: UrusanListDocument }, result: { data: { urusanList: URUSAN } } }]}>
      <Form />
    </MockedProvider>,
  );
  return values;
};

describe('KlasifikasiFields: Urusan Pemerintahan', () => {
  it('is a combobox with a multi-selectable listbox of options, filtered by the typed text anywhere in the name', async () => {
    renderFields({ ...EMPTY_KLASIFIKASI, idUrusan: [1] });
    const input = screen.getByRole('combobox', { name: /^Urusan Pemerintahan/ });
    await userEvent.click(input);
    const listbox = await screen.findByRole('listbox', { name: /^Urusan Pemerintahan/ });
    expect(listbox.getAttribute('aria-multiselectable')).toBe('true');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(listbox.querySelector('[role=menuitemcheckbox], [aria-checked]')).toBeNull();
    expect(within(listbox).getAllByRole('option').map((o) => [o.textContent, o.getAttribute('aria-selected')])).toEqual([
      ['Pendidikan', 'true'],
      ['Pekerjaan Umum dan Penataan Ruang', 'false'],
      ['Tenaga Kerja', 'false'],
    ]);

    await userEvent.type(input, 'PEK');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['Pekerjaan Umum dan Penataan Ruang']);
    await userEvent.clear(input);
    await userEvent.type(input, 'kerja');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['Pekerjaan Umum dan Penataan Ruang', 'Tenaga Kerja']);
    await userEvent.type(input, 'xyz');
    expect(within(listbox).getByRole('option').textContent).toBe('Tidak ada urusan yang cocok');

    // closed: the typed text goes, every option is back
    await userEvent.keyboard('{Escape}');
    expect((input as HTMLInputElement).value).toBe('');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('chooses with the keyboard, shows the chosen ones as tags and removes them with the keyboard', async () => {
    const values = renderFields({ ...EMPTY_KLASIFIKASI, idUrusan: [1] });
    const input = screen.getByRole('combobox', { name: /^Urusan Pemerintahan/ });
    await screen.findByRole('button', { name: 'Hapus Pendidikan' });
    input.focus();
    await userEvent.keyboard('pek');
    expect(screen.getByRole('option', { name: 'Pekerjaan Umum dan Penataan Ruang' }).getAttribute('aria-selected')).toBe('false');
    await userEvent.keyboard('{Enter}');
    expect(values.at(-1)?.idUrusan).toEqual([1, 3]);
    expect(screen.getByRole('option', { name: 'Pekerjaan Umum dan Penataan Ruang' }).getAttribute('aria-selected')).toBe('true');
    // Enter again takes it back out
    await userEvent.keyboard('{Enter}');
    expect(values.at(-1)?.idUrusan).toEqual([1]);
    await userEvent.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    // the arrows open the list and move down it
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Pekerjaan Umum dan Penataan Ruang' }).id);
    await userEvent.keyboard('{Enter}{Escape}');
    expect(values.at(-1)?.idUrusan).toEqual([1, 3]);

    const tags = screen.getByRole('toolbar', { name: 'Urusan Pemerintahan terpilih' });
    expect(within(tags).getAllByRole('button').map((b) => b.textContent)).toEqual(['Pendidikan', 'Pekerjaan Umum dan Penataan Ruang']);
    screen.getByRole('button', { name: 'Hapus Pendidikan' }).focus();
    await userEvent.keyboard('{Delete}');
    expect(values.at(-1)?.idUrusan).toEqual([3]);
    screen.getByRole('button', { name: 'Hapus Pekerjaan Umum dan Penataan Ruang' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(values.at(-1)?.idUrusan).toEqual([]);
    expect(screen.queryByRole('toolbar', { name: 'Urusan Pemerintahan terpilih' })).toBeNull();
    expect(document.activeElement).toBe(input);
  });

  it('shows the validation message under the field', () => {
    renderFields(EMPTY_KLASIFIKASI, 'Pilih minimal satu Urusan Pemerintahan');
    expect(screen.getByText('Pilih minimal satu Urusan Pemerintahan')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^Urusan Pemerintahan/ }).getAttribute('aria-invalid')).toBe('true');
  });
});
