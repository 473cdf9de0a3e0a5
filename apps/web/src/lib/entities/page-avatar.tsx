import { Avatar, type MantineSize } from '@mantine/core';

/** A page's picture, or its initials (in a colour of its own) when it has none or it fails. */
export function PageAvatar({
  name,
  pictureUrl,
  size = 'md',
}: {
  name: string;
  pictureUrl: string | null;
  size?: MantineSize | number;
}) {
  return (
    <Avatar
      src={pictureUrl}
      alt=""
      size={size}
      radius="xl"
      color="initials"
      name={name}
      imageProps={{ referrerPolicy: 'no-referrer', loading: 'lazy' }}
    />
  );
}
