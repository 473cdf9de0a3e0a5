import fc from 'fast-check';

/** Zones with and without changes of clocks, one of them by half an hour. */
export const timeZones = ['UTC', 'America/New_York', 'Asia/Ho_Chi_Minh', 'Australia/Lord_Howe'];

/** Moments from 1970 to 2100, to the millisecond. */
export const moments = fc.integer({ min: 0, max: 4_102_444_800_000 }).map((ms) => new Date(ms));
