// Process: renderer. The receipt's print button and what it says beside it: which lines cannot be tagged and why
// (they are left out, and the button prints the others), and, before a receipt this PC tagged before is tagged
// again, how many labels it already made, asked to confirm (goods must not get two tags unawares): the confirmed
// print says it is meant again, which main requires of such a receipt (another tab's print is refused unasked).
import { useId, useState } from 'react';
import { type ReceiptLabelsView, taggedBefore } from '../../../../contract/encode';
import { countOf, formatCount } from '../../lib/format';
import { KeyHint } from '../../shared/KeyHint';

/** A receipt line that cannot be tagged, and main's reason (domain/encode sgtin-target.ts). */
export interface LeftOutLine {
  sku: string;
  problem: string;
}

interface Props {
  docNumber: string;
  /** Labels of the lines that can be tagged, as they are set. */
  total: number;
  /** Every line's preview is in (so which lines are left out is known). */
  ready: boolean;
  leftOut: readonly LeftOutLine[];
  printer: string | null;
  printing: boolean;
  labelsMade: () => Promise<ReceiptLabelsView | null>;
  /** `again`: the user confirmed tagging a receipt that has labels. */
  print: (again: boolean) => void;
  close: () => void;
}

/** Why a job owes labels: another window may be printing it now, or it was cut off. */
const UNFINISHED = 'not finished (printing now, or cut off)';

/** The words main's refusal uses too (domain/encode/receipt-plan.ts labelsMadeText). */
function madeText(made: ReceiptLabelsView): string {
  if (made.owed === 0) return `${countOf(made.printed, 'label')} printed on this PC`;
  if (made.printed === 0) return `${countOf(made.owed, 'label')} in a job on this PC ${UNFINISHED}`;
  return `${countOf(made.printed, 'label')} printed on this PC, and ${formatCount(made.owed)} more in a job ${UNFINISHED}`;
}

export function ReceiptPrintRow({
  docNumber,
  total,
  ready,
  leftOut,
  printer,
  printing,
  labelsMade,
  print,
  close,
}: Props) {
  const id = useId();
  const [asked, setAsked] = useState<ReceiptLabelsView | null>(null);
  const printText =
    leftOut.length > 0 ? `Print the other ${countOf(total, 'label')}` : `Print ${countOf(total, 'label')}`;
  const start = async () => {
    const made = await labelsMade();
    // Unreadable: nothing is printed unasked; the error shows below (PrintProgress).
    if (made === null) return;
    if (taggedBefore(made)) setAsked(made);
    else print(false);
  };
  return (
    <>
      <div className="print-row">
        <button
          type="button"
          disabled={printing || !ready || !printer || total === 0 || asked !== null}
          aria-describedby={leftOut.length > 0 ? `${id}-left-out` : undefined}
          onClick={() => void start()}
        >
          {printText}
        </button>
        <button type="button" onClick={close} disabled={printing}>
          Close
        </button>
        {!printer && <span className="muted">Set the label printer first.</span>}
      </div>
      {leftOut.length > 0 && (
        <div id={`${id}-left-out`} className="notice warning" data-print-left-out>
          <p>
            {leftOut.length === 1
              ? `${leftOut[0]!.sku} cannot be tagged, so it is left out`
              : `${countOf(leftOut.length, 'line')} cannot be tagged, so they are left out`}
            {total > 0
              ? `: the button prints the other lines' ${countOf(total, 'label')}.`
              : ': nothing here can be printed.'}
          </p>
          <ul>
            {leftOut.map((l) => (
              <li key={l.sku}>{l.problem}</li>
            ))}
          </ul>
        </div>
      )}
      {asked && (
        <fieldset
          className="inline-confirm"
          data-reprint-confirm
          onKeyDown={(e) => {
            if (e.key !== 'Escape') return;
            // Esc cancels here only: the receipt view's own Esc (back to the list) must not take it too.
            e.stopPropagation();
            setAsked(null);
          }}
        >
          <legend className="visually-hidden">Tag {docNumber} again?</legend>
          <span>
            {docNumber} was tagged before: {madeText(asked)}. Printing again gives these goods a second tag. Print{' '}
            {countOf(total, 'more label')} anyway?
          </span>
          <button
            type="button"
            className="primary"
            onClick={() => {
              setAsked(null);
              print(true);
            }}
            // biome-ignore lint/a11y/noAutofocus: the user just asked to print; Enter prints, Esc does not
            autoFocus
          >
            Print {countOf(total, 'more label')} <KeyHint keys="Enter" />
          </button>
          <button type="button" onClick={() => setAsked(null)}>
            Cancel <KeyHint keys="Esc" />
          </button>
        </fieldset>
      )}
    </>
  );
}
