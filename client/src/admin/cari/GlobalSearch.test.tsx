import { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LazyRichTextEditor } from '../../ui/richtext/LazyRichTextEditor';
import { GlobalSearch } from './GlobalSearch';

const ctrlK = (target: Element) => fireEvent.keyDown(target, { key: 'k', ctrlKey: true });
/** Lets the lazily loaded search dialog show, had it been opened. */
const settle = () => act(() => new Promise((r) => setTimeout(r, 100)));
const searchDialog = () => screen.queryByRole('dialog', { name: 'Pencarian' });

describe('the search shortcut', () => {
  beforeAll(() => import('./CariDialog'));
  afterEach(() => vi.restoreAllMocks());

  it('leaves Ctrl+K to the rich-text editor (Sisipkan Tautan) and other editable text', async () => {
    render(
      <MockedProvider>
        <MemoryRouter>
          <GlobalSearch />
          <LazyRichTextEditor aria-label="Isi" defaultValue="<p>teks</p>" onChange={() => {}} />
          <div contentEditable aria-label="Catatan" role="textbox" />
        </MemoryRouter>
      </MockedProvider>,
    );
    ctrlK(await screen.findByRole('textbox', { name: 'Isi' }, { timeout: 5000 }));
    expect(await screen.findByRole('dialog', { name: 'Sisipkan Tautan' })).toBeTruthy();
    await settle();
    expect(searchDialog()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Batal' }));

    ctrlK(screen.getByRole('textbox', { name: 'Catatan' }));
    await settle();
    expect(searchDialog()).toBeNull();

    // anywhere else it opens the search
    ctrlK(document.body);
    expect(await screen.findByRole('dialog', { name: 'Pencarian' })).toBeTruthy();
  });

  it('on Apple systems leaves Control+K to a text field (delete to the end of the line); ⌘K opens the search', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)');
    render(
      <MockedProvider>
        <MemoryRouter>
          <GlobalSearch />
          <input aria-label="Judul" />
        </MemoryRouter>
      </MockedProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Judul' });
    ctrlK(input);
    await settle();
    expect(searchDialog()).toBeNull();
    fireEvent.keyDown(input, { key: 'k', metaKey: true });
    expect(await screen.findByRole('dialog', { name: 'Pencarian' })).toBeTruthy();
  });

  it('leaves "/" to an open dialog or popup (a date typed in a calendar: 15/12/2026); on the page it opens the search', async () => {
    render(
      <MockedProvider>
        <MemoryRouter>
          <GlobalSearch />
          <div role="dialog" aria-label="Ubah Tahapan">
            <div role="grid" aria-label="Kalender">
              <button type="button">15</button>
            </div>
          </div>
        </MemoryRouter>
      </MockedProvider>,
    );
    fireEvent.keyDown(screen.getByRole('button', { name: '15' }), { key: '/' });
    await settle();
    expect(searchDialog()).toBeNull();
    fireEvent.keyDown(document.body, { key: '/' });
    expect(await screen.findByRole('dialog', { name: 'Pencarian' })).toBeTruthy();
  });
});
