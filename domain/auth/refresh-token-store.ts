// Process: main (domain, Electron-free). Where the refresh token lives between launches. Only the refresh
// token is ever persisted, only encrypted (Electron's safeStorage, passed in by the glue), and written
// atomically (temp file + rename). Without encryption nothing is written at all: never plain text.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { CodedError } from '../shared/errors';
import { createLogger } from '../shared/logger';

const log = createLogger('auth.refresh-token-store');

export interface RefreshTokenStore {
  load(): Promise<string | null>;
  save(token: string): Promise<void>;
  clear(): Promise<void>;
}

/** The shape of Electron's safeStorage. */
export interface StringEncryptor {
  isEncryptionAvailable(): boolean;
  encryptString(plain: string): Buffer;
  decryptString(encrypted: Buffer): string;
}

export class RefreshTokenStoreError extends CodedError<'encryption_unavailable' | 'write_failed'> {
  constructor(code: 'encryption_unavailable' | 'write_failed', message: string, cause?: unknown) {
    super(code, message, cause === undefined ? undefined : { cause });
    this.name = 'RefreshTokenStoreError';
  }
}

export function createEncryptedRefreshTokenStore(filePath: string, encryptor: StringEncryptor): RefreshTokenStore {
  return {
    async load() {
      let bytes: Buffer;
      try {
        bytes = await readFile(filePath);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
      if (!encryptor.isEncryptionAvailable()) {
        log.warn('a saved sign-in exists but encryption is unavailable; ignoring it');
        return null;
      }
      try {
        const token = encryptor.decryptString(bytes).trim();
        return token || null;
      } catch {
        // Written under another OS user or keychain: useless, so drop it rather than fail every launch.
        log.warn('the saved sign-in cannot be decrypted; discarding it');
        await rm(filePath, { force: true });
        return null;
      }
    },
    async save(token) {
      if (!encryptor.isEncryptionAvailable())
        throw new RefreshTokenStoreError(
          'encryption_unavailable',
          'This system offers no secure storage, so the sign-in is kept for this session only.',
        );
      const encrypted = encryptor.encryptString(token);
      const temp = `${filePath}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await mkdir(dirname(filePath), { recursive: true });
        await writeFile(temp, encrypted, { mode: 0o600 });
        await rename(temp, filePath);
      } catch (cause) {
        await rm(temp, { force: true });
        throw new RefreshTokenStoreError('write_failed', 'The sign-in could not be saved.', cause);
      }
    },
    async clear() {
      await rm(filePath, { force: true });
    },
  };
}

/** Browser mode and the CLI: the token lives only as long as the process. */
export function createMemoryRefreshTokenStore(): RefreshTokenStore {
  let token: string | null = null;
  return {
    load: async () => token,
    save: async (t) => {
      token = t;
    },
    clear: async () => {
      token = null;
    },
  };
}
