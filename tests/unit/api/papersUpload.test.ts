import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/client';
import { createPapersClient } from '../../../src/api/papersClient';

const paperUuid = '00000000-0000-4000-8000-000000000001';
const fileRow = {
  uuid: '00000000-0000-4000-8000-000000000101',
  id: 1,
  name: 'trial.pdf',
  mime_type: 'application/pdf',
  size: 5,
  sha256: 'abc',
  created_at: '2024-01-01T00:00:00.000Z',
  deleted_at: null,
};

/** A stand-in for XMLHttpRequest: records what the client does and lets the test play the network. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();

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
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.events.dispatchEvent(new Event('abort'));
  }

  /** The network side: bytes leave, then the server answers. */
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { loaded, total, lengthComputable }));
  }
  respond(status: number, body: unknown, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.events.dispatchEvent(new Event('load'));
  }
  fail() {
    this.events.dispatchEvent(new Event('error'));
  }
}

function client() {
  FakeXhr.last = undefined;
  const fetch = vi.fn<typeof globalThis.fetch>();
  const papers = createPapersClient({ baseUrl: '/api', fetch, XMLHttpRequest: FakeXhr as unknown as typeof XMLHttpRequest });
  return { papers, fetch };
}

const pdf = () => new File(['%PDF-'], 'trial.pdf', { type: 'application/pdf' });

describe('uploads with progress', () => {
  it('send the multipart body by XMLHttpRequest and report the bytes sent', async () => {
    const { papers, fetch } = client();
    const onProgress = vi.fn();
    const done = papers.uploadPaperFiles(paperUuid, [pdf()], ['00000000-0000-4000-8000-000000000102'], { onProgress });
    const xhr = FakeXhr.last!;
    expect(fetch).not.toHaveBeenCalled();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(`/api/papers/${paperUuid}/files`);
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers['X-Requested-With']).toBe('sourcebench');
    const form = xhr.body as FormData;
    expect(form.get('removeFileUUIDs[0]')).toBe('00000000-0000-4000-8000-000000000102');
    expect((form.get('files[0]') as File).name).toBe('trial.pdf');

    xhr.progress(100, 400);
    xhr.progress(50, 400, false); // a length the browser cannot compute is not reported
    xhr.progress(400, 400);
    expect(onProgress.mock.calls).toEqual([
      [100, 400],
      [400, 400],
    ]);
    xhr.respond(200, { status: 'success', message: '1 file uploaded, 1 removed', files: [fileRow] });
    await expect(done).resolves.toEqual({ status: 'success', message: '1 file uploaded, 1 removed', files: [fileRow] });
  });

  it('POST /files carries the paper and takes the same options', async () => {
    const { papers } = client();
    const onProgress = vi.fn();
    const done = papers.uploadFiles(paperUuid, [pdf()], { onProgress });
    const xhr = FakeXhr.last!;
    expect(xhr.url).toBe('/api/files');
    expect((xhr.body as FormData).get('paperUUID')).toBe(paperUuid);
    xhr.progress(10, 10);
    xhr.respond(200, { status: 'success', message: '1 file uploaded', files: [fileRow] });
    await expect(done).resolves.toMatchObject({ message: '1 file uploaded' });
    expect(onProgress).toHaveBeenCalledWith(10, 10);
  });

  it("turn a refusal into an ApiError with the server's message, code and field", async () => {
    const { papers } = client();
    const done = papers.uploadPaperFiles(paperUuid, [pdf()], [], { onProgress: () => {} });
    FakeXhr.last!.respond(415, { status: 'error', code: 'E_UNSUPPORTED_FILE', message: 'Only PDF, BMP, GIF, JPEG and PNG files can be uploaded', field: 'files' });
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 415, code: 'E_UNSUPPORTED_FILE', message: 'Only PDF, BMP, GIF, JPEG and PNG files can be uploaded', field: 'files' });
  });

  it('fall back to the status text when the answer is not JSON, and report network failures', async () => {
    const { papers } = client();
    const first = papers.uploadFiles(paperUuid, [pdf()], { onProgress: () => {} });
    FakeXhr.last!.respond(502, '<html>Bad gateway</html>', 'Bad Gateway');
    await expect(first).rejects.toMatchObject({ status: 502, code: 'HTTP_502', message: 'Bad Gateway' });

    const second = papers.uploadFiles(paperUuid, [pdf()], { onProgress: () => {} });
    FakeXhr.last!.fail();
    await expect(second).rejects.toMatchObject({ status: 0, code: 'E_NETWORK', message: 'Network error' });
  });

  it('abort when the signal fires, and never start with a signal already aborted', async () => {
    const { papers } = client();
    const controller = new AbortController();
    const done = papers.uploadPaperFiles(paperUuid, [pdf()], [], { onProgress: () => {}, signal: controller.signal });
    const xhr = FakeXhr.last!;
    controller.abort(new DOMException('Closed', 'AbortError'));
    expect(xhr.aborted).toBe(true);
    await expect(done).rejects.toMatchObject({ name: 'AbortError', message: 'Closed' });

    FakeXhr.last = undefined;
    await expect(papers.uploadFiles(paperUuid, [pdf()], { onProgress: () => {}, signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last).toBeUndefined();
  });
});

describe('uploads without progress', () => {
  it('keep using fetch, with the signal as the last argument as before', async () => {
    const { papers, fetch } = client();
    fetch.mockResolvedValue(Response.json({ status: 'success', message: '1 file uploaded', files: [fileRow] }));
    const controller = new AbortController();
    await expect(papers.uploadPaperFiles(paperUuid, [pdf()], [], controller.signal)).resolves.toMatchObject({ message: '1 file uploaded' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`/api/papers/${paperUuid}/files`);
    expect(init?.signal).toBe(controller.signal);
    expect(init?.body).toBeInstanceOf(FormData);
    expect(FakeXhr.last).toBeUndefined();

    fetch.mockResolvedValue(Response.json({ status: 'error', message: 'Paper not found' }, { status: 404 }));
    await expect(papers.uploadFiles(paperUuid, [pdf()], { signal: controller.signal })).rejects.toMatchObject({ status: 404, message: 'Paper not found' });
    expect(fetch.mock.calls[1]![1]?.signal).toBe(controller.signal);
  });
});
