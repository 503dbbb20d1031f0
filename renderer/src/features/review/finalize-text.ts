// Process: renderer (pure TS). Finalize's answer in words (whether "finalize anyway" is offered is main's answer:
// the refusal's `anyway`).
import type {
  FinalizePreview,
  FinalizeResult,
  MovedItemView,
  NotRecountedItemView,
  RefusedLineView,
} from '../../../../contract/counts';
import {
  countOf,
  formatCount,
  formatMoney,
  formatMoneySigned,
  formatSigned,
  itemsCountedText,
  scopeText,
} from '../../lib/format';

export function finalizeText(r: FinalizeResult): string {
  if (r.ok) return `Finalized: the session is now ${r.status} and locked.`;
  switch (r.reason) {
    case 'pending':
      return `Not finalized: ${countOf(r.pending, 'change has', 'changes have')} not reached the service yet. Finalize when they are sent (the header shows what waits); they are kept meanwhile.`;
    case 'refused':
      return `Not finalized: the service refused ${countOf(r.lines.length, 'line')} (${r.lines.map(refusedName).join('; ')}). Assign each to another item or remove it, then finalize.`;
    case 'unknowns':
      return `Not finalized: ${countOf(r.unknownOpen, 'unknown code is', 'unknown codes are')} still open. Assign or ignore them, or finalize anyway.`;
    case 'stockMoved':
      return `Not finalized yet: the on-hand of ${countOf(r.moved, 'item')} changed at the service since the count began (a sale or a delivery while counting). Recount ${r.moved === 1 ? 'it' : 'them'} if the count may be off, or finalize anyway.`;
    case 'notRecounted':
      return `Not finalized: the session is in recount and ${countOf(r.notRecounted, 'item on the list was', 'items on the list were')} not counted again on any PC (${r.items.map(notRecountedName).join('; ')}${r.notRecounted > r.items.length ? '; …' : ''}). Their earlier count was taken back: recount each, or confirm it as zero, then finalize.`;
    case 'locked':
      return `Not finalized: the session is locked (${r.lock.reason}).`;
    case 'offline':
      return `Not finalized: ${r.message}`;
  }
}

const notRecountedName = (i: NotRecountedItemView) => [i.sku, i.description].filter(Boolean).join(' ') || i.itemId;

const refusedName = (l: RefusedLineView) =>
  `${[l.sku, l.description].filter(Boolean).join(' ')}, ${l.area}, ${formatCount(l.counted)}`;

/** "AP-0001-BLK-XS Classic T-Shirt 0001: 12 when the count began, 10 now" (no figures in a blind session). */
export function movedItemText(m: MovedItemView): string {
  const name = [m.sku, m.description].filter(Boolean).join(' ');
  if (m.expected === undefined || m.onHand === undefined) return name;
  return `${name}: ${formatCount(m.expected)} when the count began, ${formatCount(m.onHand)} now`;
}

/**
 * What finalizing means for this count's scope, in numbers: "Scope: areas counted only. 3 items counted, one line
 * each; 0 items
 * expected but not counted; total variance −8 units, −€180.00." (a blind count: the lines only).
 */
export function finalizePreviewText(p: FinalizePreview, currency: string | null): string {
  return `${figuresText(p, currency)}${notRecountedText(p, currency)}`;
}

function figuresText(p: FinalizePreview, currency: string | null): string {
  const lines = `Scope: ${scopeText(p.scope)}. ${itemsCountedText(p)}`;
  if (p.missing === undefined || !p.variance) return `${lines}.`;
  const units = `${formatSigned(p.variance.variance)} ${Math.abs(p.variance.variance) === 1 ? 'unit' : 'units'}`;
  return `${lines}; ${countOf(p.missing, 'item')} expected but not counted (left as they are, not set to zero); total variance ${units}, ${formatMoneySigned(p.variance.varianceValue, currency)}.`;
}

/** Said only when some are left: the earlier count of a listed item was taken back on every PC when the recount
 * was asked for, so finalize refuses until each is counted again. With what they held before, in units and value:
 * what is still to recount. */
function notRecountedText(p: FinalizePreview, currency: string | null): string {
  const n = p.notRecounted;
  if (!n) return '';
  const these = n === 1 ? '1 item on the recount list was' : `${formatCount(n)} items on the recount list were`;
  const earlier = p.notRecountedEarlier
    ? ` (earlier ${countOf(p.notRecountedEarlier.units, 'unit')}, ${formatMoney(p.notRecountedEarlier.value, currency)}, still to recount)`
    : '';
  return ` ${these} not counted again${earlier}: recount ${n === 1 ? 'it' : 'each'} or confirm it as zero first (the earlier count was taken back on every PC, so finalizing waits for ${n === 1 ? 'it' : 'them'}).`;
}
