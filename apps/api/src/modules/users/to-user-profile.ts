import type { UserProfile } from '@postradar/contracts';
import type { User } from '@postradar/db';

export function toUserProfile(user: User, scopes: string[]): UserProfile {
  return {
    _id: user.id,
    email: user.email,
    name: user.name,
    avatar: user.avatarUrl,
    roles: user.roles,
    scopes,
    affiliateCode: user.affiliateCode,
    settings: user.settings,
  };
}
