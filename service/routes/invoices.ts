// Process: service. Staged invoices (spec 4.6): POST /invoices/ocr stages a document; lines need id (an item) and
// quantity (422 otherwise); PUT replaces, PATCH changes the given fields; the original document can be read back.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  type CommercialDocumentLine,
  InvoiceOcrRequest,
  type StagedInvoice,
  StagedInvoiceLines,
  StagedInvoicePatch,
  StagedInvoicePut,
} from '../../domain/api/wire/purchasing';
import type { ServiceContext } from '../context';
import { formatMicros, nowMicros } from '../db/clock';
import { RefChecker } from '../http/body';
import { notFound } from '../http/errors';
import { pathGuid } from '../http/ids';
import { parseBody } from '../http/validate';

type Stored = Omit<StagedInvoice, 'id' | 'lastUpdated'>;

export function registerInvoiceRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const { db } = ctx;
  const load = (id: string): StagedInvoice => {
    const row = db.prepare('SELECT id, body_json, last_updated FROM staged_invoices WHERE id = ?').get(id) as
      | { id: string; body_json: string; last_updated: number }
      | undefined;
    if (!row) throw notFound('Staged invoice');
    return { id: row.id, ...(JSON.parse(row.body_json) as Stored), lastUpdated: formatMicros(row.last_updated) };
  };
  const save = (id: string, body: Stored) =>
    db
      .prepare('UPDATE staged_invoices SET body_json = ?, last_updated = ? WHERE id = ?')
      .run(JSON.stringify(body), nowMicros(), id);
  const checkRefs = (b: Partial<Stored>) => {
    const refs = new RefChecker(db).need('vendor', b.vendor?.id, 'vendor.id').need('store', b.store?.id, 'store.id');
    (b.lines ?? []).forEach((l: CommercialDocumentLine, i: number) => {
      refs.need('item', l.id, `lines[${i}].id`);
    });
    refs.check();
  };
  const strip = ({ id: _id, lastUpdated: _u, ...rest }: StagedInvoice): Stored => rest;

  app.post('/api/v3/invoices/ocr', async (req, reply) => {
    const body = parseBody(InvoiceOcrRequest, req.body);
    const id = randomUUID();
    const stored: Stored = {
      invoiceNumber: null,
      invoiceDate: null,
      vendor: null,
      store: null,
      status: 'Staged',
      lines: [],
    };
    db.prepare(
      `INSERT INTO staged_invoices (id, body_json, original_name, original_content_type, original_data, last_updated)
       VALUES (?, ?, ?, ?, ?, ?)`,
    ).run(id, JSON.stringify(stored), body.fileName, body.contentType, body.data, nowMicros());
    return reply.code(201).send(load(id));
  });

  app.get<{ Params: { id: string } }>('/api/v3/invoices/staged/:id', async (req) =>
    load(pathGuid(req.params.id, 'Staged invoice')),
  );

  app.get<{ Params: { id: string } }>('/api/v3/invoices/staged/:id/original-document', async (req, reply) => {
    const row = db
      .prepare('SELECT original_name, original_content_type, original_data FROM staged_invoices WHERE id = ?')
      .get(pathGuid(req.params.id, 'Staged invoice')) as
      | { original_name: string; original_content_type: string; original_data: string }
      | undefined;
    if (!row) throw notFound('Staged invoice');
    return reply
      .header('content-type', row.original_content_type)
      .header('content-disposition', `attachment; filename="${row.original_name.replace(/["\\\r\n]/g, '_')}"`)
      .send(Buffer.from(row.original_data, 'base64'));
  });

  app.post<{ Params: { id: string } }>('/api/v3/invoices/staged/:id/lines', async (req) => {
    const id = pathGuid(req.params.id, 'Staged invoice');
    const lines = parseBody(StagedInvoiceLines, req.body);
    return db
      .transaction(() => {
        const current = strip(load(id));
        checkRefs({ lines });
        save(id, { ...current, lines: [...current.lines, ...lines] });
        return load(id);
      })
      .immediate();
  });

  app.put<{ Params: { id: string } }>('/api/v3/invoices/staged/:id', async (req) => {
    const id = pathGuid(req.params.id, 'Staged invoice');
    const body = parseBody(StagedInvoicePut, req.body);
    return db
      .transaction(() => {
        const current = strip(load(id));
        checkRefs(body);
        save(id, { ...body, status: body.status ?? current.status });
        return load(id);
      })
      .immediate();
  });

  app.patch<{ Params: { id: string } }>('/api/v3/invoices/staged/:id', async (req) => {
    const id = pathGuid(req.params.id, 'Staged invoice');
    const body = parseBody(StagedInvoicePatch, req.body);
    return db
      .transaction(() => {
        const current = strip(load(id));
        checkRefs(body);
        const next = { ...current };
        for (const [k, v] of Object.entries(body)) if (v !== undefined) (next as Record<string, unknown>)[k] = v;
        save(id, next);
        return load(id);
      })
      .immediate();
  });
}
