import { sessions, type Database } from '@postradar/db';
import { and, eq, isNull } from 'drizzle-orm';
import { recordAuditEvent } from './audit';
import {
  issueRefreshToken,
  listActiveSessionsOldestFirst,
  revokeSession,
} from './session-repository';

export interface DeviceInfo {
  deviceId: string;
  userAgent: string;
  ipAddress: string;
}

/**
 * Signs a device in: replaces that device's earlier session, then ends the least recently used
 * sessions beyond the device limit (staff are exempt). Returns the session and its first refresh
 * token.
 */
export async function startSession(
  db: Database,
  input: {
    userId: string;
    device: DeviceInfo;
    deviceLimit: number;
    isExempt: boolean;
    ttlDays: number;
  },
) {
  const expiresAt = new Date(Date.now() + input.ttlDays * 86_400_000);
  return db.transaction(async (tx) => {
    await tx
      .update(sessions)
      .set({ revokedAt: new Date(), revokeReason: 'replaced' })
      .where(
        and(
          eq(sessions.userId, input.userId),
          eq(sessions.deviceId, input.device.deviceId),
          isNull(sessions.revokedAt),
        ),
      );
    const [session] = await tx
      .insert(sessions)
      .values({ userId: input.userId, ...input.device, expiresAt })
      .returning();
    if (!session) throw new Error('session was not created');

    if (!input.isExempt) {
      const active = await listActiveSessionsOldestFirst(tx, input.userId);
      const surplus = active.length - input.deviceLimit;
      for (const old of active
        .filter((row) => row.id !== session.id)
        .slice(0, Math.max(0, surplus))) {
        await revokeSession(tx, old.id, 'evicted');
        await recordAuditEvent(tx, {
          type: 'device-evicted',
          userId: input.userId,
          ipAddress: input.device.ipAddress,
          details: { sessionId: old.id, deviceId: old.deviceId, limit: input.deviceLimit },
        });
      }
    }
    const refreshToken = await issueRefreshToken(tx, session.id, expiresAt);
    return { session, refreshToken };
  });
}
