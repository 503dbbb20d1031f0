// Process: test (node). What tests of the whole main-process services share: a stand-in for the OS key store
// (reversible, visibly not plain text) and a dispatcher call that returns the value or throws the error.

import type { InvokeResult, RequestName } from '../../contract';
import type { AppServices, Encryptor } from '../../hosts/app/services';

/** Sign-in to the built-in demo service, as `auth.signIn` takes it. */
export const DEMO_SIGN_IN = { connection: { kind: 'demo' }, userName: 'demo', password: 'demo' } as const;

export const fakeSafeStorage: Encryptor = {
  isEncryptionAvailable: () => true,
  encryptString: (plain) => Buffer.from(`enc:${Buffer.from(plain).toString('base64')}`),
  decryptString: (bytes) => Buffer.from(bytes.toString().slice(4), 'base64').toString(),
};

/** Dispatches a request as the renderer would; its value, or an Error naming the failure. */
export async function ok<K extends RequestName>(services: AppServices, name: K, args: unknown) {
  const r = (await services.dispatch(name, args)) as InvokeResult<K>;
  if (!r.ok) throw new Error(`${name} failed: ${r.error.code} ${r.error.message}`);
  return r.value;
}
