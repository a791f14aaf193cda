import { useEffect, useEffectEvent } from 'react';

/** While `active`, calls `reset` once `ms` have passed: for a label or message that shows for a while. */
export function useResetAfter(active: boolean, ms: number, reset: () => void): void {
  const onTimeout = useEffectEvent(reset);
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => onTimeout(), ms);
    return () => window.clearTimeout(timer);
  }, [active, ms]);
}
