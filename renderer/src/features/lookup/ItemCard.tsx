// Process: renderer. The item a code resolved to: large name and price, codes, size and colour, category path,
// on-hand per store, and the other sizes and colours of the style (each opens with click or Enter).
import type { LookupResult } from '../../../../contract/catalog';
import { currencyCode, formatCount } from '../../lib/format';
import { itemLocateTarget } from '../../lib/item-gtins';
import { num, TableHead } from '../../shared/TableHead';
import { useApp } from '../../store/context';
import { selectWorkingStoreId } from '../../store/selectors/stores';
import { PrintLabelsPanel } from '../encode/PrintLabelsPanel';
import { WriteTagPanel } from '../encode/WriteTagPanel';
import { LocateButton } from '../locate/LocateButton';
import { formatPrice } from './format';

const MATCHED_BY = { gtin: 'GTIN', upc: 'UPC', sku: 'SKU' } as const;

/** How the code found the item, naming which GTIN a decoded one was: the item's RFID GTIN or a barcode's. */
export function foundByText(result: LookupResult): string | null {
  const { item, matchedBy } = result;
  if (!item || !matchedBy) return null;
  const gtin14 = result.decoded.gtin14;
  if (matchedBy !== 'gtin' || !gtin14) return MATCHED_BY[matchedBy];
  const rfid = item.gtins.find((g) => g.gtin14 === gtin14);
  if (rfid) return `its RFID GTIN ${gtin14}${rfid.current ? '' : ' (old)'}`;
  const barcode = item.barcodeGtins.find((b) => b.gtin14 === gtin14);
  if (barcode) return `the GTIN of its barcode, UPC ${barcode.upc} (${gtin14})`;
  return `GTIN ${gtin14}`;
}

export function ItemCard({ result, onOpen }: { result: LookupResult; onOpen: (code: string) => void }) {
  const storeId = useApp(selectWorkingStoreId);
  const item = result.item;
  if (!item) return null;
  // Its own tags carry its RFID GTIN; tags commissioned elsewhere often carry a barcode's: Locate looks for all.
  const locateTarget = itemLocateTarget(item);
  const foundBy = foundByText(result);
  const flags = [!item.active && 'Inactive', !item.availableAtStore && 'Not carried by this store'].filter(
    (f): f is string => Boolean(f),
  );
  return (
    <article className="item-card" aria-labelledby="item-name">
      <header className="item-head">
        <div>
          <h2 id="item-name" className="item-name">
            {item.description}
          </h2>
          <p className="item-pos">{item.posDescription1}</p>
          {flags.length > 0 && (
            <p className="item-flags">
              {flags.map((f) => (
                <span key={f} className="flag">
                  {f}
                </span>
              ))}
            </p>
          )}
        </div>
        <div className="item-price-box">
          <span className="muted">Price here</span>
          <p className="item-price">
            {item.price === null ? (
              <span className="muted">Not sold here</span>
            ) : (
              formatPrice(item.price, currencyCode(result))
            )}
          </p>
        </div>
      </header>
      <dl className="facts">
        <Fact label="SKU" value={item.sku} />
        <Fact label="UPC" value={item.upcs.length ? item.upcs.join(', ') : 'none'} />
        <Fact label="Size" value={item.size ?? '—'} />
        <Fact label="Colour" value={item.colour ?? '—'} />
        <Fact label="Category" value={item.categoryPath.map((l) => l.description).join(' › ') || '—'} />
        <Fact
          label="RFID GTIN"
          value={item.gtins.map((g) => (g.current ? g.gtin14 : `${g.gtin14} (old)`)).join(', ') || 'none'}
        />
        <Fact
          label="Barcode GTIN"
          value={item.barcodeGtins.map((b) => `${b.gtin14} (UPC ${b.upc})`).join(', ') || 'none'}
        />
        {foundBy && <Fact label="Found by" value={foundBy} />}
      </dl>
      {locateTarget && (
        <p className="item-actions">
          <LocateButton target={locateTarget} label={`${item.sku} ${item.description}`} />
        </p>
      )}
      <PrintLabelsPanel key={item.id} itemId={item.id} />
      <WriteTagPanel key={`w-${item.id}`} itemId={item.id} />
      <h3>On hand</h3>
      {item.onHand.length === 0 ? (
        <p className="muted">No on-hand figures in the cache yet.</p>
      ) : (
        <table className="onhand">
          <TableHead columns={['Store', 'Name', num('On hand')]} />
          <tbody>
            {item.onHand.map((o) => (
              <tr key={o.storeId} className={o.storeId === storeId ? 'this-store' : undefined}>
                <td>{o.storeCode ?? '?'}</td>
                <td>{o.storeDescription ?? 'unknown store'}</td>
                <td className="num">{formatCount(o.qty)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {item.siblings.length > 0 && (
        <>
          <h3>Other sizes and colours ({item.siblings.length})</h3>
          <ul className="siblings">
            {item.siblings.map((s) => (
              <li key={s.id}>
                <button
                  type="button"
                  className="sibling"
                  onClick={() => onOpen(s.sku)}
                  title={`Look up ${s.sku}${s.active ? '' : ' (inactive)'}`}
                >
                  <span>{[s.size, s.colour].filter(Boolean).join(' · ') || s.description}</span>
                  <span className="muted">
                    {s.sku}
                    {s.active ? '' : ' · inactive'}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
}

export function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="fact">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
