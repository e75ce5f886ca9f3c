/**
 * Who is signed in (GET /konto/api/jag), for every view. A 401 from any signed-in call ends it
 * (api.ts raises sessionEndedEvent), and the sign-in page then says why.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { api, ApiError, sessionEndedEvent } from './api';
import { texts } from './texts';
import type { Me } from './types';

interface SessionState {
  /** undefined while the first answer is on its way. */
  me: Me | null | undefined;
  /** Why the person is on the sign-in page (signed out, session over), if they did not just arrive. */
  notice: string | undefined;
  refresh: () => Promise<Me | null>;
  end: (notice: string) => void;
}

export const SessionContext = createContext<SessionState | undefined>(undefined);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [me, setMe] = useState<Me | null | undefined>(undefined);
  const [notice, setNotice] = useState<string | undefined>(undefined);

  const refresh = useCallback(async () => {
    try {
      const answer = await api<{ email: string; role: Me['role'] }>('/jag', { signedIn: false });
      const next = { email: answer.email, role: answer.role };
      setMe(next);
      setNotice(undefined);
      return next;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        setMe(null);
        return null;
      }
      throw error;
    }
  }, []);

  const end = useCallback((message: string) => {
    setMe(null);
    setNotice(message);
  }, []);

  useEffect(() => {
    let live = true;
    api<Me>('/jag', { signedIn: false }).then(
      (answer) => live && setMe({ email: answer.email, role: answer.role }),
      () => live && setMe(null),
    );
    const ended = () => end(texts.sessionEnded);
    window.addEventListener(sessionEndedEvent, ended);
    return () => {
      live = false;
      window.removeEventListener(sessionEndedEvent, ended);
    };
  }, [end]);

  const value = useMemo(() => ({ me, notice, refresh, end }), [me, notice, refresh, end]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession outside SessionProvider');
  return state;
}

export const canSeeLeads = (me: Me | null | undefined) => me?.role === 'partner' || me?.role === 'admin';

/** The page editor (/konto/redigera) is for editors and admins (docs/decisions.md 92, 98). */
export const mayEdit = (me: Me | null | undefined) => me?.role === 'editor' || me?.role === 'admin';
