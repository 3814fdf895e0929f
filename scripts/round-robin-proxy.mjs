#!/usr/bin/env node
// A tiny HTTP reverse proxy that sends each request to the next of several servers in turn, so
// consecutive requests of one browser (even on one keep-alive connection) reach different
// processes. For tests of several server processes behind one port; not for production.
// Usage: node scripts/round-robin-proxy.mjs <listen port> <target port> [<target port>…]
import { createServer, request } from 'node:http';

const [listenPort, ...targets] = process.argv.slice(2).map(Number);
if (!listenPort || targets.length === 0) {
  console.error('usage: round-robin-proxy.mjs <listen port> <target port> [<target port>…]');
  process.exit(1);
}
const host = process.env.HOST ?? '127.0.0.1';
let next = 0;

createServer((incoming, outgoing) => {
  const port = targets[next++ % targets.length];
  const forwarded = request({ host, port, method: incoming.method, path: incoming.url, headers: incoming.headers }, (answer) => {
    outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
    answer.pipe(outgoing);
  });
  forwarded.on('error', (error) => {
    if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
    outgoing.end(`proxy: server on port ${port} failed: ${error.message}`);
  });
  incoming.pipe(forwarded);
}).listen(listenPort, host, () => console.log(`round-robin proxy on http://${host}:${listenPort} -> ${targets.join(', ')}`));
