// Process: test. One rule for text: a string holding U+0000 or a lone surrogate is refused with
// 422 naming the field, on every string of every write route (taken from the service's route table); every other
// string, however odd, is stored and returned exactly, including through the item JSON built in SQL.
import { describe, expect, it } from 'vitest';
import { DEMO_STORES, DEMO_VENDORS, demoCatalog } from '../../../service/seed';
import { signedInServicePerFile } from '../../helpers/local-service';
import { type FieldErrors, writeRoutes, writeSamplesPerFile } from './write-samples';

const file = signedInServicePerFile();
const { call } = file;
const samples = writeSamplesPerFile(file);

/** Paths (as the service names fields) of every string in a body, with a setter for each. */
function stringSlots(value: unknown, path = ''): { field: string; set: (root: unknown, v: string) => unknown }[] {
  const out: { field: string; set: (root: unknown, v: string) => unknown }[] = [];
  const walk = (v: unknown, p: string, trail: (string | number)[]) => {
    if (typeof v === 'string') {
      out.push({
        field: p,
        set: (root, text) => {
          const copy = structuredClone(root) as Record<string | number, unknown>;
          let at = copy;
          for (const k of trail.slice(0, -1)) at = at[k] as Record<string | number, unknown>;
          at[trail[trail.length - 1]!] = text;
          return copy;
        },
      });
    } else if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) walk(v[i], `${p}[${i}]`, [...trail, i]);
    } else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) walk(x, p ? `${p}.${k}` : k, [...trail, k]);
  };
  walk(value, path, []);
  return out;
}

describe('strings: refused when they cannot be stored intact', () => {
  it('has a sample for every write route in the route table', () => {
    const missing = writeRoutes(file.service).filter((r) => !samples.has(r));
    expect(missing).toEqual([]);
  });

  it('refuses NUL and lone surrogates in every string field of every write route with 422 naming it', async () => {
    let checked = 0;
    for (const [route, sample] of samples) {
      const method = route.split(' ')[0]!;
      for (const slot of stringSlots(sample.body)) {
        for (const bad of ['a\u0000b', 'a\ud800b', '\udc00']) {
          const res = await call<FieldErrors>(method, sample.path, slot.set(sample.body, bad));
          expect(res.status, `${route} ${slot.field} ${JSON.stringify(bad)}`).toBe(422);
          expect(res.body.errors.map((e) => e.field)).toEqual([slot.field]);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('refuses a NUL in a property name too', async () => {
    const [item] = [...demoCatalog()];
    const res = await call<FieldErrors>('PATCH', '/items', [{ id: item!.id, attributes: { 'k\u0000': 1 } }]);
    expect(res.status).toBe(422);
    expect(res.body.errors[0]!.field).toBe('[0].attributes.k\u0000');
  });
});

describe('strings: everything else comes back exactly', () => {
  const odd = [
    'emoji 🧦 and 👩🏽‍🔧',
    'quotes \' " and \\ backslash',
    'line\nbreak\ttab\r',
    'separators \u2028 \u2029',
    'right-to-left \u202e txet',
    'combining e\u0301 and zero width \u200b',
    '%00 and \\u0000 as plain text',
    '<script>alert(1)</script>',
    "'; DROP TABLE items; --",
  ];

  it('keeps item descriptions, SKUs and attributes through the SQL-rendered item JSON', async () => {
    for (const [k, text] of odd.entries()) {
      const res = await call<{ created: string[] }>('PATCH', '/items', [
        { description: text, sku: `ODD-${k}`, posDescription1: text, attributes: { [text]: text, nested: [text] } },
      ]);
      expect(res.status, text).toBe(200);
      const item = (await call<Record<string, unknown>>('GET', `/items/${res.body.created[0]}`)).body;
      expect(item.description).toBe(text);
      expect(item.posDescription1).toBe(text);
      expect(item.attributes).toEqual({ [text]: text, nested: [text] });
      const listed = (await call<Record<string, unknown>[]>('GET', `/items?filter=sku=ODD-${k}`)).body;
      expect(listed[0]!.description).toBe(text);
    }
  });

  it('keeps vendor names, session descriptions, dimension and currency descriptions and receipt notes', async () => {
    for (const [k, text] of odd.entries()) {
      const vendor = await call<{ id: string }[]>('POST', '/vendors', [{ code: `ODD${k}`, name: text }]);
      expect((await call<{ name: string }>('GET', `/vendors/${vendor.body[0]!.id}`)).body.name).toBe(text);
      const sessionID = crypto.randomUUID();
      await call('POST', '/sessions', { sessionID, storeID: DEMO_STORES[0]!.id, description: text });
      expect((await call<{ description: string }>('GET', `/sessions/${sessionID}`)).body.description).toBe(text);
      const dim = await call<{ id: string }>('POST', '/dimensions', {
        dimensionNumber: 3,
        code: `O${k}`,
        description: text,
      });
      expect((await call<{ description: string }>('GET', `/dimensions/${dim.body.id}`)).body.description).toBe(text);
      const receipt = await call<{ id: string }[] | { id: string }>('POST', '/receipts', {
        docNumber: `ODD${k}`,
        vendorID: DEMO_VENDORS[0]!.id,
        storeID: DEMO_STORES[0]!.id,
        lines: [{ itemID: [...demoCatalog()][0]!.id, quantity: 1 }],
        notes: text,
      });
      const receiptId = Array.isArray(receipt.body) ? receipt.body[0]!.id : receipt.body.id;
      expect((await call<{ notes: string }>('GET', `/receipts/${receiptId}`)).body.notes).toBe(text);
    }
    const cur = await call<{ id: string }>('POST', '/currency', { code: 'ODD', description: odd[0], exchangeRate: 2 });
    expect((await call<{ description: string }>('GET', `/currency/${cur.body.id}`)).body.description).toBe(odd[0]);
  });
});
