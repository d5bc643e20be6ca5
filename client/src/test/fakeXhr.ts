import { afterEach, beforeEach } from 'vitest';

/** A scripted XMLHttpRequest for the upload transport (apollo/uploadFetch.ts): the test sends progress and the answer. */
export class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  statusText = '';
  responseText = '';
  responseType = '';
  withCredentials = false;
  responseHeaders = 'content-type: application/json\r\n';
  upload: { onprogress: ((e: ProgressEvent) => void) | null; onload: (() => void) | null } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }
  /** The whole body is sent: the browser's `upload.onload`. */
  sent() {
    this.upload.onload?.();
  }
  respond(body: unknown) {
    this.status = 200;
    this.statusText = 'OK';
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
  /** The whole body sent, then the server's answer as it is. */
  answer(status: number, text: string, headers = 'content-type: application/json\r\n') {
    this.sent();
    this.status = status;
    this.statusText = status === 200 ? 'OK' : 'Error';
    this.responseText = text;
    this.responseHeaders = headers;
    this.onload?.();
  }
}

/** Replaces XMLHttpRequest with FakeXhr for the calling file's tests. */
export const withFakeXhr = (): void => {
  const real = globalThis.XMLHttpRequest;
  beforeEach(() => {
    FakeXhr.last = null;
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = real;
  });
};
