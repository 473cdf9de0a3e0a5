import type { CollectionMarks, FavoriteCategory } from '@postradar/contracts';

/** A successful answer of the API as the client's services resolve it, `data` in the envelope. */
export function answer(data: unknown) {
  return { data: { success: true, data }, status: 200 };
}

/** The marks of a page of results: nothing marked but what `marks` names. */
export function marksOf(marks: Partial<CollectionMarks> = {}): CollectionMarks {
  return {
    favoritePostIds: [],
    pooledPostIds: [],
    followed: { pageIds: [], domainIds: [], pixelIds: [] },
    ignored: { postIds: [], pageIds: [], domainIds: [] },
    ...marks,
  };
}

/** A favorite category as GET /api/favorites/categories lists it. */
export function categoryOf(
  id: string,
  name: string,
  extra: Partial<FavoriteCategory> = {},
): FavoriteCategory {
  return {
    _id: id,
    name,
    isDefault: false,
    postCount: 0,
    hasPost: false,
    createdAt: '2026-01-01T08:00:00.000Z',
    updatedAt: '2026-01-01T08:00:00.000Z',
    ...extra,
  };
}

/** A page of a collection list in its envelope. */
export function pageOf<T>(
  docs: T[],
  extra: Partial<{ page: number; pages: number; total: number }> = {},
) {
  return answer({
    docs,
    page: 1,
    pages: 1,
    total: docs.length,
    perPage: 50,
    totalCapped: false,
    ...extra,
  });
}
