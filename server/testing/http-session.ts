/**
 * Test support: one simulated browser speaking HTTP to the embedded server, with its own cookie
 * jar, and its WebSocket opened with the same cookies.
 */
import { CookieJar } from '@domain/protocol/cookie-jar';
import { TestClient } from '../realtime/test-harness';

export type HttpAnswer = { status: number; headers: Headers; text: string; json: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read answers field by field; their assertions check the shape

export type HttpRequest = {
  method?: string;
  /** Sent as JSON with Content-Type: application/json. */
  json?: unknown;
  body?: string | Uint8Array;
  headers?: Record<string, string>;
};

export class HttpSession {
  private readonly jar = new CookieJar();

  constructor(readonly baseUrl: string) {}

  /** The `Cookie` header this browser sends (empty when it holds none). */
  cookieHeader(): string {
    return this.jar.header();
  }

  async request(path: string, init: HttpRequest = {}): Promise<HttpAnswer> {
    const headers: Record<string, string> = { ...init.headers };
    let body: string | Uint8Array<ArrayBuffer> | undefined = typeof init.body === 'string' || init.body === undefined ? init.body : new Uint8Array(init.body);
    if (init.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(init.json);
    }
    // A cookie given by the test wins, so a test can replay an old one.
    if (this.jar.header()) headers.cookie ??= this.jar.header();
    const send = () => fetch(this.baseUrl + path, { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, body, redirect: 'manual' });
    let res: Response;
    try {
      res = await send();
    } catch (error) {
      // A kept-alive connection the server closed for idleness just as the request went out (a
      // slow, loaded machine): the server never read it, so sending it again is the same request.
      if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw error;
      res = await send();
    }
    this.jar.store(res.headers.getSetCookie());
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, text, json };
  }

  post(path: string, json: unknown): Promise<HttpAnswer> {
    return this.request(path, { method: 'POST', json });
  }

  /** The realtime connection of this browser (resolves after the server's hello). */
  socket(options: { autoPong?: boolean } = {}): Promise<TestClient> {
    const url = this.baseUrl.replace(/^http/, 'ws') + '/ws';
    const headers: Record<string, string> = this.jar.header() ? { cookie: this.jar.header() } : {};
    return TestClient.open(url, headers, options.autoPong ?? true);
  }
}
