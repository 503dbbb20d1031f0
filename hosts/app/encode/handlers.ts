// Process: main (composition, Electron-free). The encode requests of contract/encode.ts: settings, label previews,
// print jobs for an item or a receipt's lines (made in the journal first), run and read back; one tag written with
// the reader. Running a job and writing a tag are single flights in domain/encode: a second tab asking the same
// while one runs gets its outcome. A receipt's job is made one request at a time per receipt, in turn: the second
// of two tabs meets the reprint rule after the first's job exists, and is refused (domain/encode/receipt-plan.ts).
import type { HandlersOf } from '../../../contract';
import type { MoneyCurrency } from '../../../contract/counts';
import type { encodeRequests } from '../../../contract/encode';
import { inTurn } from '../../../domain/shared/single-flight';
import type { AppEncode } from './app-encode';

/** `currency`: the store's currency, as the count screens show money (hosts/app/counts): labels print prices in it. */
export function encodeHandlers(
  encode: AppEncode,
  currency: () => Promise<MoneyCurrency>,
): HandlersOf<typeof encodeRequests> {
  const s = () => encode.service();
  const code = async () => (await currency()).code;
  // The reprint check reads the journal after awaits (the receipt, the currency): one request per receipt at a time.
  const receiptJobs = inTurn<string>('encode.print.receipt');
  return {
    'encode.settings.get': () => s().settings(),
    'encode.settings.set': ({ printer, companyPrefixLength, layout }) => {
      if (printer !== undefined) s().setPrinter(printer);
      if (layout !== undefined) s().setLayout(layout);
      if (companyPrefixLength !== undefined) s().setCompanyPrefixLength(companyPrefixLength);
      return s().settings();
    },
    'encode.preview': async ({ itemIds }) => s().preview(itemIds, await code()),
    'encode.print.item': async ({ itemId, count }) =>
      s().itemJob(s().printer(), itemId, count, { currency: await code() }),
    'encode.print.receipt': ({ receiptId, lines, again }) =>
      receiptJobs.run(receiptId, async () => {
        const receipt = await encode.receipt(receiptId);
        const counts = new Map(lines.map((l) => [l.itemId, l.count]));
        const currencyCode = await code();
        return s().receiptJob(s().printer(), receipt, counts, { currency: currencyCode, again: Boolean(again) });
      }),
    'encode.receipt.labels': async ({ receiptId }) => s().receiptLabels(await encode.receipt(receiptId)),
    'encode.jobs.run': ({ jobId }) => s().runJob(jobId),
    'encode.jobs.get': ({ jobId }) => s().job(jobId),
    'encode.writer': () => {
      const reason = encode.writer.cannotWrite();
      return { canWrite: reason === null, reason };
    },
    'encode.write.tag': async ({ itemId, accessPassword, lockWith }) => {
      const opts = { accessPassword: accessPassword?.toUpperCase(), lockWith: lockWith?.toUpperCase() };
      // Checked first (in writeTag): an item that cannot be encoded is refused without taking the reader's port.
      const written = await s().writeTag(itemId, opts, (write) => encode.writer.withReader(write));
      return { epc: written.epc, serial: String(written.serial), itemId, locked: Boolean(opts.lockWith) };
    },
    'encode.writes.recent': () => encode.recentWrites(),
  };
}
