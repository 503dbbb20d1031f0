// Process: service. Item writes (spec 4.3): PATCH /items, PATCH /items/store-configs, POST /items/{id}/retails
// (refuses a past timestamp), item and recipe images. Each moves the item's lastUpdated.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  ImageCreate,
  ImageUpdate,
  ItemPatchBatch,
  ItemStoreConfigBatch,
  RetailCreate,
} from '../../domain/api/wire/item-writes';
import type { ServiceContext } from '../context';
import { formatMicros, nowMicros } from '../db/clock';
import { bodyTimestamp, RefChecker } from '../http/body';
import { badRequest, notFound } from '../http/errors';
import { pathGuid } from '../http/ids';
import { parseBody } from '../http/validate';
import { applyItemPatches, touchItem } from '../repo/items-write';

interface ImageRow {
  id: string;
  item_id: string | null;
  recipe_id: string | null;
  file_name: string;
  content_type: string;
  description: string | null;
  is_default: number;
  size: number;
  created: number;
}
const toImage = (r: ImageRow) => ({
  id: r.id,
  itemId: r.item_id,
  recipeId: r.recipe_id,
  fileName: r.file_name,
  contentType: r.content_type,
  description: r.description,
  isDefault: r.is_default === 1,
  size: r.size,
  created: formatMicros(r.created),
});

export function registerItemWriteRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const { db } = ctx;
  const needItem = (id: string) => {
    if (!db.prepare('SELECT 1 FROM items WHERE id = ?').get(id)) throw notFound('Item');
  };
  const loadImage = (id: string) => {
    const row = db
      .prepare(
        `SELECT id, item_id, recipe_id, file_name, content_type, description, is_default,
           (length(data) * 3 / 4) AS size, created FROM item_images WHERE id = ?`,
      )
      .get(id) as ImageRow | undefined;
    if (!row) throw notFound('Image');
    return toImage(row);
  };

  app.patch('/api/v3/items', async (req) => {
    const batch = parseBody(ItemPatchBatch, req.body);
    return db.transaction(() => applyItemPatches(db, batch)).immediate();
  });

  app.patch('/api/v3/items/store-configs', async (req) => {
    const batch = parseBody(ItemStoreConfigBatch, req.body);
    db.transaction(() => {
      const refs = new RefChecker(db);
      batch.forEach((c, n) => {
        refs.need('item', c.itemId, `[${n}].itemId`).need('store', c.storeId, `[${n}].storeId`);
      });
      refs.check();
      for (const c of batch) {
        const itemId = c.itemId.toLowerCase();
        const storeId = c.storeId.toLowerCase();
        if (c.available === false) {
          db.prepare('DELETE FROM item_stores WHERE item_id = ? AND store_id = ?').run(itemId, storeId);
        } else {
          db.prepare(
            `INSERT INTO item_stores (item_id, store_id, retail_price1) VALUES (?, ?, ?)
             ON CONFLICT(item_id, store_id) DO UPDATE SET retail_price1 = COALESCE(?, retail_price1)`,
          ).run(itemId, storeId, c.retailPrice1 ?? 0, c.retailPrice1 ?? null);
        }
        touchItem(db, itemId);
      }
    }).immediate();
    return { updated: batch.length };
  });

  app.post<{ Params: { id: string } }>('/api/v3/items/:id/retails', async (req, reply) => {
    const itemId = pathGuid(req.params.id, 'Item');
    needItem(itemId);
    const body = parseBody(RetailCreate, req.body);
    const effective = bodyTimestamp(body.effective, 'effective');
    if (effective <= Date.now() * 1000)
      throw badRequest('The effective timestamp is in the past; retails can only be scheduled for the future.');
    const id = randomUUID();
    db.transaction(() => {
      new RefChecker(db).need('store', body.storeId, 'storeId').check();
      db.prepare(
        'INSERT INTO item_retails (id, item_id, store_id, retail_price, effective, created) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(id, itemId, body.storeId.toLowerCase(), body.retailPrice, effective, nowMicros());
      touchItem(db, itemId);
    }).immediate();
    return reply.code(201).send({
      id,
      itemId,
      storeId: body.storeId.toLowerCase(),
      retailPrice: body.retailPrice,
      effective: formatMicros(effective),
    });
  });

  const addImage =
    (owner: 'item' | 'recipe') =>
    async (
      req: { params: { id: string }; body: unknown },
      reply: { code: (n: number) => { send: (b: unknown) => unknown } },
    ) => {
      const ownerId = pathGuid(req.params.id, owner === 'item' ? 'Item' : 'Recipe');
      if (!db.prepare(`SELECT 1 FROM ${owner === 'item' ? 'items' : 'recipes'} WHERE id = ?`).get(ownerId))
        throw notFound(owner === 'item' ? 'Item' : 'Recipe');
      const body = parseBody(ImageCreate, req.body);
      const id = randomUUID();
      db.transaction(() => {
        if (body.isDefault) db.prepare(`UPDATE item_images SET is_default = 0 WHERE ${owner}_id = ?`).run(ownerId);
        db.prepare(
          `INSERT INTO item_images (id, item_id, recipe_id, file_name, content_type, description, is_default, data, created)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          id,
          owner === 'item' ? ownerId : null,
          owner === 'recipe' ? ownerId : null,
          body.fileName,
          body.contentType,
          body.description ?? null,
          body.isDefault ? 1 : 0,
          body.data,
          nowMicros(),
        );
        if (owner === 'item') touchItem(db, ownerId);
      }).immediate();
      return reply.code(201).send(loadImage(id));
    };
  app.post<{ Params: { id: string } }>('/api/v3/items/:id/images', addImage('item'));
  app.post<{ Params: { id: string } }>('/api/v3/recipes/:id/images', addImage('recipe'));

  app.patch<{ Params: { id: string; imageId: string } }>('/api/v3/items/:id/images/:imageId', async (req) => {
    const itemId = pathGuid(req.params.id, 'Item');
    const imageId = pathGuid(req.params.imageId, 'Image');
    const body = parseBody(ImageUpdate, req.body);
    return db
      .transaction(() => {
        if (loadImage(imageId).itemId !== itemId) throw notFound('Image');
        if (body.isDefault) db.prepare('UPDATE item_images SET is_default = 0 WHERE item_id = ?').run(itemId);
        db.prepare(
          `UPDATE item_images SET file_name = COALESCE(?, file_name), description = CASE WHEN ? THEN ? ELSE description END,
           is_default = COALESCE(?, is_default) WHERE id = ?`,
        ).run(
          body.fileName ?? null,
          body.description !== undefined ? 1 : 0,
          body.description ?? null,
          body.isDefault === undefined ? null : body.isDefault ? 1 : 0,
          imageId,
        );
        touchItem(db, itemId);
        return loadImage(imageId);
      })
      .immediate();
  });

  app.delete<{ Params: { id: string; imageId: string } }>('/api/v3/items/:id/images/:imageId', async (req, reply) => {
    const itemId = pathGuid(req.params.id, 'Item');
    const imageId = pathGuid(req.params.imageId, 'Image');
    db.transaction(() => {
      if (loadImage(imageId).itemId !== itemId) throw notFound('Image');
      db.prepare('DELETE FROM item_images WHERE id = ?').run(imageId);
      touchItem(db, itemId);
    }).immediate();
    return reply.code(204).send();
  });
}
