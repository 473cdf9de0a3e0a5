import type { EntityKind } from './entity-kinds';

/** Every cached list of pages, domains or pixels starts with this key, then its kind. */
export const entityListKeyRoots = {
  pages: ['research', 'pages', 'list'],
  domains: ['research', 'domains', 'list'],
  pixels: ['research', 'pixels', 'list'],
} as const satisfies Record<EntityKind, readonly unknown[]>;

export const entityKeys = {
  list: <P>(kind: EntityKind, params: P) => [...entityListKeyRoots[kind], params] as const,
  detail: (kind: EntityKind, id: string) => ['research', kind, 'detail', id] as const,
  network: (id: string) => ['research', 'pixels', 'network', id] as const,
};
