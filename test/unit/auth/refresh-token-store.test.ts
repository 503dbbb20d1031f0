// Process: test (node). The refresh token on disk: encrypted, written atomically, and never in plain text when
// the system offers no encryption. The encryptor is a stand-in for Electron's safeStorage (the Electron edge).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createEncryptedRefreshTokenStore,
  createMemoryRefreshTokenStore,
  RefreshTokenStoreError,
  type StringEncryptor,
} from '../../../domain/auth/refresh-token-store';

const TOKEN = '9b2f3c1e-7a4d-4f6b-8c2e-1d3f5a7b9c0e';

/** AES-GCM with a per-test key: behaves like safeStorage (opaque bytes, fails on foreign input). */
function aesEncryptor(available = true): StringEncryptor {
  const key = randomBytes(32);
  return {
    isEncryptionAvailable: () => available,
    encryptString(plain) {
      const iv = randomBytes(12);
      const c = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
      return Buffer.concat([iv, c.getAuthTag(), body]);
    },
    decryptString(buf) {
      const d = createDecipheriv('aes-256-gcm', key, buf.subarray(0, 12));
      d.setAuthTag(buf.subarray(12, 28));
      return Buffer.concat([d.update(buf.subarray(28)), d.final()]).toString('utf8');
    },
  };
}

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stocktake-rts-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('encrypted refresh token store', () => {
  it('round-trips the token and stores only ciphertext', async () => {
    const file = join(dir, 'auth', 'refresh-token.bin');
    const store = createEncryptedRefreshTokenStore(file, aesEncryptor());
    expect(await store.load()).toBeNull();
    await store.save(TOKEN);
    const raw = await readFile(file);
    expect(raw.toString('latin1')).not.toContain(TOKEN);
    expect(raw.toString('latin1')).not.toContain(TOKEN.slice(0, 8));
    expect(await store.load()).toBe(TOKEN);
    expect(await readdir(join(dir, 'auth'))).toEqual(['refresh-token.bin']);
  });

  it('replaces the token atomically and leaves no temp files', async () => {
    const file = join(dir, 'refresh-token.bin');
    const store = createEncryptedRefreshTokenStore(file, aesEncryptor());
    for (let i = 0; i < 20; i++) await store.save(`${TOKEN}-${i}`);
    expect(await store.load()).toBe(`${TOKEN}-19`);
    expect(await readdir(dir)).toEqual(['refresh-token.bin']);
  });

  it('without encryption, save throws a typed error and writes nothing at all', async () => {
    const file = join(dir, 'refresh-token.bin');
    const store = createEncryptedRefreshTokenStore(file, aesEncryptor(false));
    const err = await store.save(TOKEN).catch((e) => e);
    expect(err).toBeInstanceOf(RefreshTokenStoreError);
    expect(err.code).toBe('encryption_unavailable');
    expect(await readdir(dir)).toEqual([]);
    expect(await store.load()).toBeNull();
  });

  it('an undecryptable file (another keychain) reads as no token and is removed', async () => {
    const file = join(dir, 'refresh-token.bin');
    await writeFile(file, randomBytes(64));
    const store = createEncryptedRefreshTokenStore(file, aesEncryptor());
    expect(await store.load()).toBeNull();
    expect(await readdir(dir)).toEqual([]);
  });

  it('clear removes the token and is harmless when there is none', async () => {
    const file = join(dir, 'refresh-token.bin');
    const store = createEncryptedRefreshTokenStore(file, aesEncryptor());
    await store.clear();
    await store.save(TOKEN);
    await store.clear();
    expect(await store.load()).toBeNull();
    expect(await readdir(dir)).toEqual([]);
  });
});

describe('memory refresh token store', () => {
  it('keeps the token for the process only', async () => {
    const store = createMemoryRefreshTokenStore();
    expect(await store.load()).toBeNull();
    await store.save(TOKEN);
    expect(await store.load()).toBe(TOKEN);
    await store.clear();
    expect(await store.load()).toBeNull();
    expect(await readdir(dir)).toEqual([]);
  });
});
