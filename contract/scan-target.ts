// Process: shared by main and renderer (types only outside main). Where reader scans go: the screen that is open
// says which count session or receiving draft takes the reader's reads and wedge scans (main's lossless reader
// tap), and lets go when it closes. One target at a time: activating one deactivates the other, so a scan is
// never counted in a session and received in a draft both. Typed codes go through `counts.scan` and
// `receiving.drafts.scan` instead.
import { z } from 'zod';
import type { CountSessionView } from './counts';
import type { DraftView } from './receiving';
import { Guid, request } from './request';

export const scanTargetRequests = {
  /** Reader reads and wedge scans now count in this session (it must be open on this PC). */
  'counts.sessions.activate': request<CountSessionView>()(z.object({ sessionId: Guid }).strict()),
  /** Stops counting reader scans (only if `sessionId`, when given, is still the active one). */
  'counts.sessions.deactivate': request<{ active: null }>()(z.object({ sessionId: Guid.optional() }).strict()),
  /** Reader reads and wedge scans now go to this draft. */
  'receiving.drafts.activate': request<DraftView>()(z.object({ draftId: z.uuid() }).strict()),
  /** Stops sending reader scans to a draft (only if `draftId`, when given, is still the active one). */
  'receiving.drafts.deactivate': request<{ active: null }>()(z.object({ draftId: z.uuid().optional() }).strict()),
} as const;
