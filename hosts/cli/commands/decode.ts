// Process: node (CLI). `cli -- decode [--from rfid|barcode] [input ...]`: one JSON object per input
// (stdin lines when no inputs are given) with exactly the keys input, ok, kind, scheme, gtin14, serial,
// reason. A thin face over domain/codes: no decoding logic lives here.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { type Decoded, type DecodeHint, decodeInput } from '../../../domain/codes';
import type { CliCommand, CliIo } from '../command';

export interface DecodeLine {
  input: string;
  ok: boolean;
  kind: 'epc' | 'barcode';
  scheme: string | null;
  gtin14: string | null;
  serial: string | null;
  reason: string | null;
}

export function toDecodeLine(input: string, d: Decoded): DecodeLine {
  switch (d.type) {
    case 'epc':
      return { input, ok: true, kind: 'epc', scheme: d.scheme, gtin14: d.gtin14, serial: d.serial, reason: null };
    case 'barcode': {
      // A note, not a failure: store-internal codes are valid but match by SKU/UPC only.
      const notes = [
        d.storeInternal ? 'store-internal code: matches by SKU or UPC only, never by GTIN' : '',
        d.assumedLeadingZero ? 'read as UPC-A missing its leading zero' : '',
      ].filter(Boolean);
      return {
        input,
        ok: true,
        kind: 'barcode',
        scheme: d.symbology,
        gtin14: d.gtin14,
        serial: d.serial,
        reason: notes.length ? notes.join('; ') : null,
      };
    }
    case 'notTradeItem':
      return { input, ok: false, kind: 'epc', scheme: d.scheme, gtin14: null, serial: null, reason: d.reason };
    case 'sku':
      return {
        input,
        ok: false,
        kind: 'barcode',
        scheme: 'sku',
        gtin14: null,
        serial: null,
        reason: 'no GTIN: looked up as a SKU exactly as typed',
      };
    case 'invalid':
      return { input, ok: false, kind: d.kind, scheme: d.scheme, gtin14: null, serial: null, reason: d.reason };
  }
}

async function* stdinLines(io: CliIo): AsyncGenerator<string> {
  const rl = createInterface({ input: io.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of rl) if (line.trim().length > 0) yield line;
}

export const decodeCommand: CliCommand = {
  name: 'decode',
  summary: 'decode EPCs, tag URIs, barcodes and Digital Links; one JSON object per input',
  usage: '[--from rfid|barcode] [input ...]   (reads lines from stdin when no input is given)',
  async run(argv, io) {
    let parsed: ReturnType<typeof parseArgs<{ options: { from: { type: 'string' } }; allowPositionals: true }>>;
    try {
      parsed = parseArgs({ args: argv, options: { from: { type: 'string' } }, allowPositionals: true });
    } catch (err) {
      io.err(`decode: ${err instanceof Error ? err.message : String(err)}`);
      return 2;
    }
    const from = parsed.values.from;
    if (from !== undefined && from !== 'rfid' && from !== 'barcode') {
      io.err('decode: --from must be rfid or barcode');
      return 2;
    }
    const hint: DecodeHint | undefined = from ? { from } : undefined;
    const inputs: AsyncIterable<string> | string[] = parsed.positionals.length ? parsed.positionals : stdinLines(io);
    for await (const input of inputs) io.out(JSON.stringify(toDecodeLine(input, decodeInput(input, hint))));
    return 0;
  },
};
