import { Logo, useTranslation } from '@postradar/ui';
import { Link } from 'react-router';

/** The logo in a signed-in top bar: a link to the main application's home. */
export function HomeLink() {
  const { t } = useTranslation();
  return (
    <Link
      to="/a"
      aria-label={t('shell.homeLink')}
      style={{ display: 'flex', textDecoration: 'none' }}
    >
      <Logo size={28} />
    </Link>
  );
}
