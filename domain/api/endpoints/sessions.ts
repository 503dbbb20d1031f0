// Process: main (domain, Electron-free). Count sessions and their items (spec 4.6; notes A, B). The client
// makes the GUIDs, and a Finalized session is locked (adding items gives a 400 the UI shows as is).
import { z } from 'zod';
import type { Http } from '../http';
import { getPage, iteratePages, type Page } from '../pagination';
import { Session, SessionCreate, SessionItem, SessionItemCount, SessionUpdate } from '../wire';
import { seg, verbs } from './verbs';

const SessionList = z.array(Session);
const SessionItemList = z.array(SessionItem).min(1);
const SESSION_PAGE_NAMES = { page: 'PageNumber', size: 'PageSize' };

export interface SessionListParams {
  /** e.g. `MobileStatus=1` */
  filter?: string;
  pageNumber?: number;
  pageSize?: number;
}

const sessionQuery = (q: SessionListParams) => ({ Filter: q.filter, PageNumber: q.pageNumber, PageSize: q.pageSize });
const session = (sessionId: string) => `/sessions/${seg(sessionId)}`;

export function sessionEndpoints(http: Http) {
  const { get, post, put, del } = verbs(http);
  return {
    /** Creates a session; never retried automatically (a POST that creates). */
    createSession: (body: z.input<typeof SessionCreate>): Promise<Session> =>
      post('/sessions', body, Session, { bodySchema: SessionCreate }),
    getSession: (sessionId: string): Promise<Session> => get(session(sessionId), Session),
    listSessions: (q: SessionListParams = {}): Promise<Page<Session>> =>
      getPage(http, '/sessions', sessionQuery(q), SessionList),
    iterateSessions: (q: SessionListParams = {}): AsyncGenerator<Page<Session>> =>
      iteratePages(http, '/sessions', sessionQuery(q), SessionList, SESSION_PAGE_NAMES),
    /** Changes description and/or mobileStatus; answers with the session. A Finalized session stays locked. */
    updateSession: (update: SessionUpdate): Promise<Session> =>
      put('/sessions', update, Session, { bodySchema: SessionUpdate }),
    deleteSession: (sessionId: string): Promise<void> => del(session(sessionId)),
    /** Adds (or, for a known sessionItemID, replaces) items; answers with the session. Never retried. */
    addSessionItems: (sessionId: string, items: SessionItem[]): Promise<Session> =>
      post(`${session(sessionId)}/sessionItems`, items, Session, { bodySchema: SessionItemList }),
    /** Sets the absolute count (idempotent, so safe to retry). */
    setSessionItemCount: (sessionId: string, sessionItemId: string, count: number): Promise<SessionItem> =>
      put(`${session(sessionId)}/sessionItems/${seg(sessionItemId)}/count`, { count }, SessionItem, {
        bodySchema: SessionItemCount,
      }),
  };
}
