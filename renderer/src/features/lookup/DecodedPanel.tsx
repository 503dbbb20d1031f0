// Process: renderer. The decoded identifier behind the last lookup: kind, scheme, GTIN-14, serial, filter, tag URI.
import type { LookupResult } from '../../../../contract/catalog';
import { schemeName } from '../../lib/code-text';
import { Fact } from './ItemCard';

export function DecodedPanel({ result }: { result: LookupResult }) {
  const d = result.decoded;
  return (
    <section className="card decoded" aria-labelledby="decoded-title">
      <h2 id="decoded-title">Decoded</h2>
      <dl className="facts single">
        <Fact label="Input" value={result.input.trim()} />
        <Fact label="Kind" value={d.kind === 'epc' ? 'RFID tag (EPC)' : d.type === 'sku' ? 'Typed code' : 'Barcode'} />
        <Fact label="Scheme" value={schemeName(d.scheme)} />
        {d.gtin14 && <Fact label="GTIN-14" value={d.gtin14} />}
        {d.serial !== null && <Fact label="Serial" value={d.serial} />}
        {d.filter !== null && <Fact label="Filter" value={String(d.filter)} />}
        {d.tagUri && <Fact label="Tag URI" value={d.tagUri} />}
        {d.reason && <Fact label="Reason" value={d.reason} />}
      </dl>
    </section>
  );
}
