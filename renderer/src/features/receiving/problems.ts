// Process: renderer (pure TS, no React). Validation problems placed where they belong: on a form field, on a line
// (by draft line id), or in the summary when no field or line shows them.
import type { ProblemField, ValidationProblem } from '../../../../contract/receiving';

/** The fields the draft form shows its problems on. */
export const FORM_FIELDS: ProblemField[] = ['vendor', 'docNumber', 'reference', 'notes'];

export const problemsFor = (problems: readonly ValidationProblem[], field: ProblemField) =>
  problems.filter((p) => p.field === field && p.field !== 'line');

export const lineProblems = (problems: readonly ValidationProblem[], lineId: string) =>
  problems.filter((p) => p.lineId === lineId);

/** A problem's place in words, for the summary ("Vendor", "Line", "Lines"). */
export function placeOf(p: ValidationProblem, skuOf: (lineId: string) => string | null): string {
  // The engine's line messages start with the line's SKU and name: the place is just "Line".
  if (p.field === 'line' && p.lineId) return skuOf(p.lineId) ? 'Line' : 'A removed line';
  return (
    {
      vendor: 'Vendor',
      docNumber: 'Document number',
      reference: 'Reference',
      notes: 'Notes',
      store: 'Store',
      lines: 'Lines',
      line: 'Line',
      general: 'Receipt',
    } as const
  )[p.field];
}

/** An id for a field's error text, so the input can point at it (aria-describedby). */
export const errorId = (field: string) => `receiving-${field}-error`;
