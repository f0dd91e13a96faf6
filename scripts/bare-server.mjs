// The bare baseline of the benches (bench.mjs, bench-scale.mjs): a node:http server with no
// framework, measured in the same run as the product, so figures read as a share of the machine.
import http from 'node:http';

/** A bare node:http server on a free loopback port that answers every request with the given status, type and body. */
export function bare(status, type, body) {
  return new Promise((resolve) => {
    const server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
        res.end(body);
      });
    });
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}
