// Process: service. Password hashing with scrypt; only hashes are stored.
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

// Low cost keeps demo seeding and logins fast; this is a local demo and test backend, not a password vault.
const COST = { N: 1024, r: 8, p: 1 };

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, 32, COST);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

/** Hash of a random password nobody knows: checked against when the user does not exist, so an unknown user
 * name costs the same scrypt as a wrong password and the answer time does not tell which user names exist. */
const DUMMY_HASH = hashPassword(randomBytes(16).toString('hex'));

/** True when `password` matches `stored`; with no stored hash it still runs one scrypt and is false. */
export function verifyPassword(password: string, stored: string | undefined): boolean {
  const [scheme, saltHex, hashHex] = (stored ?? DUMMY_HASH).split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = scryptSync(password, Buffer.from(saltHex, 'hex'), expected.length, COST);
  return timingSafeEqual(expected, actual) && stored !== undefined;
}
