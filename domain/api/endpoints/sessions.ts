// Process: main (domain, Electron-free). Count sessions and their items (spec 4.6; notes A, B). The client
// makes the GUIDs, and a Finalized session is locked (adding items gives a 400 the UI shows as is).
import { z } from 'zod';
import type { Http } from '../http';
import { getPage, iteratePages, type Page } from '../pagination';
import { Session, SessionCreate, SessionItem, SessionItemCount, SessionUpdate } from '../wire';
import { AnyBody } from './loose';

const SessionList = z.array(Session);
const SessionItemList = z.array(SessionItem).min(1);
const seg = encodeURIComponent;
const SESSION_PAGE_NAMES = { page: 'PageNumber', size: 'PageSize' };

export interface SessionListParams {
  /** e.g. `MobileStatus=1` */
  filter?: string;
  pageNumber?: number;
  pageSize?: number;
}

const sessionQuery = (q: SessionListParams) => ({ Filter: q.filter, PageNumber: q.pageNumber, PageSize: q.pageSize });

export function sessionEndpoints(http: Http) {
  return {
    /** Creates a session; never retried automatically (a POST that creates). */
    createSession: async (session: z.input<typeof SessionCreate>): Promise<Session> =>
      (
        await http.request({
          method: 'POST',
          path: '/sessions',
          body: session,
          bodySchema: SessionCreate,
          schema: Session,
        })
      ).data,
    getSession: async (sessionId: string): Promise<Session> =>
      (await http.request({ method: 'GET', path: `/sessions/${seg(sessionId)}`, schema: Session })).data,
    listSessions: (q: SessionListParams = {}): Promise<Page<Session>> =>
      getPage(http, '/sessions', sessionQuery(q), SessionList),
    iterateSessions: (q: SessionListParams = {}): AsyncGenerator<Page<Session>> =>
      iteratePages(http, '/sessions', sessionQuery(q), SessionList, SESSION_PAGE_NAMES),
    /** Changes description and/or mobileStatus; answers with the session. A Finalized session stays locked. */
    updateSession: async (update: SessionUpdate): Promise<Session> =>
      (
        await http.request({
          method: 'PUT',
          path: '/sessions',
          body: update,
          bodySchema: SessionUpdate,
          schema: Session,
        })
      ).data,
    deleteSession: async (sessionId: string): Promise<void> => {
      await http.request({ method: 'DELETE', path: `/sessions/${seg(sessionId)}`, schema: AnyBody });
    },
    /** Adds (or, for a known sessionItemID, replaces) items; answers with the session. Never retried. */
    addSessionItems: async (sessionId: string, items: SessionItem[]): Promise<Session> =>
      (
        await http.request({
          method: 'POST',
          path: `/sessions/${seg(sessionId)}/sessionItems`,
          body: items,
          bodySchema: SessionItemList,
          schema: Session,
        })
      ).data,
    /** Sets the absolute count (idempotent, so safe to retry). */
    setSessionItemCount: async (sessionId: string, sessionItemId: string, count: number): Promise<SessionItem> =>
      (
        await http.request({
          method: 'PUT',
          path: `/sessions/${seg(sessionId)}/sessionItems/${seg(sessionItemId)}/count`,
          body: { count },
          bodySchema: SessionItemCount,
          schema: SessionItem,
        })
      ).data,
  };
}
