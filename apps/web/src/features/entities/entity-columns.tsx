import type { DomainListItem, PageListItem, PixelListItem } from '@postradar/contracts';
import type { ReactNode } from 'react';
import { Count, EntityName, LatestPost, PixelIcon } from '../../lib/entities/entity-cells';
import { entityPath, type EntityKind, type EntitySort } from '../../lib/entities/entity-kinds';
import { DomainName, PageName } from '../../lib/entities/listed-entity-name';

/** A column of a list: its header, the sort it orders by (if any), and its cell. */
export interface EntityColumn<T> {
  key: string;
  /** A key under entities.columns. */
  label: string;
  sort?: EntitySort<EntityKind>;
  isNumeric?: boolean;
  /** A width in pixels for a column whose cell must stay on one line. */
  width?: number;
  render(item: T): ReactNode;
}

interface Counted {
  postCount: number;
  adCount: number;
  latestPostAt: string | null;
}

function countColumns<T extends Counted>(): EntityColumn<T>[] {
  return [
    {
      key: 'posts',
      label: 'posts',
      sort: 'posts',
      isNumeric: true,
      render: (item) => <Count value={item.postCount} />,
    },
    {
      key: 'ads',
      label: 'ads',
      sort: 'ads',
      isNumeric: true,
      render: (item) => <Count value={item.adCount} />,
    },
    {
      key: 'latest',
      label: 'latest',
      sort: 'latest',
      width: 150,
      render: (item) => <LatestPost at={item.latestPostAt} />,
    },
  ];
}

export const pageColumns: EntityColumn<PageListItem>[] = [
  {
    key: 'name',
    label: 'page',
    sort: 'name',
    render: (page) => <PageName page={page} />,
  },
  ...countColumns<PageListItem>(),
  {
    key: 'followers',
    label: 'followers',
    sort: 'followers',
    isNumeric: true,
    render: (page) => <Count value={page.followers} />,
  },
];

export const domainColumns: EntityColumn<DomainListItem>[] = [
  {
    key: 'name',
    label: 'domain',
    sort: 'host',
    render: (domain) => <DomainName domain={domain} />,
  },
  ...countColumns<DomainListItem>(),
  {
    key: 'pixels',
    label: 'pixels',
    isNumeric: true,
    render: (domain) => <Count value={domain.pixelCount} />,
  },
  {
    key: 'pages',
    label: 'pages',
    isNumeric: true,
    render: (domain) => <Count value={domain.pageCount} />,
  },
];

export const pixelColumns: EntityColumn<PixelListItem>[] = [
  {
    key: 'name',
    label: 'pixel',
    sort: 'id',
    render: (pixel) => (
      <EntityName
        href={entityPath('pixels', pixel._id)}
        name={pixel.networkId}
        picture={<PixelIcon />}
        isMonospace
      />
    ),
  },
  {
    key: 'domains',
    label: 'domains',
    sort: 'domains',
    isNumeric: true,
    render: (pixel) => <Count value={pixel.domainCount} />,
  },
  {
    key: 'pages',
    label: 'pages',
    isNumeric: true,
    render: (pixel) => <Count value={pixel.pageCount} />,
  },
  ...countColumns<PixelListItem>(),
];
