import { Avatar, Group, Text } from '@mantine/core';
import { TimeAgo } from '@postradar/ui';

interface AddedByLineProps {
  /** Who added the item, or null once their account is gone. */
  person: { name: string; avatar: string | null } | null;
  /** The words around the name ('Added by {{name}}'), given the name to show. */
  label: (name: string) => string;
  /** The name shown once the account is gone ('a former member'). */
  formerName: string;
  /** When it was added (ISO). */
  time: string;
  avatarSize?: number;
}

/** Who added an item of a shared list, with their avatar, and how long ago. */
export function AddedByLine({
  person,
  label,
  formerName,
  time,
  avatarSize = 24,
}: AddedByLineProps) {
  const name = person?.name ?? formerName;
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <Avatar
        src={person?.avatar ?? null}
        name={name}
        alt=""
        color="initials"
        radius="xl"
        size={avatarSize}
        imageProps={{ referrerPolicy: 'no-referrer' }}
      />
      <Text fz="xs" c="dimmed" miw={0} style={{ overflowWrap: 'anywhere' }}>
        {label(name)} · <TimeAgo time={time} />
      </Text>
    </Group>
  );
}
