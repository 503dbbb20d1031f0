// Process: renderer. The stand-in for the rows of a virtual table (use-virtual-rows.ts) that are not drawn: one
// empty row as tall as they are, above or below the drawn ones, hidden from screen readers (the table's
// aria-rowcount and each row's aria-rowindex say where a row sits in the whole).
export function SpacerRow({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty row that takes no focus (biome counts a row as interactive)
    <tr className="virtual-spacer" aria-hidden="true">
      <td colSpan={columns} style={{ height }} />
    </tr>
  );
}
