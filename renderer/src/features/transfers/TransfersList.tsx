// Process: renderer. The Transfers list: a new transfer (the destination store and a need-by day), this PC's drafts
// (open to pack or send, discard), and the transfers the service lists as sent to this store with their state and
// what this PC did with each (open one to receive it). Keyboard: Alt+N the destination store, Enter in a row's button.
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { localDay } from '../../lib/dates';
import { formatCount, formatDay } from '../../lib/format';
import { DayField } from '../../shared/DayField';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { KeyHint } from '../../shared/KeyHint';
import { ariaKeys } from '../../shared/keys';
import { useKeys } from '../../shared/use-keys';
import { useApp } from '../../store/context';
import { selectTransfersList } from '../../store/selectors/transfers';
import { storeName } from './feed';

const HERE_WORDS = { sent: 'Sent from here', receiving: 'Being received here', received: 'Received here', none: '—' };
const DAY_MS = 86_400_000;

export function TransfersList() {
  const s = useApp(useShallow(selectTransfersList));
  const [to, setTo] = useState('');
  // Two days from today on this PC's calendar, the default need-by.
  const [needBy, setNeedBy] = useState<string | null>(() => localDay(Date.now() + 2 * DAY_MS));
  useKeys([{ keys: 'Alt+N', run: () => document.getElementById('transfer-to')?.focus() }]);
  const others = s.stores.filter((x) => x.id.toLowerCase() !== s.storeId?.toLowerCase());
  const create = () => {
    // Noon UTC of the day: the same day in every store's time zone the service might show it in.
    if (to && needBy) void s.create(to, `${needBy}T12:00:00Z`);
  };
  return (
    <section className="card transfers" aria-labelledby="transfers-title">
      <h1 id="transfers-title">Transfers</h1>
      <form
        className="inline-form transfer-new"
        aria-label="New transfer"
        onSubmit={(e) => {
          e.preventDefault();
          create();
        }}
      >
        <label>
          Send to <KeyHint keys="Alt+N" />
          <select
            id="transfer-to"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            aria-keyshortcuts={ariaKeys('Alt+N')}
          >
            <option value="">Choose a store…</option>
            {others.map((x) => (
              <option key={x.id} value={x.id}>
                {x.code} · {x.description}
              </option>
            ))}
          </select>
        </label>
        <DayField label="Need by" value={needBy ?? ''} onChange={setNeedBy} />
        <button type="submit" className="primary" disabled={!to || !needBy || s.busy}>
          New transfer
        </button>
      </form>
      <ErrorAlert error={s.error} />

      <h2>Being packed on this PC</h2>
      {!s.drafts?.length ? (
        <p className="muted">{s.drafts ? 'No transfer is being packed here.' : 'Loading…'}</p>
      ) : (
        <table className="data-table transfer-drafts">
          <thead>
            <tr>
              <th scope="col">Number</th>
              <th scope="col">To</th>
              <th scope="col">State</th>
              <th scope="col" className="num">
                Boxes
              </th>
              <th scope="col" className="num">
                Units
              </th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {s.drafts.map((d) => (
              <tr key={d.id}>
                <td className="mono">{d.docNumber}</td>
                <td>{storeName(s.stores, d.toStoreId)}</td>
                <td>{d.state}</td>
                <td className="num">{formatCount(d.boxes.length)}</td>
                <td className="num">{formatCount(d.units)}</td>
                <td>
                  <div className="row-actions">
                    <button type="button" onClick={() => void s.openDraft(d.id)}>
                      Open<span className="visually-hidden"> {d.docNumber}</span>
                    </button>
                    {d.state === 'open' && (
                      <button type="button" onClick={() => void s.discard(d.id)}>
                        Discard<span className="visually-hidden"> {d.docNumber}</span>
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h2>Sent to this store</h2>
      {!s.incoming?.length ? (
        <p className="muted">{s.incoming ? 'No transfer is on its way to this store.' : 'Loading…'}</p>
      ) : (
        <table className="data-table transfer-incoming">
          <thead>
            <tr>
              <th scope="col">Number</th>
              <th scope="col">From</th>
              <th scope="col">Need by</th>
              <th scope="col">State</th>
              <th scope="col">This PC</th>
              <th scope="col" className="num">
                Boxes
              </th>
              <th scope="col" className="num">
                Units
              </th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {s.incoming.map((t) => (
              <tr key={t.id} data-transfer={t.docNumber ?? t.id}>
                <td className="mono">{t.docNumber ?? t.id}</td>
                <td>{storeName(s.stores, t.fromStoreId)}</td>
                <td>{formatDay(t.needBy.slice(0, 10))}</td>
                <td>{t.status}</td>
                <td>{HERE_WORDS[t.here]}</td>
                <td className="num">{formatCount(t.boxes)}</td>
                <td className="num">{formatCount(t.units)}</td>
                <td>
                  <button type="button" onClick={() => void s.receive(t.id)}>
                    {t.here === 'received' ? 'Report' : 'Receive'}
                    <span className="visually-hidden"> {t.docNumber ?? t.id}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
