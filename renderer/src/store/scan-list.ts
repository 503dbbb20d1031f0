// Process: renderer. A pasted or imported list of codes, scanned in requests of at most SCAN_TEXTS_MAX (main commits
// each request in one transaction before it answers). Counting and receiving alike: progress while it runs, and a
// last word that says exactly what was scanned, so a list stopped by an error is never imported twice by mistake.
import { SCAN_TEXT_MAX, SCAN_TEXTS_MAX } from '../../../contract/request';
import { chunks, codeLines, tooLongMessage } from '../lib/code-lines';
import { countOf, formatCount } from '../lib/format';

/**
 * Scans the codes of `text` (one a line) through `send`, which answers false when a request failed (its error kept
 * by the slice); `tell` gets the progress and the outcome. `from` names the list ("the paste", a file's name).
 */
export async function scanList(
  text: string,
  from: string,
  send: (texts: string[]) => Promise<boolean>,
  tell: (notice: string) => void,
): Promise<void> {
  const read = codeLines(text, SCAN_TEXT_MAX);
  const tooLong = read.refused.length ? ` ${tooLongMessage(read, SCAN_TEXT_MAX, 'scanned')}` : '';
  const total = read.codes.length;
  if (total === 0) {
    tell(tooLong ? tooLong.trim() : `No codes in ${from}: one code a line.`);
    return;
  }
  let sent = 0;
  for (const run of chunks(read.codes, SCAN_TEXTS_MAX)) {
    if (total > SCAN_TEXTS_MAX) tell(`Scanning ${from}: ${formatCount(sent)} of ${formatCount(total)} codes…`);
    if (!(await send(run))) {
      const stopped = sent
        ? `Scanned codes 1 to ${formatCount(sent)} of ${from}; the other ${formatCount(total - sent)} were not scanned`
        : `Nothing from ${from} was scanned`;
      tell(`${stopped} (see the error). Scan only what is left.${tooLong}`);
      return;
    }
    sent += run.length;
  }
  tell(`Scanned ${countOf(sent, 'code')} from ${from}.${tooLong}`);
}
