import { cappedPageCount, Pager } from '@postradar/ui';

interface ListPagerProps {
  /** The page of the list on screen, as the API answered it. */
  page: { page: number; pages: number; perPage: number };
  onChange(page: number): void;
}

/** The pager under a list: as many pages as the API lets a reader reach at that page size. */
export function ListPager({ page, onChange }: ListPagerProps) {
  return (
    <Pager
      page={page.page}
      totalPages={cappedPageCount(page.pages, page.perPage)}
      onChange={onChange}
    />
  );
}
