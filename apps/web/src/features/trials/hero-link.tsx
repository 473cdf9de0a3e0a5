import { Button, Group } from '@mantine/core';
import { useIsMobile } from '@postradar/ui';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The trial hero's button: a white link to the next step, full width on a phone. */
export function HeroLink({ to, label, testId }: { to: string; label: string; testId: string }) {
  const isMobile = useIsMobile();
  return (
    <Group grow={isMobile}>
      <Button
        component={Link}
        to={to}
        size={isMobile ? 'md' : 'lg'}
        variant="white"
        rightSection={<IconArrowRight size={18} />}
        data-testid={testId}
      >
        {label}
      </Button>
    </Group>
  );
}
