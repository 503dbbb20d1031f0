// Process: renderer (pure TS). Finalize's answer in words (whether "finalize anyway" is offered is main's answer:
// the refusal's `anyway`).
import type {
  FinalizePreview,
  FinalizeResult,
  MovedItemView,
  NotRecountedItemView,
  RefusedLineView,
} from '../../../../contract/counts';
import { MISSING_VALUE, STILL_TO_RECOUNT, VARIANCE_VALUE } from '../../lib/figure-names';
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
      return `Not finalized: ${countOf(r.unknownOpen, 'unknown or suspect code is', 'unknown or suspect codes are')} still open. Assign or ignore them, or finalize anyway.`;
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

/** A piece of the finalize preview's sentence; a figure carries its name for the screen's data-figure hook. */
export interface PreviewPart {
  text: string;
  figure?: 'variance-value' | 'missing-value' | 'still-to-recount';
}

/**
 * What finalizing means for this count's scope, in numbers: "Scope: areas counted only. 3 items counted, one line each. Variance
 * value −€180.00 (−8 units, over the counted lines: what finalizing posts). 0 items expected but not counted, left
 * as they are (not set to zero): missing items' value (on hand, not counted) €0.00." (a blind count: the lines
 * only). The figures are the review's (domain/counts/variance.ts), under the same names (lib/figure-names.ts).
 */
export function finalizePreviewText(p: FinalizePreview, currency: string | null): string {
  return finalizePreviewParts(p, currency)
    .map((part) => part.text)
    .join('');
}

export function finalizePreviewParts(p: FinalizePreview, currency: string | null): PreviewPart[] {
  return [...figuresParts(p, currency), ...notRecountedParts(p, currency)];
}

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

function figuresParts(p: FinalizePreview, currency: string | null): PreviewPart[] {
  const lines = `Scope: ${scopeText(p.scope)}. ${itemsCountedText(p)}.`;
  if (p.missing === undefined || !p.variance) return [{ text: lines }];
  const units = `${formatSigned(p.variance.variance)} ${Math.abs(p.variance.variance) === 1 ? 'unit' : 'units'}`;
  return [
    { text: `${lines} ${VARIANCE_VALUE} ` },
    { text: formatMoneySigned(p.variance.varianceValue, currency), figure: 'variance-value' },
    {
      text: ` (${units}, over the counted lines: what finalizing posts). ${countOf(p.missing.items, 'item')} expected but not counted, left as they are (not set to zero): ${lowerFirst(MISSING_VALUE)} `,
    },
    { text: formatMoney(p.missing.value, currency), figure: 'missing-value' },
    { text: '.' },
  ];
}

/** Said only when some are left: the earlier count of a listed item was taken back on every PC when the recount
 * was asked for, so finalize refuses until each is counted again. With what they held before, in units and value:
 * what is still to recount (not counted yet, so in neither the variance nor the missing items). */
function notRecountedParts(p: FinalizePreview, currency: string | null): PreviewPart[] {
  const n = p.notRecounted;
  if (!n) return [];
  const these = n === 1 ? '1 item on the recount list was' : `${formatCount(n)} items on the recount list were`;
  const wait = `: recount ${n === 1 ? 'it' : 'each'} or confirm it as zero first (the earlier count was taken back on every PC, so finalizing waits for ${n === 1 ? 'it' : 'them'}).`;
  if (!p.notRecountedEarlier) return [{ text: ` ${these} not counted again${wait}` }];
  const earlier = `earlier ${countOf(p.notRecountedEarlier.units, 'unit')}, ${formatMoney(p.notRecountedEarlier.value, currency)}`;
  return [
    { text: ` ${these} not counted again (${lowerFirst(STILL_TO_RECOUNT)}: ` },
    { text: earlier, figure: 'still-to-recount' },
    { text: `)${wait}` },
  ];
}
