import { Badge } from '@mantine/core';
import { Logo, useTranslation } from '@postradar/ui';

interface AdminLogoProps {
  size?: number;
  /** Hides the word mark on narrow screens, keeping the mark and the Admin badge. */
  isCompact?: boolean;
}

/** The PostRadar logo with the Admin badge. */
export function AdminLogo({ size = 30, isCompact = false }: AdminLogoProps) {
  const { t } = useTranslation();
  return (
    <Logo
      size={size}
      withWordmark={isCompact ? 'wide-screens' : true}
      badge={
        <Badge variant="filled" color="night.9" size="sm" radius="sm">
          {t('admin.badge')}
        </Badge>
      }
    />
  );
}
