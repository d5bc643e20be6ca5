/**
 * A `fetch` for apollo-upload-client that can report upload progress (fetch cannot). An operation asks for
 * it through its context: `context: { fetchOptions: { onProgress } }` (see `uploadProgressContext`); the
 * upload link spreads `context.fetchOptions` into the init it passes here. Requests without `onProgress`
 * go through the real `fetch` untouched.
 */

export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** Total bytes of the request body; 0 when the browser cannot tell. */
  total: number;
  /** 0–100, rounded down; 100 only once the whole body is sent. */
  percent: number;
}

export type ProgressListener = (progress: UploadProgress) => void;

export interface ProgressRequestInit extends RequestInit {
  onProgress?: ProgressListener;
}

export const toPercent = (loaded: number, total: number): number =>
  total > 0 ? Math.min(100, Math.max(0, Math.floor((loaded / total) * 100))) : 0;

/** Headers of an XHR response, from `getAllResponseHeaders()` ("name: value\r\n" lines). */
export const parseResponseHeaders = (raw: string): Headers => {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const i = line.indexOf(':');
    if (i <= 0) continue;
    try {
      headers.append(line.slice(0, i).trim(), line.slice(i + 1).trim());
    } catch {
      // a header name the Headers class refuses: not one Apollo reads
    }
  }
  return headers;
};

const NULL_BODY_STATUS = new Set([101, 204, 205, 304]);

const abortError = (): Error => {
  try {
    return new DOMException('The operation was aborted.', 'AbortError');
  } catch {
    const e = new Error('The operation was aborted.');
    e.name = 'AbortError';
    return e;
  }
};

/** `fetch` over XMLHttpRequest, reporting `upload.onprogress` to `init.onProgress`. */
export const xhrFetch = (input: RequestInfo | URL, init: ProgressRequestInit = {}): Promise<Response> =>
  new Promise<Response>((resolve, reject) => {
    const { onProgress, signal } = init;
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    xhr.open(init.method ?? 'GET', url, true);
    xhr.withCredentials = init.credentials === 'include';
    new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.responseType = 'text';

    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);

    if (onProgress) {
      let last = { loaded: 0, total: 0 };
      xhr.upload.onprogress = (e) => {
        last = { loaded: e.loaded, total: e.lengthComputable ? e.total : 0 };
        onProgress({ ...last, percent: toPercent(last.loaded, last.total) });
      };
      xhr.upload.onload = () => {
        const total = last.total || last.loaded;
        onProgress({ loaded: total, total, percent: 100 });
      };
    }
    xhr.onload = () => {
      done();
      const status = xhr.status;
      const body = NULL_BODY_STATUS.has(status) ? null : xhr.responseText;
      resolve(new Response(body, { status, statusText: xhr.statusText, headers: parseResponseHeaders(xhr.getAllResponseHeaders()) }));
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError('Failed to fetch'));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });

/** The upload link's fetch: XHR when the operation asked for progress, the real fetch otherwise. */
export const uploadFetch: typeof fetch = (input, init) => {
  const progressInit = init as ProgressRequestInit | undefined;
  if (typeof progressInit?.onProgress === 'function') return xhrFetch(input, progressInit);
  return fetch(input, init);
};

/**
 * Operation context that makes the upload link report progress to `listener`; aborting `signal` aborts the
 * request (the upload link links it to its own AbortController, and xhrFetch aborts the XHR).
 */
export const uploadProgressContext = (listener: ProgressListener, signal?: AbortSignal) => ({ fetchOptions: { onProgress: listener, signal } });
