// Process: main (Electron glue). 'counts.print.pdf': the window's page as printed (the print stylesheet shows only
// the count sheet) through webContents.printToPDF, returned as base64 for the renderer to save. Only the desktop
// window can do this, so it wraps the shared dispatcher here; browser mode's handler says 'unavailable'.
import type { WebContents } from 'electron';
import { countRequests } from '../../../contract/counts';
import { fail, ok } from '../../../contract/result';
import { createLogger } from '../../../domain/shared/logger';
import type { Dispatch } from '../../ipc/dispatch';

const log = createLogger('window.print-pdf');

export function withPrintToPdf(dispatch: Dispatch, contents: () => WebContents | null): Dispatch {
  return async (name, args) => {
    if (name !== 'counts.print.pdf') return dispatch(name, args);
    const parsed = countRequests['counts.print.pdf'].args.safeParse(args ?? {});
    if (!parsed.success) return fail('invalid_argument', 'Which session to print was not given.');
    const wc = contents();
    if (!wc) return fail('unavailable', 'The window is closed.');
    try {
      const pdf = await wc.printToPDF({ pageSize: 'A4', printBackground: false });
      const day = new Date().toISOString().slice(0, 10);
      return ok({ fileName: `count-sheet-${day}.pdf`, base64: Buffer.from(pdf).toString('base64') });
    } catch (err) {
      log.warn('printToPDF failed', { error: String(err) });
      return fail('print_failed', 'The count sheet could not be made into a PDF: try Print and choose "Save as PDF".');
    }
  };
}
