// Process: renderer. Settings: where the app is connected and as whom (read-only), the language of dates and the
// fallback currency (LanguageSection), replenishment's stale-days limit (StaleDaysSection), then the reader settings
// (renderer/src/features/reader), the scale's (renderer/src/features/scale) and the units' precisions
// (renderer/src/features/units).
import { useShallow } from 'zustand/react/shallow';
import { useApp } from '../../store/context';
import { selectSettingsPanel } from '../../store/selectors/app';
import { ReaderSettingsSection } from '../reader/ReaderSettingsSection';
import { ReaderTuningSection } from '../reader/ReaderTuningSection';
import { ScaleSettingsSection } from '../scale/ScaleSettingsSection';
import { UnitPrecisionsSection } from '../units/UnitPrecisionsSection';
import { LanguageSection } from './LanguageSection';
import { StaleDaysSection } from './StaleDaysSection';

export function SettingsPanel() {
  const { auth, info, store } = useApp(useShallow(selectSettingsPanel));
  const connection = auth?.connection;
  return (
    <section className="card" aria-labelledby="settings-title">
      <h1 id="settings-title">Settings</h1>
      <h2>Connection</h2>
      <dl className="facts">
        <dt>Service</dt>
        <dd>{auth?.serviceLabel ?? '—'}</dd>
        {connection?.kind === 'real' && (
          <>
            <dt>Auth URL</dt>
            <dd>{connection.authUrl}</dd>
            <dt>Base URL</dt>
            <dd>{connection.baseUrl}</dd>
            <dt>Client ID</dt>
            <dd>{connection.clientId}</dd>
          </>
        )}
        <dt>User</dt>
        <dd>{auth?.userName ?? '—'}</dd>
        <dt>Working store</dt>
        <dd>{store ? `${store.code} · ${store.description}` : 'none chosen'}</dd>
        <dt>App</dt>
        <dd>{info ? `${info.version} (${info.mode === 'electron' ? 'desktop' : 'browser mode'})` : '—'}</dd>
      </dl>
      <p className="muted">To use another service or user, sign out and sign in again.</p>
      <LanguageSection />
      <StaleDaysSection />
      <ReaderSettingsSection />
      <ReaderTuningSection />
      <ScaleSettingsSection />
      <UnitPrecisionsSection />
    </section>
  );
}
