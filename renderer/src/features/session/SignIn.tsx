// Process: renderer. The first screen: the built-in demo service or a real service, then client ID, user name and
// password. Enter submits; errors say what to do next. The password lives only in this form until sent to main.
import { type FormEvent, useId, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { DEFAULT_AUTH_URL, DEFAULT_BASE_URL } from '../../../../contract/channels';
import { errorText } from '../../shared/error-words';
import { useApp } from '../../store/context';
import { selectSignIn } from '../../store/selectors/session';
import { DemoDamaged } from './DemoDamaged';
import { Notices } from './Notices';
import { OfflineRetry } from './OfflineBanner';

type Kind = 'demo' | 'real';

export function SignIn() {
  const { auth, busy, error, last, lastUser, signIn } = useApp(useShallow(selectSignIn));
  const id = useId();

  const [kind, setKind] = useState<Kind>(last?.kind ?? 'demo');
  const [authUrl, setAuthUrl] = useState(last?.kind === 'real' ? last.authUrl : DEFAULT_AUTH_URL);
  const [baseUrl, setBaseUrl] = useState(last?.kind === 'real' ? last.baseUrl : DEFAULT_BASE_URL);
  const [clientId, setClientId] = useState(last?.kind === 'real' ? last.clientId : '');
  const [userName, setUserName] = useState(lastUser ?? '');
  const [password, setPassword] = useState('');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const connection = kind === 'demo' ? { kind } : { kind, authUrl, baseUrl, clientId };
    const done = await signIn({ connection, userName, password });
    if (done) setPassword('');
  };

  const fieldError = (name: string) => error?.fields?.find((f) => f.field.endsWith(name))?.message;
  const reason = auth?.state === 'reauthRequired' ? auth.reason : auth?.reason;

  return (
    <main className="centered">
      <form className="card sign-in" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
        <h1 id={`${id}-title`}>Sign in to Stocktake</h1>
        <Notices />
        {reason && (
          <p className="notice warning" role="alert">
            {reason}
          </p>
        )}
        {/* Launched offline with nothing cached: main keeps trying the saved sign-in; the form stays usable. */}
        {auth?.offline && <OfflineRetry offline={auth.offline} />}
        <fieldset className="choice">
          <legend>Service</legend>
          <label className="radio">
            <input type="radio" name="kind" value="demo" checked={kind === 'demo'} onChange={() => setKind('demo')} />
            <span>
              <strong>Built-in demo service</strong>
              <small>Sample stores and items on this computer. User name demo, password demo.</small>
            </span>
          </label>
          <label className="radio">
            <input type="radio" name="kind" value="real" checked={kind === 'real'} onChange={() => setKind('real')} />
            <span>
              <strong>A real service</strong>
              <small>Your company's Inventory Integration Service account.</small>
            </span>
          </label>
        </fieldset>

        {kind === 'real' && (
          <>
            <Field
              label="Auth URL"
              id={`${id}-auth`}
              value={authUrl}
              onChange={setAuthUrl}
              error={fieldError('authUrl')}
            />
            <Field
              label="Base URL"
              hint="Without /api/v3: the app adds it."
              id={`${id}-base`}
              value={baseUrl}
              onChange={setBaseUrl}
              error={fieldError('baseUrl')}
            />
            <Field
              label="Client ID"
              id={`${id}-client`}
              value={clientId}
              onChange={setClientId}
              error={fieldError('clientId')}
            />
          </>
        )}
        <Field
          label="User name"
          id={`${id}-user`}
          value={userName}
          onChange={setUserName}
          autoComplete="username"
          error={fieldError('userName')}
          autoFocus
        />
        <Field
          label="Password"
          id={`${id}-password`}
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          error={fieldError('password')}
        />
        {error?.code === 'demo_damaged' ? (
          <DemoDamaged message={error.message} />
        ) : (
          error && (
            <p className="notice error" role="alert">
              {errorText(error)}
            </p>
          )
        )}
        <button type="submit" className="primary" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}

function Field(props: {
  label: string;
  id: string;
  value: string;
  onChange: (v: string) => void;
  type?: string;
  hint?: string;
  error?: string;
  autoComplete?: string;
  autoFocus?: boolean;
}) {
  const describedBy = [props.hint && `${props.id}-hint`, props.error && `${props.id}-error`].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        type={props.type ?? 'text'}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        autoComplete={props.autoComplete ?? 'off'}
        spellCheck={false}
        // biome-ignore lint/a11y/noAutofocus: the sign-in screen has one obvious first field
        autoFocus={props.autoFocus}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {props.hint && (
        <small id={`${props.id}-hint`} className="hint">
          {props.hint}
        </small>
      )}
      {props.error && (
        <small id={`${props.id}-error`} className="field-error">
          {props.error}
        </small>
      )}
    </div>
  );
}
