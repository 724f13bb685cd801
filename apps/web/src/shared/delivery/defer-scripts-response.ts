import type { ServerResponse } from 'node:http';
import { StringDecoder } from 'node:string_decoder';
import { createScriptDeferral, type ScriptDeferral } from './paint-first';

type WriteCallback = (error?: Error | null) => void;
type Write = (chunk: unknown, encoding?: unknown, callback?: unknown) => boolean;
type End = (chunk?: unknown, encoding?: unknown, callback?: unknown) => ServerResponse;

function isHtml(res: ServerResponse): boolean {
  const type = res.getHeader('content-type');
  return typeof type === 'string' && type.toLowerCase().startsWith('text/html');
}

function asBuffer(chunk: unknown, encoding: unknown): Buffer | null {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
  if (typeof chunk === 'string') {
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  }
  return null;
}

function callbackOf(encoding: unknown, callback: unknown): WriteCallback | undefined {
  if (typeof encoding === 'function') return encoding as WriteCallback;
  if (typeof callback === 'function') return callback as WriteCallback;
  return undefined;
}

/**
 * Makes one response's HTML paint before its scripts run (./paint-first.ts): every write of an
 * HTML body (decided by its content type when the first byte or the headers go out) passes
 * through the streaming rewriter; anything else passes untouched. The rewrite changes the
 * length, so an HTML response loses its Content-Length and is sent chunked. Installed on top of
 * the response's compression, so the rewriter sees the text and the client gets it compressed.
 */
export function deferScriptsInResponse(res: ServerResponse): void {
  const write = res.write.bind(res) as Write;
  const end = res.end.bind(res) as End;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  /** Decided once, at the headers: null until then. */
  let deferral: ScriptDeferral | null | undefined;
  const decoder = new StringDecoder('utf8');

  const decide = (): ScriptDeferral | null => {
    if (deferral !== undefined) return deferral;
    deferral = !res.headersSent && isHtml(res) ? createScriptDeferral() : null;
    if (deferral) res.removeHeader('content-length');
    return deferral;
  };

  res.writeHead = (...args: unknown[]) => {
    // writeHead(status[, message][, headers]): headers given here are not on `res` yet.
    const headers = args.find((a, i) => i > 0 && typeof a === 'object' && a !== null);
    if (headers && !Array.isArray(headers)) {
      for (const [name, value] of Object.entries(headers)) {
        if (value !== undefined) res.setHeader(name, value as string | number | string[]);
      }
    }
    decide();
    return writeHead(args[0], ...(typeof args[1] === 'string' ? [args[1]] : []));
  };

  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    const rewriter = decide();
    const bytes = asBuffer(chunk, encoding);
    if (!rewriter || !bytes) return write(chunk, encoding, callback);
    const text = rewriter.write(decoder.write(bytes));
    const done = callbackOf(encoding, callback);
    return done ? write(text, 'utf8', done) : write(text, 'utf8');
  }) as typeof res.write;

  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    const rewriter = decide();
    if (!rewriter) return end(chunk, encoding, callback);
    const done =
      callbackOf(encoding, callback) ?? (typeof chunk === 'function' ? chunk : undefined);
    const bytes = typeof chunk === 'function' ? null : asBuffer(chunk, encoding);
    const text =
      (bytes ? rewriter.write(decoder.write(bytes)) : '') + rewriter.write(decoder.end());
    const rest = text + rewriter.end();
    return done ? end(rest, 'utf8', done) : end(rest, 'utf8');
  }) as typeof res.end;
}
