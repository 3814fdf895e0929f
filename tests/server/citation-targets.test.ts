import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../src/server/services/citations';
import { createTestServer, type TestServer } from './helpers';
import { loginAll } from './papers-fixtures';

/**
 * A URL lookup passes only public http(s) addresses to the translation service, and never follows
 * a redirect it answers. Nothing here leaves the machine: names resolve through a stub, and the
 * translation service and the "internal" page are loopback servers.
 */
let server: TestServer;
let cookies: Awaited<ReturnType<typeof loginAll>>;
const asked: string[] = [];
let translation: Server;
let internal: Server;

/** Names the stub resolver knows; anything else does not resolve. */
const DNS: Record<string, string[]> = {
  'public.example': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
  'split.example': ['93.184.215.14', '10.0.0.5'],
  'metadata.example': ['169.254.169.254'],
  'mapped.example': ['::ffff:127.0.0.1'],
};

const listen = (s: Server) => new Promise<number>((resolve) => s.listen(0, '127.0.0.1', () => resolve((s.address() as AddressInfo).port)));

beforeAll(async () => {
  internal = createServer((_req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify([{ itemType: 'webpage', title: 'Internal secret' }]));
  });
  const internalPort = await listen(internal);
  // The translation service answers a redirect to the internal page for every URL it is given.
  translation = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      asked.push(body);
      res.writeHead(302, { Location: `http://127.0.0.1:${internalPort}/latest/meta-data` }).end();
    });
  });
  const translationPort = await listen(translation);
  server = await createTestServer(
    {},
    { citations: { identifierSearchUrl: 'http://127.0.0.1:1/esearch.fcgi', zoteroUrl: `http://127.0.0.1:${translationPort}`, timeoutMs: 2000, resolveHost: async (host) => DNS[host] ?? Promise.reject(new Error('ENOTFOUND')) } },
  );
  server.setEvs((url, init) => fetch(url, init));
  cookies = await loginAll(server);
});
afterAll(async () => {
  await server.close();
  translation.close();
  internal.close();
});

describe('citation lookup by URL', () => {
  it('refuses loopback, link-local, private, unique-local, unspecified and mapped addresses with 400, and asks the translation service nothing', async () => {
    for (const url of [
      'http://127.0.0.1/admin',
      'http://2130706433/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]:8080/',
      'http://10.1.2.3/',
      'http://192.168.0.1/',
      'http://172.16.5.4/',
      'http://[fd00::1]/',
      'http://[fe80::1]/',
      'http://0.0.0.0/',
      'http://[::]/',
      'http://[::ffff:7f00:1]/',
      'http://split.example/',
      'http://metadata.example/',
      'http://mapped.example/',
      'http://unknown.example/',
    ]) {
      const res = await server.request('GET', '/citations', { cookie: cookies.admin, query: { url } });
      expect(res.status, url).toBe(400);
      expect(res.body.message, url).toBe('url: Only public web addresses (http or https) can be looked up');
    }
    for (const url of ['ftp://public.example/file', 'file:///etc/passwd']) {
      expect((await server.request('GET', '/citations', { cookie: cookies.admin, query: { url } })).status, url).toBe(400);
    }
    expect(asked).toEqual([]);
  });

  it('passes a public URL on and does not follow the redirect the translation service answers', async () => {
    const res = await server.request('GET', '/citations', { cookie: cookies.admin, query: { url: 'https://public.example/article' } });
    expect(asked).toEqual(['https://public.example/article']);
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('Internal secret');
  });

  it('knows public addresses from the others', () => {
    for (const address of ['93.184.215.14', '8.8.8.8', '2606:4700::1111']) expect(isPublicAddress(address), address).toBe(true);
    for (const address of ['127.0.0.1', '10.0.0.1', '100.64.0.1', '169.254.169.254', '::1', '::', 'fc00::1', 'fe80::1', '::ffff:8.8.8.8', '64:ff9b::a00:1', 'not an address']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});
