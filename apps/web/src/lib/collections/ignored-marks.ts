import type { CollectionMarks, IgnoreKind } from '@postradar/contracts';
import { withId } from './update-cached-marks';

/** Where the marks of a page of results keep the ignored ids of each kind. */
const ignoredIdsKey = {
  post: 'postIds',
  page: 'pageIds',
  domain: 'domainIds',
} as const satisfies Record<IgnoreKind, keyof CollectionMarks['ignored']>;

/** A post, page or store on the user's blacklist, or one that could be. */
export interface IgnoredRef {
  kind: IgnoreKind;
  id: string;
}

/** Whether the marks say the user ignores it. */
export function isIgnoredIn(marks: CollectionMarks, { kind, id }: IgnoredRef): boolean {
  return marks.ignored[ignoredIdsKey[kind]].includes(id);
}

/** The marks with it ignored or not. */
export function withIgnored(
  marks: CollectionMarks,
  { kind, id }: IgnoredRef,
  isIgnored: boolean,
): CollectionMarks {
  const key = ignoredIdsKey[kind];
  return {
    ...marks,
    ignored: { ...marks.ignored, [key]: withId(marks.ignored[key], id, isIgnored) },
  };
}
