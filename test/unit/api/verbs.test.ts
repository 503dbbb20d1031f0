// Process: test (node). domain/api/endpoints/verbs.ts: each verb sends the spec an endpoint used to spell out,
// and answers with .data.

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seg, verbs } from '../../../domain/api/endpoints/verbs';
import type { Http, RequestSpec } from '../../../domain/api/http';

function recording() {
  const specs: RequestSpec<z.ZodType>[] = [];
  const http = {
    request: async (spec: RequestSpec<z.ZodType>) => {
      specs.push(spec);
      return { data: { ok: spec.method }, headers: new Headers() };
    },
  } as unknown as Http;
  return { specs, v: verbs(http) };
}

describe('verbs', () => {
  it('answers with the parsed body and leaves retrying to http.ts except for PATCH', async () => {
    const { specs, v } = recording();
    const S = z.unknown();
    expect(await v.get('/a', S, { Expand: 'X' })).toEqual({ ok: 'GET' });
    expect(await v.post('/b', [1], S, { bodySchema: S, idempotent: true })).toEqual({ ok: 'POST' });
    expect(await v.put('/c', { x: 1 }, S)).toEqual({ ok: 'PUT' });
    expect(await v.patch('/d', [2], S)).toEqual({ ok: 'PATCH' });
    expect(await v.del('/e', ['id'])).toBeUndefined();
    expect(specs.map((s) => [s.method, s.path, s.body, s.idempotent])).toEqual([
      ['GET', '/a', undefined, undefined],
      ['POST', '/b', [1], true],
      ['PUT', '/c', { x: 1 }, undefined],
      ['PATCH', '/d', [2], false],
      ['DELETE', '/e', ['id'], undefined],
    ]);
    expect(specs[0]!.query).toEqual({ Expand: 'X' });
    expect(specs[1]!.bodySchema).toBe(S);
  });

  it('escapes ids as one path segment', () => {
    expect(seg('a/b c')).toBe('a%2Fb%20c');
  });
});
