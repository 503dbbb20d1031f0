// Process: main (IPC glue, Electron-free). The counts requests of contract/counts.ts answered by the counting
// engine of the signed-in account (hosts/app/counts), one function per request name, plus which session takes the
// reader's scans (contract/scan-target.ts). Typed against the contract: a missing one does not compile.

import type { InvokeValue, ParsedArgs } from '../../contract';
import type { countRequests } from '../../contract/counts';
import type { AppCounts } from '../app/counts/app-counts';

// 'counts.print.pdf' needs the window (printToPDF): handlers.ts answers it from the desktop glue, not the engine.
type CountRequestName = Exclude<
  keyof typeof countRequests | 'counts.sessions.activate' | 'counts.sessions.deactivate',
  'counts.print.pdf'
>;
export type CountHandlers = {
  [K in CountRequestName]: (args: ParsedArgs<K>) => Promise<InvokeValue<K>> | InvokeValue<K>;
};

export function countHandlers(counts: AppCounts, onActivate: () => void): CountHandlers {
  const c = () => counts.engine();
  return {
    'counts.sessions.list': ({ storeId, status }) => c().listSessions(storeId, status),
    'counts.sessions.create': (a) => c().createSession(a),
    'counts.sessions.rename': ({ sessionId, description }) => c().renameSession(sessionId, description),
    'counts.sessions.open': ({ sessionId }) => c().openSession(sessionId),
    'counts.sessions.refresh': ({ sessionId }) => c().refreshSession(sessionId),
    'counts.sessions.activate': ({ sessionId }) => {
      const view = counts.activate(sessionId);
      onActivate();
      return view;
    },
    'counts.sessions.deactivate': ({ sessionId }) => {
      counts.deactivate(sessionId);
      return { active: null };
    },
    'counts.scan': ({ sessionId, texts }) => c().scanTexts(sessionId, texts),
    'counts.lines': (q) => c().lines(q),
    'counts.lines.categories': ({ sessionId }) => c().lineCategories(sessionId),
    'counts.lines.set': ({ lineId, quantity }) => c().setQuantity(lineId, quantity),
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
    'counts.variance': ({ sessionId }) => c().variance(sessionId),
    'counts.missing': (q) => c().missing(q),
    'counts.zero.confirm': ({ sessionId, itemIds }) => c().confirmZero(sessionId, itemIds),
    'counts.finalize': ({ sessionId, anyway }) => c().finalize(sessionId, anyway),
    'counts.lock.exportUnsent': ({ sessionId, asJournal }) => c().exportUnsent(sessionId, asJournal),
    'counts.lock.moveUnsent': ({ sessionId, description, asJournal }) =>
      c().moveUnsent(sessionId, description, asJournal),
    'counts.export': ({ sessionId }) => c().export(sessionId),
    'counts.outbox': ({ sessionId }) => c().outboxState(sessionId),
  };
}
