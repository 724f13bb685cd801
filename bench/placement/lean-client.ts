/**
 * A lean HTTP/1.1 client for the placement benchmark's load: one keep-alive connection, one
 * request at a time, the request written as one buffer and the answer read by its
 * Content-Length. Node's `http.request` costs about 0.3 ms of CPU a call on this machine — as
 * much as pgbench's whole client and backend per transaction — and the load generator shares
 * the machine's two cores with the platform it measures, so its own cost is kept as small as
 * pgbench keeps its. It speaks only what the platform answers (a status line, headers with
 * Content-Length, a body); anything else fails the request.
 */
import net from 'node:net';

export interface LeanAnswer {
  readonly status: number;
  readonly body: string;
}

const HEAD_END = Buffer.from('\r\n\r\n');

export class LeanConnection {
  private buffered: Buffer = Buffer.alloc(0);
  private waiting: { resolve: (a: LeanAnswer) => void; reject: (e: Error) => void } | null = null;

  private constructor(
    private readonly socket: net.Socket,
    private readonly host: string,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => {
      this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
      this.answer();
    });
    const fail = (error: Error) => {
      const w = this.waiting;
      this.waiting = null;
      w?.reject(error);
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('connection closed')));
  }

  static open(port: number, host = '127.0.0.1'): Promise<LeanConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, host, () => {
        socket.off('error', reject);
        resolve(new LeanConnection(socket, `${host}:${String(port)}`));
      });
      socket.once('error', reject);
    });
  }

  post(path: string, headers: Readonly<Record<string, string>>, body: string): Promise<LeanAnswer> {
    if (this.waiting) return Promise.reject(new Error('one request at a time'));
    let head = `POST ${path} HTTP/1.1\r\nhost: ${this.host}\r\ncontent-type: application/json\r\n`;
    for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
    head += `content-length: ${String(Buffer.byteLength(body))}\r\n\r\n`;
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(head + body);
    });
  }

  close(): void {
    this.socket.destroy();
  }

  private answer(): void {
    const w = this.waiting;
    if (!w) return;
    const end = this.buffered.indexOf(HEAD_END);
    if (end < 0) return;
    const head = this.buffered.toString('latin1', 0, end);
    const status = Number(head.slice(9, 12));
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1];
    if (!Number.isInteger(status) || length === undefined) {
      this.waiting = null;
      w.reject(new Error(`not an answer this client reads: ${head.slice(0, 200)}`));
      return;
    }
    const total = end + HEAD_END.length + Number(length);
    if (this.buffered.length < total) return;
    const body = this.buffered.toString('utf8', end + HEAD_END.length, total);
    this.buffered = this.buffered.subarray(total);
    this.waiting = null;
    w.resolve({ status, body });
  }
}
