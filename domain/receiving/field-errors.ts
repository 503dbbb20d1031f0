// Process: main (domain, Electron-free). The service's 422 field errors (errors[].field JSON paths such as
// `lines[3].quantity`, notes B) put on the draft's fields and lines. Receipt line n was built from the draft line
// recorded at index n when the body was sent, so a line error lands on the line the person sees.

import type { ProblemField } from '../../contract/receiving';
import type { FieldError } from '../api/wire';
import type { FoundProblem } from './validation';

const FIELDS: Record<string, ProblemField> = {
  vendorid: 'vendor',
  vendor: 'vendor',
  docnumber: 'docNumber',
  reference: 'reference',
  notes: 'notes',
  storeid: 'store',
  store: 'store',
  lines: 'lines',
};

const FIELD_WORDS: Record<string, string> = {
  quantity: 'quantity',
  itemid: 'item',
  backlinklineid: 'purchase order line',
};

export function mapFieldErrors(errors: readonly FieldError[], lineIds: readonly string[]): FoundProblem[] {
  return errors.map((e) => {
    const path = e.field.replace(/^\$\.?/, '').replace(/^\[0\]\./, '');
    const line = /^lines\[(\d+)\](?:\.(\w+))?/i.exec(path);
    if (line) {
      const index = Number(line[1]);
      const lineId = lineIds[index] ?? null;
      const what = line[2] ? (FIELD_WORDS[line[2].toLowerCase()] ?? line[2]) : 'line';
      return {
        field: lineId ? 'line' : 'lines',
        lineId,
        severity: 'error',
        source: 'service',
        message: `The service refused the ${what} of this line: ${e.message}`,
      };
    }
    const head = path.split(/[.[]/)[0]?.toLowerCase() ?? '';
    const field = FIELDS[head] ?? 'general';
    return {
      field,
      lineId: null,
      severity: 'error',
      source: 'service',
      message: field === 'general' && e.field ? `${e.field}: ${e.message}` : e.message,
    };
  });
}
