// Process: renderer. What the last "Write tag" came to, on screen until the user dismisses it (a tag read never
// replaces it): written and verified (with the EPC and serial), refused before anything was issued, or spoiled (the
// serial voided after the write failed, so the tag may carry anything). Refusals and spoils are in main's words.
import { errorText } from '../../shared/error-words';
import type { TagWriteOutcome as Outcome } from '../../store/types';

export function TagWriteOutcome({ outcome, dismiss }: { outcome: Outcome; dismiss: () => void }) {
  const button = (
    <button type="button" onClick={dismiss}>
      Dismiss
    </button>
  );
  if (outcome.kind === 'written') {
    const { tag } = outcome;
    return (
      <div className="write-outcome ok" role="status" data-write-outcome="written" data-written-epc={tag.epc}>
        <p>
          Tag written{tag.locked ? ', verified and locked' : ' and verified'}: EPC {tag.epc} (serial {tag.serial}).
        </p>
        {button}
      </div>
    );
  }
  const spoiled = outcome.kind === 'spoiled';
  const words = errorText(outcome.error);
  // What to do with the tag in hand, unless main's words say it already (a lock that failed does).
  const next = spoiled && !/write it again/i.test(words) ? ' Discard the tag or write it again.' : '';
  return (
    <div className="write-outcome bad" role="alert" data-write-outcome={outcome.kind}>
      <p>
        <strong>{spoiled ? 'Tag spoiled: ' : 'Nothing written: '}</strong>
        {words}
        {next}
      </p>
      {button}
    </div>
  );
}
