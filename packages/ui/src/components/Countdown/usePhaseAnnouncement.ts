import { useEffect, useRef, useState } from 'react';
import type { CountdownPhase } from '@storefront/domain';

/**
 * What the polite live region says: nothing at first, then the new label each time the phase changes. The ticking
 * time itself is never announced.
 */
export function usePhaseAnnouncement(
  phase: CountdownPhase,
  message: string,
  onPhaseChange: ((phase: CountdownPhase) => void) | undefined,
): string {
  const [announced, setAnnounced] = useState({ phase, message: '' });
  if (announced.phase !== phase) setAnnounced({ phase, message });

  const reported = useRef(phase);
  useEffect(() => {
    if (reported.current === phase) return;
    reported.current = phase;
    onPhaseChange?.(phase);
  }, [phase, onPhaseChange]);

  return announced.message;
}
