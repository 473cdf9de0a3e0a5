import { textField } from './form-body';
import { listPage } from './list-page';
import type { Route } from './route';

/** GET /v1/events/:id and GET /v1/events (optionally of one `type`), newest first. */
export const eventRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v1/events/:id',
    access: 'secret',
    handle: ({ state, id }) => state.event(id),
  },
  {
    method: 'GET',
    path: '/v1/events',
    access: 'secret',
    handle({ state, fields }) {
      const type = textField(fields, 'type');
      const events = state.events.filter((event) => type === undefined || event.type === type);
      return listPage(events, fields, '/v1/events');
    },
  },
];
