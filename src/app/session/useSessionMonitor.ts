import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { api } from '../api';
import { notifyError } from '../notify';
import type { SessionActions } from './actions';
import { SessionMonitor, type SessionPhase } from './sessionMonitor';

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** Runs the session monitor while a user is logged in; returns the countdown's state and 'Yes, I am'. */
export function useSessionMonitor(userUuid: string | null, actions: SessionActions) {
  const [phase, setPhase] = useState<SessionPhase>({ phase: 'active' });
  const [isRefreshing, setRefreshing] = useState(false);
  const monitorRef = useRef<SessionMonitor | null>(null);

  useEffect(() => {
    if (!userUuid) return;
    const monitor = new SessionMonitor({
      ping: async () => {
        try {
          await api.ping();
          return 'ok';
        } catch (error) {
          return error instanceof ApiError && error.status === 401 ? 'expired' : 'unreachable';
        }
      },
      keepAlive: async () => {
        await api.refreshSession();
      },
      onPhase: setPhase,
      onTimeout: () => actions.timeout(),
      onExpired: () => actions.expired(),
    });
    monitorRef.current = monitor;
    monitor.start();
    const onActivity = () => monitor.activity();
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true, capture: true });
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
      monitor.stop();
      monitorRef.current = null;
      setPhase({ phase: 'active' });
    };
  }, [userUuid, actions]);

  const stayLoggedIn = async () => {
    setRefreshing(true);
    try {
      await api.refreshSession();
      monitorRef.current?.stayLoggedIn();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) actions.expired();
      else notifyError(error);
    } finally {
      setRefreshing(false);
    }
  };

  return { phase, isRefreshing, stayLoggedIn };
}
