// Process: test (node). An exported count CSV read back with a real CSV parser (csv-parse), by column name, and
// the sum of a figure column as a spreadsheet would take it (empty cells add nothing; money summed in cents).
import { parse } from 'csv-parse/sync';

export interface ParsedCsv {
  header: string[];
  rows: Record<string, string>[];
}

export function parseCsv(csv: string): ParsedCsv {
  const records = parse(csv, { bom: true }) as string[][];
  const [header = [], ...body] = records;
  return { header, rows: body.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? '']))) };
}

/** The sum of a column, to the cent. */
export function columnSum(rows: readonly Record<string, string>[], column: string): number {
  const cents = rows.reduce((s, r) => s + Math.round(Number(r[column] || 0) * 100), 0);
  return cents / 100;
}
