import type { FastifyInstance } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the API as one signed-in user (or signed out without `auth`): the status and the body. */
export function collectionCaller(app: FastifyInstance, auth: Record<string, string> = {}) {
  return async (method: Method, url: string, payload?: object) => {
    const response = await app.inject({
      method,
      url,
      headers: auth,
      ...(payload === undefined ? {} : { payload }),
    });
    return { status: response.statusCode, body: response.json() };
  };
}
