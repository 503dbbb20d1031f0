// Process: test (node). A full disk while counting, made real with SQLite's PRAGMA max_page_count on the app's own
// journal file: the scan is refused with 'disk_full' and words that say what is safe and what to do (not "Something
// went wrong"), the log keeps SQLite's code, and the scans saved before are all still there.
import { describe, expect, it } from 'vitest';
import { encodeSgtin96 } from '../../../domain/codes';
import { setLogSink } from '../../../domain/shared/logger';
import { STORES } from '../../../service/seed/catalog-tree';
import { catalogItemAt } from '../../../service/seed/demo-catalog';
import { appHarnessPerFile, DEMO_SIGN_IN } from '../../helpers/app-harness';
import { ok } from '../../helpers/app-services';

const ITEMS = 200;
const STORE = STORES[0]!;
const epc = (serial: number) =>
  encodeSgtin96({ gtin14: catalogItemAt(1, ITEMS).epcGTIN[0]!, serial, companyPrefixLength: 7 });

describe('a full disk while counting', () => {
  const app = appHarnessPerFile('stocktake-disk-full-', ITEMS);

  it('refuses the scan with disk_full, keeps the cause in the log and every earlier scan', async () => {
    const services = await app.launch();
    await ok(services, 'auth.signIn', DEMO_SIGN_IN);
    await ok(services, 'stores.choose', { storeId: STORE.id });
    await app.catalogReady(services);
    const session = await ok(services, 'counts.sessions.create', { storeId: STORE.id, description: 'Full disk' });
    await ok(services, 'counts.scan', { sessionId: session.id, texts: [epc(1), epc(2), epc(3)] });

    const db = services.journal.db()!;
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    const pages = Number((db.prepare('PRAGMA page_count').get() as { page_count: number }).page_count);
    db.exec(`PRAGMA max_page_count = ${pages}`);
    const lines: string[] = [];
    const restore = setLogSink((line) => lines.push(line));
    try {
      const texts = Array.from({ length: 2_000 }, (_, i) => epc(100 + i));
      const r = await services.dispatch('counts.scan', { sessionId: session.id, texts });
      expect(r).toMatchObject({ ok: false, error: { code: 'disk_full' } });
      const message = (r as { error: { message: string } }).error.message;
      expect(message).toMatch(/disk is full/);
      expect(message).toMatch(/NOT counted/);
      expect(message).toMatch(/Free some space/);
      expect(lines.some((l) => l.includes('disk full') && l.includes('SQLITE_FULL'))).toBe(true);
    } finally {
      restore();
      db.exec('PRAGMA max_page_count = 1073741823');
    }
    const counted = await ok(services, 'counts.lines', { sessionId: session.id });
    expect(counted.lines.map((l) => l.counted)).toEqual([3]);
    await app.quit(services);
  }, 60_000);
});
