import { Avatar, type AvatarProps } from '@mantine/core';
import type { StaffMember } from '../lib/session/staff-member';

/** The staff member's picture, or their initials when there is none. */
export function StaffAvatar({ user, ...props }: { user: StaffMember } & AvatarProps) {
  const name = user.name || user.email;
  return (
    <Avatar
      src={user.avatar || null}
      alt={name}
      name={name}
      color="initials"
      radius="xl"
      imageProps={{ referrerPolicy: 'no-referrer' }}
      {...props}
    />
  );
}
