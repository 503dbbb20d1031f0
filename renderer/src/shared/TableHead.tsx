// Process: renderer. The header row of a data table, one way for every screen: each column a <th scope="col">,
// figures right-aligned (`num`), and a row-actions column with a heading for screen readers only.
export interface Column {
  label: string;
  /** Figures: right-aligned like their cells. */
  numeric?: boolean;
  /** Named for screen readers only (the row actions' column). */
  hidden?: boolean;
}

/** A figures column. */
export const num = (label: string): Column => ({ label, numeric: true });
/** The row actions' column: buttons need no visible heading, a screen reader still names the column. */
export const ACTIONS_COLUMN: Column = { label: 'Actions', hidden: true };

export function TableHead({ columns }: { columns: readonly (string | Column)[] }) {
  return (
    <thead>
      <tr>
        {columns.map((c) => {
          const col = typeof c === 'string' ? { label: c } : c;
          return (
            <th key={col.label} scope="col" className={col.numeric ? 'num' : undefined}>
              {col.hidden ? <span className="visually-hidden">{col.label}</span> : col.label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
