import { checkoutMethodSchema } from '@postradar/contracts';
import { bankTransferStatuses, type BankTransferStatus, type PaymentMethod } from '@postradar/db';
import { parseArgs } from 'node:util';
import { z } from 'zod';

export const billingUsage = `Usage:
  npm run billing -- coupon create <CODE> (--percent <N> | --amount <USD>)
        [--plans <slug,...>] [--methods <stripe,paypal,bank>] [--from <ISO time>]
        [--until <ISO time>] [--uses <N>] [--uses-per-user <N>] [--description <text>]
  npm run billing -- coupon list
  npm run billing -- coupon disable <CODE>
  npm run billing -- bank pending                  bank bills waiting for their transfer
  npm run billing -- bank transfers [--status ${bankTransferStatuses.join('|')}]
  npm run billing -- bank confirm <BILL CODE>      the money arrived: pay the bill
  npm run billing -- bills <USER EMAIL>`;

/** A command line that does not say what to do: the usage is shown (exit code 2). */
export class UsageError extends Error {}

/** A coupon as staff describe it (coupon-rules.ts says how each field is judged). */
export interface CouponDraft {
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  planSlugs: string[];
  methods: PaymentMethod[];
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  maxUsesPerUser: number | null;
  description: string;
}

export type BillingCommand =
  | { kind: 'coupon-create'; coupon: CouponDraft }
  | { kind: 'coupon-list' }
  | { kind: 'coupon-disable'; code: string }
  | { kind: 'bank-pending' }
  | { kind: 'bank-transfers'; status: BankTransferStatus | null }
  | { kind: 'bank-confirm'; billCode: string }
  | { kind: 'bills'; email: string };

const couponCode = z
  .string()
  .regex(/^[A-Za-z0-9_-]{2,64}$/, 'must be 2 to 64 letters, digits, - or _')
  .transform((code) => code.toUpperCase());
/** A positive amount with at most two decimals, as the coupons and payouts tables store it. */
export const cents = z.coerce
  .number()
  .positive('must be above 0')
  .refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    'must have at most two decimals',
  );
const limit = z.coerce.number().int('must be a whole number').positive('must be above 0');
const time = z.iso
  .datetime({ offset: true, message: 'must be an ISO time, e.g. 2026-12-31T23:59:59Z' })
  .transform((value) => new Date(value));
const list = <T extends string>(item: z.core.$ZodType<T, string>) =>
  z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).min(1, 'must name at least one'));

const couponOptionsSchema = z
  .object({
    percent: cents.max(100, 'must be at most 100').optional(),
    amount: cents.max(100_000, 'must be at most 100000').optional(),
    plans: list(z.string().regex(/^[a-z0-9-]+$/, 'must be plan slugs')).optional(),
    methods: list(checkoutMethodSchema).optional(),
    from: time.optional(),
    until: time.optional(),
    uses: limit.optional(),
    'uses-per-user': limit.optional(),
    description: z.string().trim().max(200, 'must be at most 200 characters').optional(),
  })
  .refine((options) => (options.percent === undefined) !== (options.amount === undefined), {
    message: 'give either --percent or --amount',
    path: ['percent'],
  })
  .refine((options) => !options.from || !options.until || options.from < options.until, {
    message: 'must be after --from',
    path: ['until'],
  });

/** The first problem of a parse, in the words of the command line. */
function usageErrorOf(error: z.ZodError, name?: string) {
  const issue = error.issues[0];
  const option = name ?? `--${String(issue?.path[0] ?? '')}`;
  return new UsageError(`${option}: ${issue?.message ?? 'is invalid'}`);
}

function parseWith<T>(schema: z.ZodType<T>, value: unknown, name?: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw usageErrorOf(parsed.error, name);
  return parsed.data;
}

function parseCouponCreate(positionals: string[], values: Record<string, unknown>): BillingCommand {
  const [code, ...extra] = positionals;
  if (!code || extra.length > 0) throw new UsageError('coupon create takes one CODE.');
  const options = parseWith(couponOptionsSchema, values);
  const percent = options.percent;
  return {
    kind: 'coupon-create',
    coupon: {
      code: parseWith(couponCode, code, 'CODE'),
      kind: percent === undefined ? 'fixed' : 'percent',
      value: percent ?? options.amount ?? 0,
      planSlugs: options.plans ?? [],
      methods: options.methods ?? [],
      startsAt: options.from ?? null,
      endsAt: options.until ?? null,
      maxUses: options.uses ?? null,
      maxUsesPerUser: options['uses-per-user'] ?? null,
      description: options.description ?? '',
    },
  };
}

/** The one word a command takes after its name (a code, an e-mail), and no option. */
function onlyArgument(words: string[], values: Record<string, unknown>, what: string) {
  const [argument, ...extra] = words;
  if (!argument || extra.length > 0 || Object.keys(values).length > 0)
    throw new UsageError(`Give one ${what}.`);
  return argument;
}

function noArguments(words: string[], values: Record<string, unknown>) {
  if (words.length > 0 || Object.keys(values).length > 0)
    throw new UsageError(`Unexpected: ${[...words, ...Object.keys(values)].join(' ')}`);
}

/**
 * What `npm run billing -- ...` asks for, read without touching the database: a command line
 * that is incomplete or wrong fails here, with what is wrong.
 */
export function parseBillingCommand(args: string[]): BillingCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        percent: { type: 'string' },
        amount: { type: 'string' },
        plans: { type: 'string' },
        methods: { type: 'string' },
        from: { type: 'string' },
        until: { type: 'string' },
        uses: { type: 'string' },
        'uses-per-user': { type: 'string' },
        description: { type: 'string' },
        status: { type: 'string' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const [group, action, ...rest] = parsed.positionals;
  const { values } = parsed;
  const couponOptions = Object.fromEntries(
    Object.entries(values).filter(([name]) => name !== 'status'),
  );
  const command = `${group ?? ''} ${action ?? ''}`.trim();
  if (command === 'coupon create') {
    if (values.status !== undefined) throw new UsageError('coupon create has no --status.');
    return parseCouponCreate(rest, couponOptions);
  }
  if (command === 'coupon list') {
    noArguments(rest, values);
    return { kind: 'coupon-list' };
  }
  if (command === 'coupon disable')
    return { kind: 'coupon-disable', code: onlyArgument(rest, values, 'coupon CODE') };
  if (command === 'bank pending') {
    noArguments(rest, values);
    return { kind: 'bank-pending' };
  }
  if (command === 'bank transfers') {
    noArguments(rest, couponOptions);
    const status =
      values.status === undefined
        ? null
        : parseWith(z.enum(bankTransferStatuses), values.status, '--status');
    return { kind: 'bank-transfers', status };
  }
  if (command === 'bank confirm')
    return { kind: 'bank-confirm', billCode: onlyArgument(rest, values, 'BILL CODE') };
  if (group === 'bills')
    return {
      kind: 'bills',
      email: onlyArgument(action === undefined ? [] : [action, ...rest], values, 'USER EMAIL'),
    };
  throw new UsageError(group ? `Unknown command: ${command}` : 'Name a command.');
}
