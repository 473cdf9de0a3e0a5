import type { en } from './locales/en';

/** Same shape as the English catalogue, with every text widened to string (lists stay lists). */
type Widen<T> = T extends string
  ? string
  : T extends readonly string[]
    ? readonly string[]
    : { readonly [K in keyof T]: Widen<T[K]> };

export type Catalogue = Widen<typeof en>;
