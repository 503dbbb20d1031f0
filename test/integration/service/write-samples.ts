// Process: test. One valid request per write route of the local service (keyed "METHOD /api/v3/route"), with
// real ids read from the demo data, for the fuzz and string tests. A write route missing here fails those tests,
// so a new route cannot be left out of them.

import { beforeAll } from 'vitest';
import type { FieldError } from '../../../domain/api/wire/errors';
import { DEMO_SESSIONS, DEMO_STORES, DEMO_THIRD_PARTY_CODES, DEMO_VENDORS, demoCatalog } from '../../../service/seed';
import type { SignedInServiceFile, TestService } from '../../helpers/local-service';
import { api } from '../../helpers/local-service';

export interface WriteSample {
  /** Concrete path under /api/v3. */
  path: string;
  body?: unknown;
}

/** A 422 of a write route, as the fuzz and string tests read it: one entry per refused field. */
export type FieldErrors = { message: string; errors: FieldError[] };

/** The samples for a file's signed-in service, filled before its first test (they write demo rows). */
export function writeSamplesPerFile(file: SignedInServiceFile): Map<string, WriteSample> {
  const samples = new Map<string, WriteSample>();
  beforeAll(async () => {
    for (const [route, sample] of await writeSamples(file.service, file.token)) samples.set(route, sample);
  });
  return samples;
}

const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

export async function writeSamples(service: TestService, token: string): Promise<Map<string, WriteSample>> {
  const call = async <T>(method: string, path: string, body?: unknown) =>
    (await api<T>(service, token, method, path, body)).body;
  const catalog = [...demoCatalog()];
  const item = catalog[0]!;
  const other = catalog[1]!;
  const store = DEMO_STORES[0]!.id;
  const vendor = DEMO_VENDORS[0]!.id;
  const dimension = (await call<{ id: string }[]>('GET', '/dimensions?pageSize=1'))[0]!.id;
  const currency = (await call<{ id: string }[]>('GET', '/currency?pageSize=1'))[0]!.id;
  const transfer = (await call<{ id: string }[]>('GET', '/transfers?pageSize=1'))[0]!.id;
  const recipe = (await call<{ id: string }[]>('GET', '/recipes?pageSize=1'))[0]!.id;
  const code = DEMO_THIRD_PARTY_CODES[0]!;
  const image = { fileName: 'a.png', contentType: 'image/png', data: PNG_1PX, description: 'front' };
  const imageId = (await call<{ id: string }>('POST', `/items/${item.id}/images`, image)).id;
  const staged = (await call<{ id: string }>('POST', '/invoices/ocr', { ...image, contentType: 'image/png' })).id;
  const session = DEMO_SESSIONS.active;
  const sessionItem = (await call<{ sessionItems: { sessionItemID: string }[] }>('GET', `/sessions/${session}`))
    .sessionItems[0]!.sessionItemID;
  const line = { id: item.id, quantity: 2, unitCost: 1.5, description: 'line' };
  const tx = 'POS_S01_R1_9001';
  const future = new Date(Date.now() + 86_400_000).toISOString();
  const entries: [string, WriteSample][] = [
    ['PATCH /api/v3/items', { path: '/items', body: [{ id: other.id, description: 'Fuzzed', posDescription1: 'p1' }] }],
    [
      'PATCH /api/v3/items/store-configs',
      { path: '/items/store-configs', body: [{ itemId: item.id, storeId: store }] },
    ],
    [
      'POST /api/v3/items/:id/retails',
      { path: `/items/${item.id}/retails`, body: { storeId: store, retailPrice: 9.5, effective: future } },
    ],
    ['POST /api/v3/items/:id/images', { path: `/items/${item.id}/images`, body: image }],
    ['POST /api/v3/recipes/:id/images', { path: `/recipes/${recipe}/images`, body: image }],
    [
      'PATCH /api/v3/items/:id/images/:imageId',
      { path: `/items/${item.id}/images/${imageId}`, body: { fileName: 'b.png', description: 'side' } },
    ],
    ['DELETE /api/v3/items/:id/images/:imageId', { path: `/items/${item.id}/images/${crypto.randomUUID()}` }],
    ['POST /api/v3/inventory', { path: '/inventory', body: { pageSize: 5, stores: [store], items: [item.id] } }],
    [
      'POST /api/v3/interfaces/thirdPartyCodes',
      {
        path: '/interfaces/thirdPartyCodes',
        body: { name: 'FUZZ_Colour', options: ['Red', 'Blue'], defaultValue: 'Red' },
      },
    ],
    [
      'PUT /api/v3/interfaces/thirdPartyCodes',
      { path: '/interfaces/thirdPartyCodes', body: { id: code.id, name: code.name, options: ['true', 'false'] } },
    ],
    ['DELETE /api/v3/interfaces/thirdPartyCodes', { path: '/interfaces/thirdPartyCodes', body: [crypto.randomUUID()] }],
    ['DELETE /api/v3/interfaces/thirdPartyCodes/:id', { path: `/interfaces/thirdPartyCodes/${crypto.randomUUID()}` }],
    [
      'POST /api/v3/transactions',
      {
        path: '/transactions',
        body: [
          {
            thirdPartyId: tx,
            transactionNumber: '9001',
            checkClosed: new Date().toISOString(),
            store: { id: store },
            employeeName: 'Ann',
            lines: [
              {
                thirdPartyLineId: `${tx}_1`,
                item: { id: item.id },
                itemDescription: 'Tee',
                itemRetail: 10,
                quantity: 1,
              },
            ],
          },
        ],
      },
    ],
    [
      'POST /api/v3/sessions',
      {
        path: '/sessions',
        body: { sessionID: crypto.randomUUID(), storeID: store, description: 'Fuzz shelf', device: 'd1' },
      },
    ],
    ['PUT /api/v3/sessions', { path: '/sessions', body: { sessionID: session, description: 'Renamed' } }],
    ['DELETE /api/v3/sessions/:id', { path: `/sessions/${crypto.randomUUID()}` }],
    [
      'POST /api/v3/sessions/:id/sessionItems',
      { path: `/sessions/${session}/sessionItems`, body: [{ sessionItemID: sessionItem, itemID: item.id, count: 4 }] },
    ],
    [
      'PUT /api/v3/sessions/:id/sessionItems/:itemId/count',
      { path: `/sessions/${session}/sessionItems/${sessionItem}/count`, body: { count: 2.5 } },
    ],
    [
      'POST /api/v3/receipts',
      {
        path: '/receipts',
        body: {
          docNumber: 'FUZZ1',
          vendorID: vendor,
          storeID: store,
          lines: [{ itemID: item.id, quantity: 1 }],
          notes: 'n',
        },
      },
    ],
    ['POST /api/v3/vendors', { path: '/vendors', body: { code: 'VFZ', name: 'Fuzz vendor', stores: [{ id: store }] } }],
    ['PUT /api/v3/vendors', { path: '/vendors', body: { id: vendor, name: 'Renamed vendor' } }],
    ['DELETE /api/v3/vendors', { path: '/vendors', body: [crypto.randomUUID()] }],
    ['DELETE /api/v3/vendors/:id', { path: `/vendors/${crypto.randomUUID()}` }],
    ['POST /api/v3/dimensions', { path: '/dimensions', body: { dimensionNumber: 2, code: 'FZ', description: 'Fuzz' } }],
    ['PUT /api/v3/dimensions', { path: '/dimensions', body: { id: dimension, description: 'Renamed' } }],
    ['DELETE /api/v3/dimensions/:id', { path: `/dimensions/${crypto.randomUUID()}` }],
    ['POST /api/v3/currency', { path: '/currency', body: { code: 'FZZ', description: 'Fuzz', exchangeRate: 1.5 } }],
    ['PUT /api/v3/currency', { path: '/currency', body: { id: currency, description: 'Renamed' } }],
    ['DELETE /api/v3/currency', { path: '/currency', body: [crypto.randomUUID()] }],
    ['DELETE /api/v3/currency/:id', { path: `/currency/${crypto.randomUUID()}` }],
    [
      'POST /api/v3/transfers/:id',
      {
        path: `/transfers/${transfer}`,
        body: {
          fromStore: { id: store },
          toStore: { id: DEMO_STORES[1]!.id },
          needBy: future,
          lines: [line],
          docNumber: 'T1',
        },
      },
    ],
    ['POST /api/v3/invoices/ocr', { path: '/invoices/ocr', body: image }],
    ['POST /api/v3/invoices/staged/:id/lines', { path: `/invoices/staged/${staged}/lines`, body: [line] }],
    [
      'PUT /api/v3/invoices/staged/:id',
      {
        path: `/invoices/staged/${staged}`,
        body: {
          invoiceNumber: 'INV1',
          invoiceDate: new Date().toISOString(),
          vendor: { id: vendor },
          store: { id: store },
          lines: [line],
        },
      },
    ],
    ['PATCH /api/v3/invoices/staged/:id', { path: `/invoices/staged/${staged}`, body: { invoiceNumber: 'INV2' } }],
  ];
  return new Map(entries);
}

/** Write routes (POST, PUT, PATCH, DELETE) of the Fetch API, from the service's route table. */
export function writeRoutes(service: TestService): string[] {
  return service.routes
    .filter((r) => r.guarded && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method))
    .map((r) => `${r.method} ${r.url}`);
}
