// Process: test (node). Bad and good arguments for the counting, receiving, scan-target, damaged-journal and notice
// requests, merged into contract.test.ts's tables (kept apart so that file stays readable).
import { REQUEST_NAMES, type RequestName } from '../../../main/contract';

const GUID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const UUID = '6f1d2c3b-8a9e-4b7c-9d0e-1f2a3b4c5d6e';
const NOT_AN_OBJECT = ['text', 42, null, [], true];
const noArgsCases = [...NOT_AN_OBJECT, { unexpected: 1 }];
const sessionOnly = [...NOT_AN_OBJECT, {}, { sessionId: 'S-1' }, { sessionId: 42 }, { sessionId: GUID, more: 1 }];
const draftOnly = [...NOT_AN_OBJECT, {}, { draftId: 'D-1' }, { draftId: 42 }, { draftId: UUID, more: 1 }];
const area = (name: unknown) => ({ sessionId: GUID, name });
const areaCases = [...NOT_AN_OBJECT, {}, { sessionId: GUID }, area(''), area('   '), area('x'.repeat(61)), area(7)];

type Work = Extract<
  RequestName,
  `counts.${string}` | `receiving.${string}` | `journal.${string}` | `app.notices${string}`
>;

export const WORK_BAD_ARGS: Partial<Record<Work, unknown[]>> = {
  'counts.sessions.list': [...NOT_AN_OBJECT, {}, { storeId: 'S01' }, { storeId: GUID, status: 'Open' }],
  'counts.sessions.create': [
    ...NOT_AN_OBJECT,
    { storeId: GUID },
    { storeId: GUID, description: '' },
    { storeId: GUID, description: 'x'.repeat(201) },
    { storeId: GUID, description: 'Cycle', areas: [''] },
    { storeId: GUID, description: 'Cycle', blind: 'yes' },
    { storeId: 'S01', description: 'Cycle' },
  ],
  'counts.sessions.rename': [...NOT_AN_OBJECT, { sessionId: GUID }, { sessionId: GUID, description: '  ' }],
  'counts.sessions.open': sessionOnly,
  'counts.sessions.refresh': sessionOnly,
  'counts.sessions.activate': sessionOnly,
  'counts.sessions.deactivate': [...NOT_AN_OBJECT, { sessionId: 'S-1' }, { sessionId: GUID, more: 1 }],
  'counts.scan': [
    ...NOT_AN_OBJECT,
    { sessionId: GUID },
    { sessionId: GUID, texts: [] },
    { sessionId: GUID, texts: [''] },
    { sessionId: GUID, texts: ['x'.repeat(501)] },
    { sessionId: GUID, texts: 'one' },
  ],
  'counts.lines': [
    ...NOT_AN_OBJECT,
    {},
    { sessionId: GUID, limit: 501 },
    { sessionId: GUID, offset: -1 },
    { sessionId: GUID, sort: 'sku' },
    { sessionId: GUID, dir: 'up' },
  ],
  'counts.lines.set': [
    ...NOT_AN_OBJECT,
    { lineId: UUID },
    { lineId: UUID, quantity: -1 },
    { lineId: 'L', quantity: 1 },
  ],
  'counts.lines.adjust': [...NOT_AN_OBJECT, { lineId: UUID, delta: 2 }, { lineId: UUID, delta: '1' }],
  'counts.lines.addItem': [...NOT_AN_OBJECT, { sessionId: GUID }, { sessionId: GUID, itemId: GUID, quantity: -3 }],
  'counts.undo': [...NOT_AN_OBJECT, {}, { sessionId: GUID, count: 0 }, { sessionId: GUID, count: 1001 }],
  'counts.areas.add': areaCases,
  'counts.areas.switch': areaCases,
  'counts.areas.recount': areaCases,
  'counts.unknowns': sessionOnly,
  'counts.unknowns.assign': [
    ...NOT_AN_OBJECT,
    { sessionId: GUID, code: 'X' },
    { sessionId: GUID, code: '', itemId: GUID },
  ],
  'counts.unknowns.ignore': [...NOT_AN_OBJECT, { sessionId: GUID }, { sessionId: GUID, code: '  ' }],
  'counts.packSize.set': [
    ...NOT_AN_OBJECT,
    { sessionId: GUID, gtin14: '00614141123452', units: 12 },
    { sessionId: GUID, gtin14: '10614141123459', units: 0 },
    { sessionId: GUID, gtin14: '1061414112345', units: 12 },
  ],
  'counts.variance': sessionOnly,
  'counts.missing': [...NOT_AN_OBJECT, {}, { sessionId: GUID, limit: 0 }, { sessionId: GUID, offset: 1.5 }],
  'counts.zero.confirm': [
    ...NOT_AN_OBJECT,
    { sessionId: GUID },
    { sessionId: GUID, itemIds: [] },
    { sessionId: GUID, itemIds: ['x'] },
  ],
  'counts.finalize': [...NOT_AN_OBJECT, {}, { sessionId: GUID, anyway: 'yes' }],
  'counts.lock.exportUnsent': sessionOnly,
  'counts.lock.moveUnsent': [...sessionOnly, { sessionId: GUID, description: '' }],
  'counts.export': sessionOnly,
  'counts.outbox': sessionOnly,
  'receiving.receipts.list': [
    ...NOT_AN_OBJECT,
    { pageSize: 0 },
    { vendorId: 'V' },
    { from: '2026-13-40' },
    { more: 1 },
  ],
  'receiving.receipts.get': [...NOT_AN_OBJECT, {}, { receiptId: 'R-1' }],
  'receiving.vendors': noArgsCases,
  'receiving.purchaseOrders': [...NOT_AN_OBJECT, {}, { vendorId: 'V01' }],
  'receiving.drafts.list': noArgsCases,
  'receiving.drafts.suggestDocNumber': noArgsCases,
  'receiving.drafts.create': [...NOT_AN_OBJECT, { vendorId: 'V01' }, { docNumber: 'x'.repeat(101) }, { more: 1 }],
  'receiving.drafts.get': draftOnly,
  'receiving.drafts.update': [...draftOnly, { draftId: UUID, notes: 'x'.repeat(2001) }],
  'receiving.drafts.setPurchaseOrder': [...draftOnly, { draftId: UUID, purchaseOrderId: 'P' }],
  'receiving.drafts.scan': [...draftOnly, { draftId: UUID, texts: [] }, { draftId: UUID, texts: ['x'.repeat(501)] }],
  'receiving.drafts.addItem': [...draftOnly, { draftId: UUID, itemId: 'I' }],
  'receiving.drafts.setQuantity': [...draftOnly, { draftId: UUID, lineId: UUID, quantity: 'ten' }],
  'receiving.drafts.removeLine': [...draftOnly, { draftId: UUID, lineId: 'L' }],
  'receiving.drafts.removeExtraLines': draftOnly,
  'receiving.packSizes.set': [
    ...NOT_AN_OBJECT,
    { gtin14: '00614141123452', units: 6 },
    { gtin14: '10614141123459', units: 0 },
  ],
  'receiving.drafts.discard': draftOnly,
  'receiving.drafts.validate': draftOnly,
  'receiving.drafts.submit': draftOnly,
  'receiving.drafts.activate': draftOnly,
  'receiving.drafts.deactivate': [...NOT_AN_OBJECT, { draftId: 'D-1' }, { draftId: UUID, more: 1 }],
  'app.notices': noArgsCases,
  'app.notices.dismiss': [...NOT_AN_OBJECT, {}, { id: '' }, { id: 'x'.repeat(65) }, { id: 'a', more: 1 }],
  'journal.damaged.list': noArgsCases,
  'journal.damaged.export': [
    ...NOT_AN_OBJECT,
    {},
    { name: '../settings.json' },
    { name: '/etc/passwd' },
    { name: '0123456789abcdef01234567.db' },
    { name: '0123456789abcdef01234567.db.damaged-2026/../../x' },
  ],
};

export const WORK_GOOD_ARGS: Partial<Record<Work, unknown>> = {
  'counts.sessions.list': { storeId: GUID, status: 'Active' },
  'counts.sessions.create': { storeId: GUID, description: ' Cycle count ', areas: ['Front'], blind: true },
  'counts.sessions.rename': { sessionId: GUID, description: 'Renamed' },
  'counts.sessions.open': { sessionId: GUID },
  'counts.sessions.refresh': { sessionId: GUID },
  'counts.sessions.activate': { sessionId: GUID },
  'counts.sessions.deactivate': {},
  'counts.scan': { sessionId: GUID, texts: ['3074257BF7194E4000001A85', '0614141123452'] },
  'counts.lines': { sessionId: GUID, limit: 50, sort: 'variance', dir: 'desc', search: 'shirt' },
  'counts.lines.set': { lineId: UUID, quantity: 3 },
  'counts.lines.adjust': { lineId: UUID, delta: -1 },
  'counts.lines.addItem': { sessionId: GUID, itemId: GUID },
  'counts.undo': { sessionId: GUID },
  'counts.areas.add': area('Back room'),
  'counts.areas.switch': area('Back room'),
  'counts.areas.recount': area('Back room'),
  'counts.unknowns': { sessionId: GUID },
  'counts.unknowns.assign': { sessionId: GUID, code: '3074257BF7194E4000001A85', itemId: GUID },
  'counts.unknowns.ignore': { sessionId: GUID, code: '3074257BF7194E4000001A85' },
  'counts.packSize.set': { sessionId: GUID, gtin14: '10614141123459', units: 12 },
  'counts.variance': { sessionId: GUID },
  'counts.missing': { sessionId: GUID, category: 'Shirts' },
  'counts.zero.confirm': { sessionId: GUID, itemIds: [GUID] },
  'counts.finalize': { sessionId: GUID, anyway: true },
  'counts.lock.exportUnsent': { sessionId: GUID },
  'counts.lock.moveUnsent': { sessionId: GUID, description: 'Moved' },
  'counts.export': { sessionId: GUID },
  'counts.outbox': { sessionId: GUID },
  'receiving.receipts.list': { docNumber: 'REC001', committed: false, from: '2026-01-01' },
  'receiving.receipts.get': { receiptId: GUID },
  'receiving.vendors': {},
  'receiving.purchaseOrders': { vendorId: GUID },
  'receiving.drafts.list': {},
  'receiving.drafts.suggestDocNumber': {},
  'receiving.drafts.create': { vendorId: GUID, docNumber: 'REC00121' },
  'receiving.drafts.get': { draftId: UUID },
  'receiving.drafts.update': { draftId: UUID, reference: 'Delivery 4' },
  'receiving.drafts.setPurchaseOrder': { draftId: UUID, purchaseOrderId: null },
  'receiving.drafts.scan': { draftId: UUID, texts: ['0614141123452'] },
  'receiving.drafts.addItem': { draftId: UUID, itemId: GUID, quantity: 2 },
  'receiving.drafts.setQuantity': { draftId: UUID, lineId: UUID, quantity: 5 },
  'receiving.drafts.removeLine': { draftId: UUID, lineId: UUID },
  'receiving.drafts.removeExtraLines': { draftId: UUID },
  'receiving.packSizes.set': { gtin14: '10614141123459', units: 6 },
  'receiving.drafts.discard': { draftId: UUID },
  'receiving.drafts.validate': { draftId: UUID },
  'receiving.drafts.submit': { draftId: UUID },
  'receiving.drafts.activate': { draftId: UUID },
  'receiving.drafts.deactivate': { draftId: UUID },
  'app.notices': {},
  'app.notices.dismiss': { id: UUID },
  'journal.damaged.list': {},
  'journal.damaged.export': { name: '0123456789abcdef01234567.db.damaged-2026-11-23T19-14-30-123Z' },
};

// The count sheet as PDF is being added to the contract by the counting screens; its cases join when it is there.
if ((REQUEST_NAMES as string[]).includes('counts.print.pdf')) {
  (WORK_BAD_ARGS as Record<string, unknown[]>)['counts.print.pdf'] = sessionOnly;
  (WORK_GOOD_ARGS as Record<string, unknown>)['counts.print.pdf'] = { sessionId: GUID };
}
