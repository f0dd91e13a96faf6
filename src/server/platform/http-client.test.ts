import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchOutbound, httpClient, isPrivateAddress, OutboundError, type OutboundFailure } from './http-client';

let server: http.Server;
let base: string;
const seen: { method: string; url: string; authorization?: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push({ method: req.method!, url: req.url!, authorization: req.headers.authorization });
    const url = new URL(req.url!, 'http://x');
    if (url.pathname === '/json') return void res.setHeader('content-type', 'application/json').end('{"ok":true}');
    if (url.pathname === '/hop') return void res.writeHead(302, { location: '/json' }).end();
    if (url.pathname === '/see-other') return void res.writeHead(303, { location: '/json' }).end();
    if (url.pathname === '/loop') return void res.writeHead(307, { location: '/loop' }).end();
    if (url.pathname === '/to-metadata') {
      return void res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    }
    if (url.pathname === '/to-other-host') {
      return void res.writeHead(302, { location: `http://localhost:${port()}/json` }).end();
    }
    if (url.pathname === '/big') return void res.end('x'.repeat(2000));
    if (url.pathname === '/big-chunked') {
      res.write('x'.repeat(600));
      res.write('x'.repeat(600));
      return void res.end();
    }
    if (url.pathname === '/slow') return; // never answers
    res.writeHead(404).end('no');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${port()}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
const port = () => (server.address() as AddressInfo).port;

const local = httpClient({ allowHosts: ['127.0.0.1'] });

async function failure(call: Promise<unknown>): Promise<{ reason: OutboundFailure; message: string }> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OutboundError);
  return { reason: (error as OutboundError).reason, message: (error as OutboundError).message };
}

describe('the outbound HTTP client', () => {
  it('calls an allowed local server and reads its answer', async () => {
    const res = await local.fetch(`${base}/json`);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await local.fetch(`${base}/nowhere`)).ok).toBe(false);
  });

  it('refuses plain http, and loopback, private, link-local and metadata addresses, by default', async () => {
    expect(await failure(fetchOutbound(`${base}/json`))).toMatchObject({ reason: 'scheme' });
    for (const address of [
      'https://127.0.0.1/',
      'https://10.1.2.3/',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://[::ffff:a9fe:a9fe]/',
      'https://0.0.0.0/',
    ]) {
      expect(await failure(fetchOutbound(address)), address).toMatchObject({ reason: 'address' });
    }
    expect(await failure(fetchOutbound('ftp://example.com/'))).toMatchObject({ reason: 'scheme' });
  });

  it('refuses a name when any of its addresses is private', async () => {
    const lookup = async (host: string) => (host === 'mixed.example' ? ['93.184.216.34', '10.0.0.5'] : ['fd00::1']);
    expect(await failure(fetchOutbound('https://mixed.example/', {}, { lookup }))).toMatchObject({
      reason: 'address',
      message: 'mixed.example is not a public address',
    });
    expect(await failure(fetchOutbound('https://v6.example/', {}, { lookup }))).toMatchObject({ reason: 'address' });
    expect(await failure(fetchOutbound('https://localhost/'))).toMatchObject({ reason: 'address' });
  });

  it('tells private from public addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '0.0.0.0',
      '::',
      '::1',
      'fe80::1',
      'fc00::1',
      'ff02::1',
      '::ffff:10.0.0.1',
      '::ffff:7f00:1',
      '64:ff9b::a9fe:a9fe',
      'not-an-address',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8', '172.32.0.1']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('follows redirects by hand, checking every hop, up to the limit', async () => {
    seen.length = 0;
    const res = await local.fetch(`${base}/hop`, { headers: { authorization: 'Bearer k' } });
    expect(res.json()).toEqual({ ok: true });
    expect(res.url).toBe(`${base}/json`);
    expect(seen.map((s) => s.url)).toEqual(['/hop', '/json']);
    expect(seen[1]!.authorization).toBe('Bearer k'); // same origin: the credentials go along

    seen.length = 0;
    const posted = await local.fetch(`${base}/see-other`, { method: 'POST', body: '{}' });
    expect(posted.status).toBe(200);
    expect(seen.map((s) => s.method)).toEqual(['POST', 'GET']);

    expect(await failure(local.fetch(`${base}/loop`))).toMatchObject({
      reason: 'redirects',
      message: 'More than 5 redirects',
    });
    expect(
      await failure(fetchOutbound(`${base}/loop`, {}, { allowHosts: ['127.0.0.1'], maxRedirects: 1 })),
    ).toMatchObject({
      reason: 'redirects',
    });
    // A hop to the metadata address (or any host not allowed) is refused before it is called.
    expect(await failure(local.fetch(`${base}/to-metadata`))).toMatchObject({ reason: 'scheme' });
    expect(await failure(local.fetch(`${base}/to-other-host`))).toMatchObject({ reason: 'scheme' });
  });

  it('drops the credentials when a redirect leaves the origin', async () => {
    seen.length = 0;
    const both = httpClient({ allowHosts: ['127.0.0.1', 'localhost'] });
    await both.fetch(`${base}/to-other-host`, { headers: { authorization: 'Bearer k' } });
    expect(seen.map((s) => s.authorization)).toEqual(['Bearer k', undefined]);
  });

  it('stops reading past the size limit, declared or streamed', async () => {
    const small = { allowHosts: ['127.0.0.1'], maxBytes: 1000 };
    expect(await failure(fetchOutbound(`${base}/big`, {}, small))).toMatchObject({
      reason: 'size',
      message: 'The answer is larger than 1000 bytes',
    });
    expect(await failure(fetchOutbound(`${base}/big-chunked`, {}, small))).toMatchObject({ reason: 'size' });
    expect((await fetchOutbound(`${base}/big`, {}, { ...small, maxBytes: 2000 })).body.length).toBe(2000);
  });

  it('gives up at the deadline', async () => {
    const started = Date.now();
    expect(await failure(fetchOutbound(`${base}/slow`, {}, { allowHosts: ['127.0.0.1'], timeoutMs: 200 }))).toEqual({
      reason: 'timeout',
      message: 'No answer within 200 ms',
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
