// Process: main (composition, Electron-free). The counts requests of contract/counts.ts answered by the counting
// engine of the signed-in account (app-counts.ts), one function per request name, typed by the contract's request
// map: a missing or mistyped one does not compile. Which session takes the reader's scans: hosts/app/scan-target.
import type { HandlersOf } from '../../../contract';
import type { countRequests } from '../../../contract/counts';
import { withCurrency } from '../../../domain/counts/currency';
import { UserError } from '../../../domain/shared/errors';
import type { AppCounts } from './app-counts';
import type { ProcessDemoCount } from './demo-back-office';
import type { WeighRequestName } from './scale-weighing';

export function countHandlers(
  counts: Pick<AppCounts, 'engine' | 'scopeCategories' | 'currency'>,
  processDemoCount: ProcessDemoCount,
): HandlersOf<Omit<typeof countRequests, WeighRequestName>> {
  const c = () => counts.engine();
  return {
    // The desktop host answers this one itself (hosts/electron/window/print-pdf.ts: printToPDF needs the window).
    'counts.print.pdf': () => {
      throw new UserError('unavailable', "Printing to PDF works in the desktop app only: use the browser's Print.");
    },
    'counts.sessions.list': ({ storeId, status }) => c().listSessions(storeId, status),
    'counts.sessions.create': (a) => c().createSession(a),
    'counts.sessions.rename': ({ sessionId, description }) => c().renameSession(sessionId, description),
    'counts.sessions.open': ({ sessionId }) => c().openSession(sessionId),
    'counts.sessions.refresh': ({ sessionId }) => c().refreshSession(sessionId),
    'counts.scan': ({ sessionId, texts }) => c().scanTexts(sessionId, texts),
    'counts.lines': (q) => c().lines(q),
    'counts.lines.categories': ({ sessionId }) => c().lineCategories(sessionId),
    'counts.lines.set': ({ lineId, quantity }) => c().setQuantity(lineId, quantity),
    'counts.lines.setText': ({ lineId, text }) => c().setQuantityText(lineId, text),
    'counts.lines.adjust': ({ lineId, delta }) => c().adjust(lineId, delta),
    'counts.lines.remove': ({ lineId }) => c().removeLine(lineId),
    'counts.lines.reassign': ({ lineId, itemId }) => c().reassignLine(lineId, itemId),
    'counts.lines.refused': ({ sessionId }) => c().refusedLines(sessionId),
    'counts.lines.addItem': ({ sessionId, itemId, quantity }) => c().addItem(sessionId, itemId, quantity),
    'counts.undo': ({ sessionId, count }) => c().undo(sessionId, count),
    'counts.areas.add': ({ sessionId, name }) => c().addArea(sessionId, name),
    'counts.areas.switch': ({ sessionId, name }) => c().switchArea(sessionId, name),
    'counts.areas.recount': ({ sessionId, name }) => c().recountArea(sessionId, name),
    'counts.unknowns': ({ sessionId }) => c().unknowns(sessionId),
    'counts.unknowns.assign': ({ sessionId, code, itemId }) => c().assignUnknown(sessionId, code, itemId),
    'counts.unknowns.ignore': ({ sessionId, code }) => c().ignoreUnknown(sessionId, code),
    'counts.packSize.set': ({ sessionId, gtin14, units }) => c().setPackSize(sessionId, gtin14, units),
    'counts.shelf': ({ sessionId }) => c().shelf(sessionId),
    'counts.shelf.move': ({ sessionId, itemId, toIndex }) => c().moveOnShelf(sessionId, itemId, toIndex),
    'counts.shelf.count': ({ sessionId, itemId, text }) => c().countOnShelf(sessionId, itemId, text),
    // Money carries the store's currency (asked of the service once, not per review).
    'counts.variance': async ({ sessionId }) => withCurrency(c().variance(sessionId), await counts.currency()),
    'counts.missing': (q) => c().missing(q),
    'counts.zero.confirm': ({ sessionId, itemIds }) => c().confirmZero(sessionId, itemIds),
    'counts.zero.confirmMissing': ({ sessionId }) => c().confirmMissing(sessionId),
    'counts.finalize.preview': ({ sessionId }) => c().finalizePreview(sessionId),
    'counts.scope.categories': ({ storeId }) => counts.scopeCategories(storeId),
    'counts.finalize': ({ sessionId, anyway }) => c().finalize(sessionId, anyway),
    'counts.lock.exportUnsent': ({ sessionId, asJournal }) => c().exportUnsent(sessionId, asJournal),
    'counts.lock.moveUnsent': ({ sessionId, description, asJournal }) =>
      c().moveUnsent(sessionId, description, asJournal),
    'counts.process.demo': ({ sessionId }) => processDemoCount(sessionId),
    'counts.export': async ({ sessionId }) => c().export(sessionId, await counts.currency()),
    'counts.sheet': async ({ sessionId }) => c().sheet(sessionId, await counts.currency()),
    'counts.outbox': ({ sessionId }) => c().outboxState(sessionId),
  };
}
