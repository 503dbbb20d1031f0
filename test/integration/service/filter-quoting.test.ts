// Process: node (integration tests). The filter quoting contract of the local service (domain/api/wire/filter.ts,
// docs/service/conventions.md) over real HTTP: a value in double quotes is read up to its closing quote with ""
// for one " (commas and edge spaces kept), any other value literally, quotes and all; every document number the service
// accepts on POST /receipts is found exactly by the form the client writes (filterValue); bad quoting is a 422.
import { beforeAll, describe, expect, it } from 'vitest';
import { Receipt } from '../../../domain/api/wire';
import { filterValue } from '../../../domain/api/wire/filter';
import { DEMO_STORES, DEMO_VENDORS, demoCatalog } from '../../../service/seed';
import { signedInServicePerFile } from '../../helpers/local-service';

const { call } = signedInServicePerFile();
const item = [...demoCatalog()][0]!;
const receipts = async (filter: string) => {
  const res = await call<unknown[]>('GET', `/receipts?pageSize=500&filter=${encodeURIComponent(filter)}`);
  expect(res.status, filter).toBe(200);
  return res.body.map((r) => Receipt.parse(r).docNumber);
};
const create = async (docNumber: string) => {
  const res = await call('POST', '/receipts', {
    docNumber,
    vendorID: DEMO_VENDORS[0]!.id,
    storeID: DEMO_STORES[0]!.id,
    lines: [{ itemID: item.id, quantity: 1 }],
  });
  expect(res.status, docNumber).toBe(201);
};

// Accepted by POST /receipts (any text but NUL and lone surrogates) and all alike but for quoting and spacing.
const NUMBERS = ['Q7', '"Q7"', "'Q7'", 'Q,7', ' Q7', 'Q7 ', 'PO "Q" 7', '""', '"', "'", '=Q7', 'Q7\n8', '<Q7'];

describe('filter values: quoting', () => {
  beforeAll(async () => {
    for (const n of NUMBERS) await create(n);
  });

  it('finds every document number exactly, in the form the client writes', async () => {
    for (const n of NUMBERS) expect(await receipts(`docNumber=${filterValue(n)}`), JSON.stringify(n)).toEqual([n]);
  });

  it('reads "" inside quotes as one ", and keeps commas and edge spaces inside quotes', async () => {
    expect(await receipts('docNumber="PO ""Q"" 7"')).toEqual(['PO "Q" 7']);
    expect(await receipts('docNumber="Q,7"')).toEqual(['Q,7']);
    expect(await receipts('docNumber=" Q7"')).toEqual([' Q7']);
    expect(await receipts('docNumber=""""')).toEqual(['"']);
  });

  it('takes an unquoted value literally, quotes and all (no quote is stripped)', async () => {
    expect(await receipts("docNumber='Q7'")).toEqual(["'Q7'"]);
    expect(await receipts('docNumber=PO "Q" 7')).toEqual(['PO "Q" 7']);
    // Edge spaces of an unquoted value are not part of it (as before): only quotes keep them.
    expect(await receipts('docNumber=  Q7  ')).toEqual(['Q7']);
  });

  it('combines a quoted value with other conditions, and reads quoted values of other types', async () => {
    const vendor = DEMO_VENDORS[0]!.id;
    expect(await receipts(`docNumber="Q,7",vendor=${vendor}`)).toEqual(['Q,7']);
    expect(await receipts(`docNumber = "Q,7" , vendor="${vendor}"`)).toEqual(['Q,7']);
    expect((await receipts('lastUpdated>="20200101",docNumber=Q7')).length).toBe(1);
  });

  it('refuses bad quoting with 422 naming the problem', async () => {
    const bad = async (filter: string, message: RegExp) => {
      const res = await call<{ errors: { field: string; message: string }[] }>(
        'GET',
        `/receipts?filter=${encodeURIComponent(filter)}`,
      );
      expect(res.status, filter).toBe(422);
      expect(res.body.errors[0]!.field).toBe('filter');
      expect(res.body.errors[0]!.message, filter).toMatch(message);
    };
    await bad('docNumber="Q7', /no closing double quote/);
    await bad('docNumber="Q"7', /expected a comma or the end/);
    await bad('docNumber', /Cannot read "docNumber"/);
  });
});
