import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LazyRichTextEditor } from './LazyRichTextEditor';

const LABELS = [
  'Judul 2',
  'Judul 3',
  'Tebal',
  'Miring',
  'Garis bawah',
  'Daftar berbutir',
  'Daftar bernomor',
  'Kutipan',
  'Kurangi indentasi',
  'Tambah indentasi',
  'Tautan',
];
const INDENT = ['Kurangi indentasi', 'Tambah indentasi'];

const renderEditor = (html: string, onChange = vi.fn()) => {
  render(<LazyRichTextEditor aria-label="Isi" defaultValue={html} onChange={onChange} />);
  return onChange;
};

describe('RichTextEditor', () => {
  it('loads lazily and shows the stored HTML', async () => {
    renderEditor('<h2>Judul</h2><p><strong>tebal</strong> dan <a href="https://kota.go.id">tautan</a></p>');
    const textbox = await screen.findByRole('textbox', { name: 'Isi' }, { timeout: 5000 });
    expect(within(textbox).getByRole('heading', { level: 2 }).textContent).toBe('Judul');
    expect(textbox.querySelector('strong')?.textContent).toBe('tebal');
    expect(within(textbox).getByRole('link').getAttribute('href')).toBe('https://kota.go.id');
  });

  it('has an accessible toolbar with Indonesian labels and pressed states', async () => {
    renderEditor('<p>teks</p>');
    const toolbar = await screen.findByRole('toolbar', { name: 'Format teks' });
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(LABELS);
    const toggles = buttons.filter((b) => !INDENT.includes(b.getAttribute('aria-label')!));
    expect(toggles.every((b) => b.getAttribute('aria-pressed') === 'false')).toBe(true);
    // the indentation buttons only work in a list item
    for (const name of INDENT) expect(within(toolbar).getByRole('button', { name }).getAttribute('aria-disabled')).toBe('true');
    expect(within(toolbar).getByRole('button', { name: 'Tebal' }).getAttribute('aria-keyshortcuts')).toBe('Control+B');
  });

  it('applies a toolbar command and reports the HTML', async () => {
    const onChange = renderEditor('<p>teks</p>');
    fireEvent.click(await screen.findByRole('button', { name: 'Judul 2' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<h2>teks</h2>'));
    expect(screen.getByRole('button', { name: 'Judul 2' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Daftar bernomor' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<ol><li>teks</li></ol>'));
  });

  it('nests a list item from the toolbar and with Tab / Shift+Tab', async () => {
    const onChange = renderEditor('<ul><li>a</li><li>b</li></ul>');
    const toolbar = await screen.findByRole('toolbar', { name: 'Format teks' });
    // any command puts the caret at the end (in "b") when the editor had none; Tebal changes no text here
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Tebal' }));
    const tambah = within(toolbar).getByRole('button', { name: 'Tambah indentasi' });
    await waitFor(() => expect(tambah.getAttribute('aria-disabled')).toBeNull());
    expect(tambah.getAttribute('aria-keyshortcuts')).toBe('Tab');
    fireEvent.click(tambah);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<ul><li>a<ul><li>b</li></ul></li></ul>'));
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Kurangi indentasi' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<ul><li>a</li><li>b</li></ul>'));

    const textbox = screen.getByRole('textbox', { name: 'Isi' });
    expect(fireEvent.keyDown(textbox, { key: 'Tab' })).toBe(false); // handled: the focus stays in the text
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<ul><li>a<ul><li>b</li></ul></li></ul>'));
    expect(fireEvent.keyDown(textbox, { key: 'Tab', shiftKey: true })).toBe(false);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<ul><li>a</li><li>b</li></ul>'));
    // "b" cannot go further out than a paragraph, "a" (first) cannot go in: Tab then moves the focus as usual
    expect(fireEvent.keyDown(textbox, { key: 'Tab', shiftKey: true })).toBe(false);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<ul><li>a</li></ul><p>b</p>'));
    expect(fireEvent.keyDown(textbox, { key: 'Tab' })).toBe(true);
    expect(fireEvent.keyDown(textbox, { key: 'Tab', shiftKey: true })).toBe(true);
  });

  it('asks for a link address and refuses javascript:', async () => {
    const onChange = renderEditor('<p>teks</p>');
    fireEvent.click(await screen.findByRole('button', { name: 'Tautan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sisipkan Tautan' });
    fireEvent.change(within(dialog).getByLabelText(/^Alamat tautan/), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Alamat tautan harus diawali http://, https:// atau mailto:')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Alamat tautan/), { target: { value: 'https://kota.go.id' } });
    fireEvent.change(within(dialog).getByLabelText(/^Teks tautan/), { target: { value: 'situs' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith('<p>teks<a href="https://kota.go.id" target="_blank" rel="noopener noreferrer">situs</a></p>'),
    );
  });
});
