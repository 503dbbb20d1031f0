// Process: renderer (pure TS). The printed packing list's boxes: the lines grouped by box in box order, each box's
// units and tags summed from its own lines, and the overall totals summed from the same lines, so every total on
// the paper is the sum of the lines printed above it (not a figure kept elsewhere that could drift from them).
import type { TransferLineView } from '../../../../contract/transfers';

export interface PackedBox {
  number: number;
  lines: TransferLineView[];
  units: number;
  tags: number;
}

export interface PackingTotals {
  boxes: PackedBox[];
  units: number;
  tags: number;
  lines: number;
}

export function packingTotals(lines: readonly TransferLineView[]): PackingTotals {
  const byBox = new Map<number, PackedBox>();
  for (const line of lines) {
    const box = byBox.get(line.box) ?? { number: line.box, lines: [], units: 0, tags: 0 };
    box.lines.push(line);
    box.units += line.quantity;
    box.tags += line.tags;
    byBox.set(line.box, box);
  }
  const boxes = [...byBox.values()].sort((a, b) => a.number - b.number);
  return {
    boxes,
    units: boxes.reduce((n, b) => n + b.units, 0),
    tags: boxes.reduce((n, b) => n + b.tags, 0),
    lines: lines.length,
  };
}
