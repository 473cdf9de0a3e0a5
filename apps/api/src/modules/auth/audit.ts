import { auditEvents, type Database } from '@postradar/db';

export type AuditEventType =
  | 'sign-in'
  | 'sign-out'
  | 'refresh-token-reuse'
  | 'device-evicted'
  | 'session-ended'
  | 'role-granted'
  | 'role-revoked'
  | 'identity-linked'
  | 'admin-handoff'
  | 'membership-granted';

export async function recordAuditEvent(
  db: Database,
  event: {
    type: AuditEventType;
    userId: string | null;
    actorId?: string | null;
    ipAddress?: string | null;
    details?: Record<string, unknown>;
  },
) {
  await db.insert(auditEvents).values({
    type: event.type,
    userId: event.userId,
    actorId: event.actorId ?? null,
    ipAddress: event.ipAddress ?? null,
    details: event.details ?? {},
  });
}
