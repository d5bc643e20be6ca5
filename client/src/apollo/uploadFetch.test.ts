import { ApolloLink } from '@apollo/client/link';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { ApolloClient, InMemoryCache, gql } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { FakeXhr, withFakeXhr } from '../test/fakeXhr';
import { parseResponseHeaders, toPercent, uploadFetch, uploadProgressContext, xhrFetch, type UploadProgress } from './uploadFetch';

withFakeXhr();

describe('toPercent', () => {
  it('rounds down and clamps', () => {
    expect(toPercent(0, 100)).toBe(0);
    expect(toPercent(499, 1000)).toBe(49);
    expect(toPercent(1000, 1000)).toBe(100);
    expect(toPercent(2000, 1000)).toBe(100);
    expect(toPercent(10, 0)).toBe(0);
  });
});

describe('parseResponseHeaders', () => {
  it('reads XHR header lines', () => {
    const h = parseResponseHeaders('Content-Type: application/json; charset=utf-8\r\nX-Test: a: b\r\n');
    expect(h.get('content-type')).toBe('application/json; charset=utf-8');
    expect(h.get('x-test')).toBe('a: b');
  });
});

describe('xhrFetch', () => {
  it('sends the request, reports progress and resolves with a Response', async () => {
    const seen: UploadProgress[] = [];
    const body = new FormData();
    body.append('operations', '{}');
    const pending = xhrFetch('/graphql', {
      method: 'POST',
      headers: { authorization: 'Bearer t', 'apollo-require-preflight': 'true' },
      body,
      onProgress: (p) => seen.push(p),
    });
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/graphql');
    expect(xhr.headers).toMatchObject({ authorization: 'Bearer t', 'apollo-require-preflight': 'true' });
    expect(xhr.body).toBe(body);
    xhr.progress(250, 1000);
    xhr.progress(750, 1000);
    xhr.answer(200, '{"data":{"ok":true}}');
    const res = await pending;
    expect(seen.map((p) => p.percent)).toEqual([25, 75, 100]);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await res.json()).toEqual({ data: { ok: true } });
  });

  it('rejects with an AbortError when the signal aborts', async () => {
    const controller = new AbortController();
    const pending = xhrFetch('/graphql', { method: 'POST', signal: controller.signal, onProgress: () => undefined });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last!.aborted).toBe(true);
  });

  it('rejects like fetch on a network error', async () => {
    const pending = xhrFetch('/graphql', { method: 'POST', onProgress: () => undefined });
    FakeXhr.last!.onerror?.();
    await expect(pending).rejects.toBeInstanceOf(TypeError);
  });
});

describe('uploadFetch', () => {
  it('uses the real fetch when no progress is asked for', async () => {
    const spy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    await uploadFetch('/graphql', { method: 'POST' });
    expect(spy).toHaveBeenCalledWith('/graphql', { method: 'POST' });
    expect(FakeXhr.last).toBeNull();
  });

  it('reports the progress of an Apollo upload mutation through context.fetchOptions.onProgress', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const client = new ApolloClient({
      cache: new InMemoryCache(),
      link: ApolloLink.from([new UploadHttpLink({ uri: '/graphql', fetch: uploadFetch })]),
    });
    const mutation = gql`
      mutation Up($file: Upload) {
        up(file: $file)
      }
    `;
    const seen: number[] = [];
    const result = client.mutate({
      mutation,
      variables: { file: new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' }) },
      context: uploadProgressContext((p) => seen.push(p.percent)),
    });
    await vi.waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const xhr = FakeXhr.last!;
    expect(xhr.body).toBeInstanceOf(FormData);
    xhr.progress(1, 2);
    xhr.answer(200, '{"data":{"up":true}}');
    expect((await result).data).toEqual({ up: true });
    expect(seen).toEqual([50, 100]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
