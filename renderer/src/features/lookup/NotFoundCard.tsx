// Process: renderer. What the screen says when a code finds no item: an unknown GTIN, a tag that is not a trade
// item (SSCC, GRAI, ...), an invalid code, or a SKU nobody has. Never a guess.
import type { LookupResult } from '../../../../contract/catalog';
import { isNonGs1Scheme, notFoundHeadline } from '../../lib/code-text';
import { useApp } from '../../store/context';

const HINT: Record<string, string> = {
  unknown: 'The code is valid but no item in the catalog has it. Search below by SKU, UPC or description.',
  notTradeItem: 'This tag names a pallet, location, asset or other thing, not an item for sale.',
  invalid: 'Check the code and scan or type it again.',
};
const NON_GS1_HINT = 'This tag is not GS1-encoded (an ISO or proprietary identifier), so it names no product.';

export function NotFoundCard({ result }: { result: LookupResult }) {
  // During the very first sync an unknown code may simply not have arrived yet: say so rather than mislead.
  const filling = useApp((s) => s.catalog?.state === 'syncing' && !s.catalog.lastSyncedAt);
  return (
    <article className={`not-found ${result.status}`} role="status">
      <h2 className="not-found-title">{notFoundHeadline(result)}</h2>
      <p className="muted">
        {result.status === 'notTradeItem' && isNonGs1Scheme(result.decoded.scheme)
          ? NON_GS1_HINT
          : (HINT[result.status] ?? '')}
      </p>
      {filling && result.status === 'unknown' && (
        <p className="muted">The catalog is still being copied for the first time; try again when it is up to date.</p>
      )}
    </article>
  );
}
