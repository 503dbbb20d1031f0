// Process: service. Password hashing with scrypt; only hashes are stored.
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

// Low cost keeps demo seeding and logins fast; this is a local demo and test backend, not a password vault.
const COST = { N: 1024, r: 8, p: 1 };

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, 32, COST);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = scryptSync(password, Buffer.from(saltHex, 'hex'), expected.length, COST);
  return timingSafeEqual(expected, actual);
}
