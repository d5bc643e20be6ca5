import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { describe, expect, it, vi } from 'vitest';
import { ChatComposer } from './ChatComposer';
import { withoutAnimations } from '../../../ui/testing/noAnimations';

withoutAnimations();

const renderComposer = (onSend = vi.fn(async () => undefined as string | undefined), readOnlyNote?: string) => {
  render(
    <FluentProvider theme={webLightTheme}>
      <ChatComposer onSend={onSend} readOnlyNote={readOnlyNote} />
    </FluentProvider>,
  );
  return { onSend, box: screen.getByRole('textbox', { name: 'Pesan' }) as HTMLTextAreaElement };
};

describe('ChatComposer', () => {
  it('refuses an empty message with the SPEC text', async () => {
    const { onSend, box } = renderComposer();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText('Pesan tidak boleh kosong')).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('counts live and refuses more than 200 characters', async () => {
    const { onSend, box } = renderComposer();
    fireEvent.change(box, { target: { value: 'Halo' } });
    expect(screen.getByText('4/200')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'x'.repeat(201) } });
    expect(screen.getByText('201/200')).toBeTruthy();
    expect(await screen.findByText('Maksimal 200 karakter')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends with Enter (trimmed) and clears; Shift+Enter does not send', async () => {
    const { onSend, box } = renderComposer();
    fireEvent.change(box, { target: { value: '  Halo Admin  ' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('Halo Admin'));
    await waitFor(() => expect(box.value).toBe(''));
  });

  it('keeps the text and shows the server message when sending fails', async () => {
    const { box } = renderComposer(vi.fn(async () => 'Terlalu banyak pesan'));
    fireEvent.change(box, { target: { value: 'Halo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(await screen.findByText('Terlalu banyak pesan')).toBeTruthy();
    expect(box.value).toBe('Halo');
  });

  it('is disabled for read-only viewers', () => {
    const { box } = renderComposer(undefined, 'Anda hanya dapat membaca percakapan ini');
    expect(box.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Kirim' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Anda hanya dapat membaca percakapan ini')).toBeTruthy();
  });
});
