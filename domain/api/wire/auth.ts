// Process: main (domain) and service. Auth interface request and response shapes (spec 2.1, 4.1; notes A, B).
import { z } from 'zod';

export const TokenRequest = z.object({
  clientId: z.string().min(1),
  userName: z.string().min(1),
  password: z.string().min(1),
});
export type TokenRequest = z.infer<typeof TokenRequest>;

export const RefreshTokenRequest = z.object({
  clientId: z.string().min(1),
  refreshToken: z.uuid(),
});
export type RefreshTokenRequest = z.infer<typeof RefreshTokenRequest>;

export const TokenResult = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  tokenType: z.string(),
  /** Numeric in one documented sample, string in another. */
  clientId: z.union([z.string(), z.number()]),
  databaseVersion: z.number().int().optional(),
  expiresIn: z.number().int().positive(),
  expires: z.string(),
  isUser: z.boolean(),
  authType: z.number().int(),
});
export type TokenResult = z.infer<typeof TokenResult>;

/** `success` is documented as a string but is a boolean in samples: accept both. */
const SuccessFlag = z
  .union([z.boolean(), z.enum(['true', 'false', 'True', 'False'])])
  .transform((v) => (typeof v === 'boolean' ? v : v.toLowerCase() === 'true'));

export const AuthEnvelope = z.object({
  success: SuccessFlag,
  result: TokenResult.nullable(),
  errors: z.string().nullable(),
});
export type AuthEnvelope = z.infer<typeof AuthEnvelope>;
