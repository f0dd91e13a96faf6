// The map tiles of the browser journeys: every /{z}/{x}/{y}.png is a 1×1 PNG, served on loopback
// for the whole run (playwright.config.ts starts it beside the app and points MAP_TILE_URL at it),
// so the maps draw offline. /health answers the runner's readiness check.
import { Buffer } from 'node:buffer';
import http from 'node:http';
import process from 'node:process';

const port = Number(process.env.TILE_PORT ?? 3190);
const tile = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

http
  .createServer((req, res) => {
    if (req.url === '/health') return void res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    if (/^\/\d+\/\d+\/\d+\.png$/.test(req.url ?? '')) {
      return void res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=3600' }).end(tile);
    }
    res.writeHead(404).end();
  })
  .listen(port, '127.0.0.1');
