const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** The id Meta's business use case usage header is keyed by, for this fake's app. */
const FAKE_APP_ID = '1357924680135792';

/**
 * The app's calls in the rolling hour, as Graph counts them toward its rate limit, and the usage
 * headers it sends with every answer.
 */
export class UsageWindow {
  /** When each counted call came, oldest first. */
  private readonly calls: number[] = [];

  constructor(
    private readonly callsPerHour: number,
    private readonly now: () => number,
  ) {}

  /** Drops the calls older than an hour; answers the time now. */
  private slide(): number {
    const now = this.now();
    while (this.calls[0] !== undefined && this.calls[0] <= now - HOUR_MS) this.calls.shift();
    return now;
  }

  count(): number {
    this.slide();
    return this.calls.length;
  }

  /** Whether the app has used up its calls for the hour. */
  isLimited(): boolean {
    return this.count() >= this.callsPerHour;
  }

  record(): void {
    this.calls.push(this.slide());
  }

  /** Whole minutes until the oldest counted call leaves the window (at least 1); 0 when not limited. */
  private minutesToRegainAccess(): number {
    const now = this.slide();
    const oldest = this.calls[0];
    if (oldest === undefined || this.calls.length < this.callsPerHour) return 0;
    return Math.max(1, Math.ceil((oldest + HOUR_MS - now) / MINUTE_MS));
  }

  /** `x-app-usage` and `x-business-use-case-usage`, in whole percentages of the hourly calls. */
  headers(): Record<string, string> {
    const callCount = Math.floor((100 * this.count()) / this.callsPerHour);
    const usage = {
      call_count: callCount,
      total_cputime: Math.floor(callCount * 0.8),
      total_time: Math.floor(callCount * 0.9),
    };
    const useCase = {
      type: 'ads_archive',
      ...usage,
      estimated_time_to_regain_access: this.minutesToRegainAccess(),
    };
    return {
      'x-app-usage': JSON.stringify(usage),
      'x-business-use-case-usage': JSON.stringify({ [FAKE_APP_ID]: [useCase] }),
    };
  }
}
