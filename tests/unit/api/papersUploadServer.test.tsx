import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPapersClient } from '../../../src/api/papersClient';

/*
 * The XMLHttpRequest upload path against a real HTTP server, through jsdom's own XMLHttpRequest:
 * multipart body, CSRF header, credentials and answers as the server sends them. jsdom reports no
 * computable length for a FormData body, so the progress figures themselves are checked with the
 * scripted request in papersUpload.test.ts.
 */

const paperUuid = '00000000-0000-4000-8000-000000000001';
let server: Server;
let baseUrl: string;
const received: { path: string; bytes: number; contentType: string; csrf: string | undefined }[] = [];

async function readBytes(request: IncomingMessage): Promise<number> {
  let bytes = 0;
  for await (const chunk of request) bytes += (chunk as Buffer).length;
  return bytes;
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    // jsdom enforces CORS for the test page's origin, as a browser would.
    response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
    response.setHeader('Access-Control-Allow-Credentials', 'true');
    response.setHeader('Access-Control-Allow-Headers', 'X-Requested-With, Accept');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    const bytes = await readBytes(request);
    received.push({ path: request.url ?? '', bytes, contentType: String(request.headers['content-type']), csrf: request.headers['x-requested-with'] as string | undefined });
    if (request.url?.includes('too-large')) {
      response.writeHead(413, { 'Content-Type': 'application/json' }).end(JSON.stringify({ status: 'error', code: 'E_TOO_LARGE', message: 'File is too large' }));
      return;
    }
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ status: 'success', message: `${bytes} bytes received`, files: [] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('uploadPaperFiles with progress, on a real server', () => {
  it('sends the files as multipart with the CSRF header and resolves with the answer', async () => {
    const papers = createPapersClient({ baseUrl });
    const file = new File([new Uint8Array(256 * 1024).fill(7)], 'figure.png', { type: 'image/png' });
    const progress: [number, number][] = [];
    const answer = await papers.uploadPaperFiles(paperUuid, [file], [], { onProgress: (loaded, total) => progress.push([loaded, total]) });
    const request = received.at(-1)!;
    expect(request.path).toBe(`/api/papers/${paperUuid}/files`);
    expect(request.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.csrf).toBe('sourcebench');
    expect(request.bytes).toBeGreaterThan(file.size);
    expect(answer.message).toBe(`${request.bytes} bytes received`);
    // Whatever was reported never exceeds the body.
    for (const [loaded, total] of progress) expect(loaded).toBeLessThanOrEqual(total);
  });

  it("rejects with the server's refusal", async () => {
    const papers = createPapersClient({ baseUrl: `${baseUrl}/too-large` });
    const file = new File(['x'], 'a.pdf', { type: 'application/pdf' });
    await expect(papers.uploadFiles(paperUuid, [file], { onProgress: () => {} })).rejects.toMatchObject({ status: 413, message: 'File is too large' });
  });
});
