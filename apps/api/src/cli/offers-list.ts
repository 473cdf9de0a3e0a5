import { offerSubmissions, users, type Database } from '@postradar/db';
import { asc, eq, gte } from 'drizzle-orm';
import { csvLine } from '../lib/csv';
import { formatTime } from './billing/format';
import type { OffersCommand } from './offers-command';

const csvHeader = [
  'submitted_at',
  'email',
  'contact',
  'account_email',
  'account_name',
  'offer_ends_at',
];

/** Who sent an answer: 'account lan@example.com (Lan Pham)', or 'account deleted'. */
function accountOf(row: { accountEmail: string | null; accountName: string | null }) {
  if (row.accountEmail === null) return 'account deleted';
  return row.accountName
    ? `account ${row.accountEmail} (${row.accountName})`
    : `account ${row.accountEmail}`;
}

/**
 * The answers to the limited-time offer, oldest first, each with the account that sent it (gone
 * once the account is deleted) and the end of the offer it answered: lines for staff to read, or
 * CSV for a spreadsheet.
 */
export async function listOfferSubmissions(
  db: Database,
  { since, format }: Omit<OffersCommand, 'kind'>,
): Promise<string[]> {
  const rows = await db
    .select({
      submittedAt: offerSubmissions.createdAt,
      email: offerSubmissions.email,
      contact: offerSubmissions.contact,
      offerEndsAt: offerSubmissions.offerEndsAt,
      accountEmail: users.email,
      accountName: users.name,
    })
    .from(offerSubmissions)
    .leftJoin(users, eq(users.id, offerSubmissions.userId))
    .where(since ? gte(offerSubmissions.createdAt, since) : undefined)
    .orderBy(asc(offerSubmissions.createdAt), asc(offerSubmissions.id));

  if (format === 'csv') {
    return [
      csvLine(csvHeader),
      ...rows.map((row) =>
        csvLine([
          row.submittedAt.toISOString(),
          row.email,
          row.contact,
          row.accountEmail ?? '',
          row.accountName ?? '',
          row.offerEndsAt.toISOString(),
        ]),
      ),
    ];
  }
  if (rows.length === 0)
    return [
      since ? `No answers to the offer since ${formatTime(since)}.` : 'No answers to the offer.',
    ];
  return [
    ...rows.map((row) =>
      [
        formatTime(row.submittedAt),
        row.email,
        row.contact,
        accountOf(row),
        `offer ending ${formatTime(row.offerEndsAt)}`,
      ].join('  '),
    ),
    `${rows.length} ${rows.length === 1 ? 'answer' : 'answers'}.`,
  ];
}
