import type { FastifyInstance } from 'fastify';
import { signInTestUser } from '../../../test/sign-in-test-user';

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

/** A signed-in user calling the API by inject: each call answers its status and parsed body. */
export async function signInCaller(app: FastifyInstance, email: string) {
  const { user, auth } = await signInTestUser(app, { email });
  const call = async (method: Method, url: string) => {
    const response = await app.inject({ method, url, headers: auth });
    return { status: response.statusCode, body: response.json() };
  };
  return {
    userId: user.id,
    get: (url: string) => call('GET', url),
    put: (url: string) => call('PUT', url),
    post: (url: string) => call('POST', url),
    del: (url: string) => call('DELETE', url),
  };
}

export type Caller = Awaited<ReturnType<typeof signInCaller>>;

/** The ids of a page of docs, as numbers. */
export function docIds(body: { data: { docs: { _id: string }[] } }): number[] {
  return body.data.docs.map((doc) => Number(doc._id));
}
