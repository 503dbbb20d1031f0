// Process: renderer. The RFID and barcode lookup screen: one input (scan, type or paste; Enter looks up; the text
// is selected afterwards so the next scan replaces it), the item card or why there is none, the decoded identifier,
// a search for when a code finds nothing, and recent lookups. Everything works from the keyboard.
import { type ClipboardEvent, type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { LOOKUP_MAX_CHARS } from '../../../../contract/catalog';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { useApp } from '../../store/context';
import { selectLookupScreen } from '../../store/selectors/catalog';
import { CatalogBar } from './CatalogBar';
import { DecodedPanel } from './DecodedPanel';
import { ItemCard } from './ItemCard';
import { LookupHistory } from './LookupHistory';
import { NotFoundCard } from './NotFoundCard';
import { ResultList } from './ResultList';
import { SearchPanel } from './SearchPanel';

/** Typed into since the last lookup began, and the field has the focus. */
const typingInto = (typing: { current: boolean }, field: HTMLInputElement | null) =>
  typing.current && document.activeElement === field;

export function LookupScreen() {
  const { results, shown, busy, error, lookup } = useApp(useShallow(selectLookupScreen));
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const current = results[shown] ?? null;

  useEffect(() => input.current?.focus(), []);
  // A lookup started elsewhere (a reader scan, a sibling, a search hit) shows its code in the input, selected when
  // the input has focus, so the next scan or keystroke replaces it.
  // Typed into since the last lookup began: an answer arriving while the field, focused, is being typed into must
  // not replace or select what is typed (a scanner sends the next code before the last answer; its first characters
  // were lost). A scan captured outside the field (a wedge scanner, the reader) still shows its code there.
  const typing = useRef(false);
  const shownInput = current?.input.trim();
  useEffect(() => {
    if (shownInput === undefined || typingInto(typing, input.current)) return;
    typing.current = false;
    setText(shownInput);
    if (document.activeElement === input.current)
      requestAnimationFrame(() => {
        if (!typing.current) input.current?.select();
      });
  }, [shownInput]);

  const run = async (value: string) => {
    typing.current = false;
    await lookup(value);
    if (typingInto(typing, input.current)) return;
    // Selected, not cleared: the code stays readable, and the next scan or keystroke replaces it.
    input.current?.focus();
    input.current?.select();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(text);
  };
  // Enter looks up what the field holds at that moment, also while a lookup runs (a disabled button blocks the
  // form's own Enter, and a scanner sends the next code before the last answer): the newest lookup's answer shows.
  const enter = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    void run(e.currentTarget.value);
  };
  // An <input> would flatten a pasted list into one line; several lines are looked up one by one instead. Text
  // longer than a code can be is taken here too (the field would silently cut it): the lookup refuses it with a
  // message and never sends it to main.
  const paste = (e: ClipboardEvent<HTMLInputElement>) => {
    const pasted = e.clipboardData.getData('text');
    if (!/[\r\n]/.test(pasted.trim()) && pasted.length <= LOOKUP_MAX_CHARS) return;
    e.preventDefault();
    const lines = pasted.split(/[\r\n]+/).filter((l) => l.trim());
    const last = lines[lines.length - 1]?.trim() ?? '';
    setText(last.length <= LOOKUP_MAX_CHARS ? last : '');
    void run(pasted);
  };
  const lookupAgain = (value: string) => {
    setText(value);
    void run(value);
  };

  return (
    <div className="lookup">
      <section className="card lookup-main" aria-labelledby="lookup-title">
        <div className="lookup-head">
          <h1 id="lookup-title">Lookup</h1>
          <CatalogBar />
        </div>
        <form className="lookup-form" onSubmit={submit}>
          <label htmlFor="lookup-input">Scan, type or paste an EPC, tag URI, barcode or SKU</label>
          <div className="lookup-row">
            <input
              id="lookup-input"
              ref={input}
              className="lookup-input"
              value={text}
              onChange={(e) => {
                typing.current = true;
                setText(e.target.value);
              }}
              onPaste={paste}
              onKeyDown={enter}
              autoComplete="off"
              spellCheck={false}
              maxLength={LOOKUP_MAX_CHARS}
              placeholder="e.g. 3074257BF7194E4000001A85 or 00614141000012"
            />
            <button type="submit" className="primary" disabled={busy || !text.trim()}>
              {busy ? 'Looking up…' : 'Look up'}
            </button>
          </div>
        </form>
        <ErrorAlert error={error} />
        {results.length > 1 && <ResultList />}
        <div aria-live="polite">
          {current?.item ? (
            <ItemCard result={current} onOpen={lookupAgain} />
          ) : current ? (
            <NotFoundCard result={current} />
          ) : (
            <p className="muted lookup-empty">Nothing looked up yet. Scan a tag or a barcode, or type a code.</p>
          )}
        </div>
        <SearchPanel emphasised={current !== null && !current.item} onPick={lookupAgain} />
      </section>
      <aside className="lookup-side">
        {current && <DecodedPanel result={current} />}
        <LookupHistory onPick={lookupAgain} />
      </aside>
    </div>
  );
}
