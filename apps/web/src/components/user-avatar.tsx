import { Avatar, type AvatarProps } from '@mantine/core';
import type { User } from '../lib/session/user';

/** The user's picture, or their initials on the brand colour when there is none. */
export function UserAvatar({ user, ...props }: { user: User | null } & AvatarProps) {
  const name = user?.name || user?.email || '';
  return (
    <Avatar
      src={user?.avatar || null}
      alt={name}
      name={name}
      color="initials"
      radius="xl"
      imageProps={{ referrerPolicy: 'no-referrer' }}
      {...props}
    />
  );
}
