// Process: test (node). Validation before submit reports every problem at once, by field and line; the service's
// 422 field errors (JSON paths such as lines[3].quantity) land on the draft line that receipt line came from.
import { describe, expect, it } from 'vitest';
import { mapFieldErrors } from '../../../domain/receiving/field-errors';
import { allocate } from '../../../domain/receiving/po-matching';
import { validateDraft } from '../../../domain/receiving/validation';

const item = (id: string, availableAtStore = true) => ({
  id,
  sku: id.toUpperCase(),
  description: `Item ${id}`,
  availableAtStore,
});

describe('receiving validation', () => {
  it('reports no vendor, no document number and no lines together', () => {
    const problems = validateDraft({
      vendor: null,
      docNumber: ' ',
      docNumberCheck: null,
      lines: [],
      items: new Map(),
      poLines: [],
      purchaseOrderDocNumber: null,
    });
    expect(problems.map((p) => [p.field, p.severity])).toEqual([
      ['vendor', 'error'],
      ['docNumber', 'error'],
      ['lines', 'error'],
    ]);
    expect(problems.map((p) => p.message)).toEqual([
      'Choose a vendor.',
      'Enter a document number.',
      'Add at least one line: scan items or search for one.',
    ]);
  });

  it('flags each bad line: zero or negative quantity, unknown item, item not at the store; a used doc number', () => {
    const problems = validateDraft({
      vendor: { id: 'v', label: 'V1 Vendor', availableAtStore: false },
      docNumber: 'REC00118',
      docNumberCheck: { status: 'used', receiptDocNumber: 'REC00118', created: '2026-01-02T10:00:00Z' },
      lines: [
        { id: 'l1', itemId: 'a', quantity: 0 },
        { id: 'l2', itemId: 'b', quantity: -2 },
        { id: 'l3', itemId: 'gone', quantity: 1 },
        { id: 'l4', itemId: 'c', quantity: 1 },
        { id: 'l5', itemId: 'a2', quantity: 3 },
      ],
      items: new Map([
        ['a', item('a')],
        ['b', item('b')],
        ['c', item('c', false)],
        ['a2', item('a2')],
      ]),
      poLines: [],
      purchaseOrderDocNumber: null,
    });
    expect(problems.map((p) => [p.field, p.lineId])).toEqual([
      ['vendor', null],
      ['docNumber', null],
      ['line', 'l1'],
      ['line', 'l2'],
      ['line', 'l3'],
      ['line', 'l4'],
    ]);
    expect(problems[0]!.message).toMatch(/does not supply this store/);
    expect(problems[1]!.message).toBe(
      'Document number REC00118 is already used by another receipt (created 2026-01-02). Choose another.',
    );
    expect(problems[2]!.message).toBe('A Item a: the quantity must be more than 0 (it is 0).');
    expect(problems[4]!.message).toMatch(/not in the catalog cache/);
    expect(problems[5]!.message).toMatch(/not available at this store/);
    expect(problems.every((p) => p.severity === 'error' && p.source === 'app')).toBe(true);
  });

  it('refuses doc numbers the service could not look up, and says when it could not ask', () => {
    const base = { vendor: null, lines: [], items: new Map(), poLines: [], purchaseOrderDocNumber: null };
    // Commas, quotes and edge spaces are looked up quoted (domain/api/wire/filter.ts): only what no filter finds.
    const comma = validateDraft({ ...base, docNumber: ' "A",B ', docNumberCheck: { status: 'free' } });
    expect(comma.find((p) => p.field === 'docNumber')).toBeUndefined();
    const long = validateDraft({ ...base, docNumber: 'X'.repeat(1991), docNumberCheck: null });
    expect(long.find((p) => p.field === 'docNumber')!.message).toMatch(/cannot be looked up exactly \(it is too long/);
    const fits = validateDraft({ ...base, docNumber: 'X'.repeat(1990), docNumberCheck: { status: 'free' } });
    expect(fits.find((p) => p.field === 'docNumber')).toBeUndefined();
    const offline = validateDraft({
      ...base,
      docNumber: 'A1',
      docNumberCheck: { status: 'unchecked', reason: 'offline' },
    });
    expect(offline.find((p) => p.field === 'docNumber')!.message).toMatch(/Could not check document number A1/);
  });

  it('warns (does not block) on an over-receipt, on the line concerned', () => {
    const po = {
      id: 'po',
      docNumber: 'PO7',
      status: 'Open',
      fetchedAt: '',
      lines: [{ id: 'p1', itemId: 'a', ordered: 10, alreadyReceived: 8 }],
    };
    const lines = [{ id: 'l1', itemId: 'a', quantity: 5 }];
    const problems = validateDraft({
      vendor: { id: 'v', label: 'V', availableAtStore: true },
      docNumber: 'R1',
      docNumberCheck: { status: 'free' },
      lines,
      items: new Map([['a', item('a')]]),
      poLines: allocate(lines, po).poLines,
      purchaseOrderDocNumber: 'PO7',
    });
    expect(problems).toEqual([
      {
        field: 'line',
        lineId: 'l1',
        severity: 'warning',
        source: 'app',
        message: 'A Item a: 3 more than ordered on PO7: ordered 10 (8 received earlier), 5 now.',
      },
    ]);
  });

  it('maps 422 field paths to fields and to the draft line each receipt line came from', () => {
    const problems = mapFieldErrors(
      [
        { field: 'lines[2].quantity', message: 'Must be a number.' },
        { field: 'lines[0].itemID', message: 'No such item.' },
        { field: 'vendorID', message: 'No such vendor.' },
        { field: 'docNumber', message: 'Too long.' },
        { field: 'lines[9].quantity', message: 'Out of range.' },
        { field: 'somethingElse', message: 'Odd.' },
      ],
      ['la', 'lb', 'lb'],
    );
    expect(problems.map((p) => [p.field, p.lineId, p.source])).toEqual([
      ['line', 'lb', 'service'],
      ['line', 'la', 'service'],
      ['vendor', null, 'service'],
      ['docNumber', null, 'service'],
      ['lines', null, 'service'],
      ['general', null, 'service'],
    ]);
    expect(problems[0]!.message).toBe('The service refused the quantity of this line: Must be a number.');
    expect(problems[5]!.message).toBe('somethingElse: Odd.');
  });
});
