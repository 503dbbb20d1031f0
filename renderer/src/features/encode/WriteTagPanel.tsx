// Process: renderer. "Write tag" on the lookup card and a receipt's line: one tag held to the reader gets the item's next EPC, is read back
// and compared in main (the reader's port lent meanwhile); optionally it is locked behind an access password. A
// reader that cannot write says why instead of offering the button; every refusal is shown in main's words. The
// outcome stays until dismissed: while the panel is open reader scans are held (reader-slice `holdReaderScans`), so
// the tags the reader sees once it has its port back cannot replace the card and the panel with it. Below it, this
// session's writes with their EPCs.
import { useEffect, useId, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useApp } from '../../store/context';
import { selectWriteTag } from '../../store/selectors/encode';
import { HeldReads } from './HeldReads';
import { RecentTagWrites } from './RecentTagWrites';
import { TagWriteOutcome } from './TagWriteOutcome';
import './encode.css';
import './write-tag.css';

const HEX8 = /^[0-9A-Fa-f]{8}$/;
/** Blank is "none"; anything else must be 8 hex digits before it is sent. */
const passwordOk = (v: string) => v === '' || HEX8.test(v);

/** `sku` names the item in the heading where the panel is not on the item's own card (a receipt's line). */
export function WriteTagPanel({ itemId, sku }: { itemId: string; sku?: string | undefined }) {
  const { writer, writing, outcome, load, loadRecent, write, dismiss, holdScans } = useApp(useShallow(selectWriteTag));
  const mine = outcome?.itemId === itemId ? outcome : null;
  // Back on an item whose outcome was never dismissed (the user went to another screen meanwhile): open, showing it.
  const [open, setOpen] = useState(mine !== null);
  const [access, setAccess] = useState('');
  const [lockWith, setLockWith] = useState('');
  const id = useId();
  const submit = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const closedHere = useRef(false);
  useEffect(() => {
    if (!open) return;
    void load();
    void loadRecent();
  }, [open, load, loadRecent]);
  useEffect(() => (open ? holdScans() : undefined), [open, holdScans]);
  useEffect(() => {
    if (!open && closedHere.current) opener.current?.focus();
  }, [open]);
  const close = () => {
    if (mine) dismiss();
    closedHere.current = true;
    setOpen(false);
  };
  const dismissHere = () => {
    dismiss();
    // The Dismiss button goes with the outcome: the keyboard stays in the panel, on the next write.
    submit.current?.focus();
  };
  if (!open) {
    return (
      <button type="button" className="write-tag-open" ref={opener} onClick={() => setOpen(true)}>
        Write tag{sku ? ` for ${sku}` : ''}
      </button>
    );
  }
  const bad = !passwordOk(access) || !passwordOk(lockWith) || lockWith === '00000000';
  return (
    <section className="encode-panel" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Write an RFID tag{sku ? ` for ${sku}` : ''}</h3>
      {writer && !writer.canWrite ? (
        <p className="muted" data-write-unavailable>
          {writer.reason}
        </p>
      ) : (
        <p>Hold one tag, blank or old, close to the reader (keep other tags away), then write.</p>
      )}
      <form
        className="print-row"
        onSubmit={(e) => {
          e.preventDefault();
          void write(itemId, {
            ...(access ? { accessPassword: access.toUpperCase() } : {}),
            ...(lockWith ? { lockWith: lockWith.toUpperCase() } : {}),
          });
        }}
      >
        <PasswordField id={`${id}-ap`} label="Tag's access password" empty="none" value={access} set={setAccess} />
        <PasswordField
          id={`${id}-lock`}
          label="Lock with password"
          empty="no lock"
          value={lockWith}
          set={setLockWith}
        />
        <button type="submit" ref={submit} disabled={writing || !writer?.canWrite || bad}>
          {writing ? 'Writing…' : 'Write tag'}
        </button>
        <button type="button" onClick={close} disabled={writing}>
          Close
        </button>
      </form>
      {bad && <p className="muted">A password is 8 hex digits (0-9, A-F); a lock password cannot be 00000000.</p>}
      {mine && <TagWriteOutcome outcome={mine} dismiss={dismissHere} />}
      <HeldReads leaving={close} />
      <RecentTagWrites />
    </section>
  );
}

/** An optional 8-hex-digit password: blank means none; marked invalid until it is 8 hex digits. */
function PasswordField(p: { id: string; label: string; empty: string; value: string; set: (v: string) => void }) {
  return (
    <>
      <label htmlFor={p.id}>{p.label}</label>
      <input
        id={p.id}
        className="hex8"
        value={p.value}
        placeholder={p.empty}
        aria-invalid={!passwordOk(p.value)}
        onChange={(e) => p.set(e.target.value.trim())}
      />
    </>
  );
}
