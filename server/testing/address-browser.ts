/**
 * Test support: a browser calling the embedded server from a loopback address of its choosing
 * (127.0.0.2, 127.0.0.3, ...), so a test can send requests from many client addresses as the
 * server sees them on its socket. Keeps its cookies like `HttpSession`.
 */
import { request } from 'node:http';
import { CookieJar } from '@domain/protocol/cookie-jar';

export type AddressAnswer = { status: number; json: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read answers field by field

export class AddressBrowser {
  private readonly jar = new CookieJar();

  constructor(
    readonly baseUrl: string,
    readonly address: string,
  ) {}

  /** The same browser (its cookies) calling from another address, as a laptop that moved. */
  movedTo(address: string): AddressBrowser {
    const moved = new AddressBrowser(this.baseUrl, address);
    moved.jar.store(this.jar.header() ? this.jar.header().split('; ') : []);
    return moved;
  }

  post(path: string, json: unknown): Promise<AddressAnswer> {
    const body = JSON.stringify(json);
    const headers: Record<string, string> = { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) };
    if (this.jar.header()) headers.cookie = this.jar.header();
    return new Promise((resolve, reject) => {
      const req = request(this.baseUrl + path, { method: 'POST', headers, localAddress: this.address, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const setCookie = res.headers['set-cookie'];
          if (setCookie) this.jar.store(setCookie);
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : undefined });
        });
      });
      req.on('error', reject);
      req.end(body);
    });
  }
}
