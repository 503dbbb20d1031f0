// Process: renderer. "Confirm all as zero" on the review's Missing panel: every item missing in the count's scope
// is set to counted zero (counts.zero.confirmMissing), only after an inline confirmation that says how many (Alt+Z,
// bound in count-keys.ts, asks too). Items outside the scope are never set.

import { countOf, formatCount } from '../../lib/format';
import { KeyHint } from '../../shared/KeyHint';
import { ariaKeys } from '../../shared/keys';

export function ZeroAllConfirm({
  count,
  asked,
  ask,
  confirmAll,
}: {
  count: number;
  asked: boolean;
  ask: (on: boolean) => void;
  confirmAll: () => Promise<boolean>;
}) {
  if (!asked)
    return (
      <p>
        Zero counts to confirm: an item really not there is confirmed as counted zero.{' '}
        <button type="button" onClick={() => ask(true)} aria-keyshortcuts={ariaKeys('Alt+Z')}>
          Confirm all {formatCount(count)} as zero… <KeyHint keys="Alt+Z" />
        </button>
      </p>
    );
  return (
    <fieldset className="inline-confirm" onKeyDown={(e) => e.key === 'Escape' && ask(false)}>
      <legend className="visually-hidden">Confirm all as zero</legend>
      <span>
        Set <strong>{countOf(count, 'item')}</strong> of this count's scope to counted zero? Items outside the scope are
        never set.
      </span>
      <button
        type="button"
        className="primary"
        onClick={() => void confirmAll()}
        // biome-ignore lint/a11y/noAutofocus: the user just asked for this; Enter confirms, Esc does not
        autoFocus
      >
        Set {formatCount(count)} to zero <KeyHint keys="Enter" />
      </button>
      <button type="button" onClick={() => ask(false)}>
        Cancel <KeyHint keys="Esc" />
      </button>
    </fieldset>
  );
}
