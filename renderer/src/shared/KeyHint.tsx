// Process: renderer. A shortcut shown next to its control, in the <kbd> style of every screen: "Alt+N" ->
// <kbd>Alt</kbd>+<kbd>N</kbd>. Give the control aria-keyshortcuts={ariaKeys(spec)} too.
import { Fragment } from 'react';
import { type KeySpec, keyParts } from './keys';

export function KeyHint({ keys }: { keys: KeySpec }) {
  const parts = keyParts(keys);
  return (
    <>
      {parts.map((p, i) => (
        <Fragment key={p}>
          {i > 0 && '+'}
          <kbd>{p}</kbd>
        </Fragment>
      ))}
    </>
  );
}
