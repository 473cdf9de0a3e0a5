import type { en } from '@postradar/i18n';
import {
  IconAffiliate,
  IconDatabaseImport,
  IconHistory,
  IconIdBadge2,
  IconPackage,
  IconReceipt,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';

export type AdminSectionKey = keyof (typeof en)['admin']['sections'];

export interface AdminSection {
  key: AdminSectionKey;
  /** The section's path under the admin site's base, e.g. /corpus-imports. */
  slug: string;
  icon: Icon;
}

/** The admin site's sections, in sidebar order; each one arrives in a later release. */
export const adminSections: readonly AdminSection[] = [
  { key: 'users', slug: 'users', icon: IconUsers },
  { key: 'plans', slug: 'plans', icon: IconPackage },
  { key: 'memberships', slug: 'memberships', icon: IconIdBadge2 },
  { key: 'billing', slug: 'billing', icon: IconReceipt },
  { key: 'affiliates', slug: 'affiliates', icon: IconAffiliate },
  { key: 'corpusImports', slug: 'corpus-imports', icon: IconDatabaseImport },
  { key: 'auditLog', slug: 'audit-log', icon: IconHistory },
];

export function findSection(slug: string | undefined): AdminSection | undefined {
  return adminSections.find((section) => section.slug === slug);
}
