// Process: test. Requests sent byte for byte as written (fetch would normalise `..`, `//` and percent-encodings,
// and refuse odd methods or oversized headers), for the security tests of the local service.
import { request } from 'node:http';
import type { TestService } from '../../helpers/local-service';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
}

export function rawRequest(
  service: TestService,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string | Buffer,
): Promise<RawResponse> {
  // Node's client frames neither DELETE nor GET bodies by itself: say how long the body is.
  if (body !== undefined) headers = { 'content-length': String(Buffer.byteLength(body)), ...headers };
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: service.port, method, path, headers, insecureHTTPParser: true },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
      },
    );
    req.on('error', reject);
    if (body !== undefined) req.end(body);
    else req.end();
  });
}
