import { adminExchangeResponseSchema } from '@postradar/contracts';
import type { z } from 'zod/mini';

/** The signed-in staff member as the admin site keeps it: the exchange answer's `user`. */
export const staffMemberSchema = adminExchangeResponseSchema.shape.data.shape.user;
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** The admin session handed out by POST /admin-api/auth/exchange. */
export interface AdminLogin {
  accessToken: string;
  refreshToken: string;
  user: StaffMember;
}
