// Process: service. The one request body parser: application/json in UTF-8 only (other types 415, other charsets
// 415, bytes that are not UTF-8 400), nesting depth checked on the bytes before JSON.parse (422 naming where), then
// Fastify's own JSON parser with prototype and constructor poisoning refused (400).
import type { FastifyInstance } from 'fastify';
import { HttpError, validationFailed } from './errors';
import { tooDeepAt } from './json-depth';

/** Containers inside containers; the deepest legitimate body (an item's attributes) needs far fewer. */
export const MAX_JSON_DEPTH = 32;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The charset parameter of a Content-Type header, lower-cased, or undefined. */
function charsetOf(contentType: string | undefined): string | undefined {
  return /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(contentType ?? '')?.[1]?.toLowerCase();
}

export function installJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // Fastify also accepts text/plain by default; the service documents JSON only.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    const charset = charsetOf(req.headers['content-type']);
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8')
      return done(new HttpError(415, `JSON bodies must be UTF-8, not "${charset}".`), undefined);
    const bytes = body as Buffer;
    const deep = tooDeepAt(bytes, MAX_JSON_DEPTH);
    if (deep !== undefined)
      return done(validationFailed([{ field: deep, message: `Nested deeper than ${MAX_JSON_DEPTH} levels.` }]));
    let text: string;
    try {
      text = utf8.decode(bytes);
    } catch {
      return done(new HttpError(400, 'Request body is not valid UTF-8.'), undefined);
    }
    parseJson(req, text, done);
  });
}
