/**
 * New leads without a reload: every 20 seconds the app asks /konto/api/leads/nya for leads
 * newer than the newest it knows (docs/decisions.md 78: polling, not push). The unread count goes
 * into the tab title; the inbox reloads its list when `latestId` moves (only the poll moves it).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { api } from './api';
import { canSeeLeads, useSession } from './session';
import type { NewLeads } from './types';

export const pollIntervalMs = 20_000;

interface UnreadState {
  unread: number;
  latestId: number | null;
  /** The inbox's own list brings a fresher count (after opening a lead, say). */
  setUnread: (unread: number) => void;
}

const UnreadContext = createContext<UnreadState>({ unread: 0, latestId: null, setUnread: () => undefined });

export function UnreadProvider({ children }: { children: ReactNode }) {
  const { me } = useSession();
  const [figures, setFigures] = useState<{ unread: number; latestId: number | null }>({ unread: 0, latestId: null });
  const latest = useRef<number | null>(null);
  const polling = canSeeLeads(me);

  const update = useCallback((next: { unread: number; latestId: number | null }) => {
    latest.current = next.latestId;
    setFigures((current) => (current.unread === next.unread && current.latestId === next.latestId ? current : next));
  }, []);
  const setUnread = useCallback((unread: number) => setFigures((current) => (current.unread === unread ? current : { ...current, unread })), []);

  useEffect(() => {
    if (!polling) return undefined;
    let stopped = false;
    const poll = async () => {
      try {
        const answer = await api<NewLeads>(`/leads/nya?efter=${latest.current ?? 0}`);
        if (!stopped) update({ unread: answer.unread, latestId: answer.latestId ?? latest.current });
      } catch {
        // The next poll tries again; a view's own call shows the error.
      }
    };
    void poll();
    const timer = window.setInterval(() => void poll(), pollIntervalMs);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [polling, update]);

  const value = useMemo(() => ({ ...figures, setUnread }), [figures, setUnread]);
  return <UnreadContext.Provider value={value}>{children}</UnreadContext.Provider>;
}

export const useUnread = () => useContext(UnreadContext);
