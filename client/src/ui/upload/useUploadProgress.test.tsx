import { act, renderHook } from '@testing-library/react';
import { ApolloClient, InMemoryCache, gql } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { describe, expect, it, vi } from 'vitest';
import { errorLink } from '../../apollo/links';
import { uploadFetch } from '../../apollo/uploadFetch';
import { FakeXhr, withFakeXhr } from '../../test/fakeXhr';
import { notify } from '../notices';
import { UploadCancelledError, useUploadProgress } from './useUploadProgress';

withFakeXhr();

const UP = gql`
  mutation Up($file: Upload) {
    up(file: $file)
  }
`;

/** An upload through the app's links (error link included), without `silent`: as Tambah Adendum and Ubah Tahapan send theirs. */
const start = async (progress: ReturnType<typeof useUploadProgress>) => {
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.from([errorLink, new UploadHttpLink({ uri: '/graphql', fetch: uploadFetch })]) });
  const file = new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' });
  let result!: Promise<unknown>;
  act(() => {
    result = progress.run((context) => client.mutate({ mutation: UP, variables: { file }, context }));
    result.catch(() => undefined);
  });
  await vi.waitFor(() => expect(FakeXhr.last).not.toBeNull());
  return { result, xhr: FakeXhr.last! };
};

describe('useUploadProgress', () => {
  it('cancel while the file is being sent aborts the request; run rejects with "Unggahan dibatalkan" and no other notice shows', async () => {
    const error = vi.spyOn(notify, 'error');
    const { result: hook } = renderHook(() => useUploadProgress());
    const { result, xhr } = await start(hook.current);
    act(() => xhr.progress(30, 100));
    expect(hook.current.percent).toBe(30);

    let cancelled = false;
    act(() => {
      cancelled = hook.current.cancel();
    });
    expect(cancelled).toBe(true);
    expect(xhr.aborted).toBe(true);
    await expect(result).rejects.toBeInstanceOf(UploadCancelledError);
    await expect(result).rejects.toThrow('Unggahan dibatalkan');
    // the error link says nothing of the aborted request ("The operation was aborted.")
    expect(error).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(hook.current.uploading).toBe(false));
  });

  it('once the file is sent nothing is cancelled: the server may be storing it', async () => {
    const { result: hook } = renderHook(() => useUploadProgress());
    const { result, xhr } = await start(hook.current);
    act(() => xhr.sent());
    expect(hook.current.processing).toBe(true);
    expect(hook.current.dialogProps(() => undefined)).toMatchObject({ submitting: true, closeDisabled: true });

    let cancelled = true;
    act(() => {
      cancelled = hook.current.cancel();
    });
    expect(cancelled).toBe(false);
    expect(xhr.aborted).toBe(false);
    await act(async () => xhr.respond({ data: { up: true } }));
    await expect(result).resolves.toMatchObject({ data: { up: true } });
    expect(hook.current.processing).toBe(false);
  });

  it('leaving the screen while the file is being sent cancels it', async () => {
    const { result: hook, unmount } = renderHook(() => useUploadProgress());
    const { result, xhr } = await start(hook.current);
    unmount();
    expect(xhr.aborted).toBe(true);
    await expect(result).rejects.toBeInstanceOf(UploadCancelledError);
  });

  it('closing through dialogProps cancels, then closes', async () => {
    const { result: hook } = renderHook(() => useUploadProgress());
    const { result, xhr } = await start(hook.current);
    const onClose = vi.fn();
    act(() => hook.current.dialogProps(onClose).onClose());
    expect(xhr.aborted).toBe(true);
    expect(onClose).toHaveBeenCalled();
    await expect(result).rejects.toBeInstanceOf(UploadCancelledError);
  });
});
