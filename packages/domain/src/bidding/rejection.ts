import type { Decision, RejectionReason } from './types';

export function reject(reason: RejectionReason, message: string): Decision {
  return { ok: false, rejection: { reason, message } };
}
