// Process: node (benchmarks). `npm run bench -- reader [--mb 50]`: each protocol framer decodes a capture of about
// 50 MB (simulated rounds of 1,000 tags, a garbage burst every ~1,000 reads) fed in 64 KB chunks. Reports EPC
// reads per second per adapter (target >= 200,000/s each) and peak RSS.
import { parseArgs } from 'node:util';
import type { ReaderEvent } from '../../domain/reader/events';
import { getProtocol, PROTOCOL_NAMES, type ProtocolName } from '../../domain/reader/protocols';
import { buildPopulation } from '../../domain/reader/sim/population';
import { createReadStream } from '../../domain/reader/sim/read-stream';
import { prng } from '../helpers/prng';

const CHUNK = 64 * 1024;
const TARGET = 200_000;

function buildCapture(protocol: ProtocolName, bytes: number): { data: Buffer; reads: number } {
  const random = prng(3);
  const gtins = Array.from({ length: 334 }, (_, i) => {
    const body = `0614141${String(100000 + i).padStart(6, '0')}`;
    let sum = 0;
    for (let k = 0; k < 13; k++) sum += Number(body[k]) * (k % 2 === 0 ? 3 : 1);
    return { gtin: body + String((10 - (sum % 10)) % 10), companyPrefixLength: 7 };
  });
  const tags = buildPopulation(gtins, { tags: 1000, seed: 5 });
  const stream = createReadStream(tags, { random });
  const adapter = getProtocol(protocol);
  const parts: Buffer[] = [];
  let size = 0;
  let reads = 0;
  while (size < bytes) {
    // Chafon replies carry at most 18 EPCs a frame, so its rounds are written frame by frame.
    for (let k = 0; k < (protocol === 'chafon' ? 55 : 1); k++) {
      const batch = stream.take(protocol === 'chafon' ? 18 : 1000);
      const encoded = adapter.encode(batch);
      parts.push(encoded);
      size += encoded.length;
      reads += batch.length;
    }
    const junk = Buffer.from([0x13, 0xbb, 0x02, 0x00, 0x7e, 0x41, 0x0d, 0x0a]);
    parts.push(junk);
    size += junk.length;
  }
  return { data: Buffer.concat(parts), reads };
}

function decode(protocol: ProtocolName, data: Buffer) {
  const framer = getProtocol(protocol).createFramer();
  let epcs = 0;
  const started = process.hrtime.bigint();
  for (let i = 0; i < data.length; i += CHUNK) {
    const out: ReaderEvent[] = [];
    framer.push(data.subarray(i, i + CHUNK), out, 0);
    for (const e of out) if (e.type === 'epc') epcs++;
  }
  const out: ReaderEvent[] = [];
  framer.flush(out, 0);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { epcs, seconds, badFrames: framer.stats.badFrames };
}

export default async function run(args: string[]): Promise<Record<string, unknown>> {
  const { values } = parseArgs({ args, options: { mb: { type: 'string' } } });
  const mb = Number(values.mb ?? 50);
  const figures: Record<string, unknown> = { mb, chunkBytes: CHUNK, targetEpcPerSec: TARGET };
  let allMeetTarget = true;
  for (const protocol of PROTOCOL_NAMES) {
    const { data, reads } = buildCapture(protocol, mb * 1024 * 1024);
    decode(protocol, data.subarray(0, 2 * 1024 * 1024)); // warm the JIT
    const rssBefore = process.memoryUsage().rss;
    const r = decode(protocol, data);
    figures[`${protocol}RssGrowthMB`] = Math.round((process.memoryUsage().rss - rssBefore) / 1048576);
    const perSec = Math.round(r.epcs / r.seconds);
    allMeetTarget &&= perSec >= TARGET;
    console.log(
      `${protocol.padEnd(6)} ${(data.length / 1048576).toFixed(1)} MB  ${r.epcs} EPCs of ${reads} written  ` +
        `${r.seconds.toFixed(2)} s  ${perSec.toLocaleString('en')} EPC/s  ${(data.length / 1048576 / r.seconds).toFixed(0)} MB/s  bad frames ${r.badFrames}`,
    );
    figures[`${protocol}EpcPerSec`] = perSec;
    figures[`${protocol}MBPerSec`] = Math.round(data.length / 1048576 / r.seconds);
    figures[`${protocol}Lost`] = reads - r.epcs;
  }
  // Peak RSS includes building the 50 MB captures in memory; the growth figures above are the framers' own.
  figures.peakRssMB = Math.round(process.resourceUsage().maxRSS / 1024);
  figures.allMeetTarget = allMeetTarget;
  return figures;
}
