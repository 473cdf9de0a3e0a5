import { z } from 'zod/mini';

/** A moment as the API writes it: ISO 8601 with its offset. */
export const isoTime = z.iso.datetime({ offset: true });
