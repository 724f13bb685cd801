// @vitest-environment node
import {
  createServer,
  get,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { deferScriptsInResponse } from '../defer-scripts-response';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
const compress = (
  createRequire(import.meta.url)('next/dist/compiled/compression') as () => Middleware
)();

const SCRIPT = '<script src="/_next/static/chunks/a.js" async=""></script>';
const HTML = `<html><head>${SCRIPT}</head><body><h1>Wolves v Spurs</h1></body></html>`;

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** A server answering as Next does (headers set, then the body), behind the web server's steps. */
async function serve(answer: (res: ServerResponse) => void): Promise<string> {
  server = createServer((req, res) => {
    compress(req, res, () => undefined);
    deferScriptsInResponse(res);
    answer(res);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

async function load(url: string, gzip: boolean) {
  const res = await fetch(url, { headers: { 'accept-encoding': gzip ? 'gzip' : 'identity' } });
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

describe('the web server rewrites HTML responses only', () => {
  it('a streamed page, cut inside a script tag, arrives rewritten and compressed', async () => {
    const url = await serve((res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.write(HTML.slice(0, 30));
      setTimeout(() => res.end(HTML.slice(30)), 5);
    });
    // fetch decompresses for us; the raw answer is gzip.
    const { res, body } = await load(url, true);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const text = body.toString('utf8');
    expect(text).not.toContain(SCRIPT);
    expect(text).toContain('.push("/_next/static/chunks/a.js")');
    expect(text).toContain('<h1>Wolves v Spurs</h1>');
  });

  it('a page sent in one piece with a Content-Length loses the length, not a byte', async () => {
    const url = await serve((res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('content-length', Buffer.byteLength(HTML));
      res.end(HTML);
    });
    const { res, body } = await load(url, false);
    expect(res.headers.get('content-length')).toBeNull();
    expect(body.toString('utf8')).toContain('.push("/_next/static/chunks/a.js")');
  });

  it('headers given to writeHead are honoured, and a multi-byte character cut in two survives', async () => {
    const page = `<html><head>${SCRIPT}</head><body><p>Düsseldorf – Köln</p></body></html>`;
    const bytes = Buffer.from(page, 'utf8');
    const cut = bytes.indexOf(Buffer.from('ü')) + 1;
    const url = await serve((res) => {
      res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Length': bytes.length });
      res.write(bytes.subarray(0, cut));
      res.end(bytes.subarray(cut));
    });
    const { res, body } = await load(url, false);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBeNull();
    expect(body.toString('utf8')).toContain('<p>Düsseldorf – Köln</p>');
    expect(body.toString('utf8')).not.toContain(SCRIPT);
  });

  it('scripts, styles and data pass untouched (and keep their length)', async () => {
    // Over the compressor's 1 KB threshold, so it is compressed when asked.
    const js = `document.write('${SCRIPT}');`.repeat(40);
    const url = await serve((res) => {
      res.setHeader('content-type', 'application/javascript');
      res.setHeader('content-length', Buffer.byteLength(js));
      res.end(js);
    });
    const { res, body } = await load(url, false);
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(js)));
    expect(body.toString('utf8')).toBe(js);
    const zipped = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      // node:http, which (unlike fetch) leaves the body as it came.
      get(url, { headers: { 'accept-encoding': 'gzip' } }, (answer) => {
        const parts: Buffer[] = [];
        answer.on('data', (part: Buffer) => parts.push(part));
        answer.on('end', () =>
          resolve({ encoding: answer.headers['content-encoding'], body: Buffer.concat(parts) }),
        );
      }).on('error', reject);
    });
    expect(zipped.encoding).toBe('gzip');
    expect(gunzipSync(zipped.body).toString('utf8')).toBe(js);
  });
});
