import {
  postListResponseSchema,
  researchIdParamsSchema,
  researchListQuerySchema,
  researchPaths,
} from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error';
import { byCreatedTime, findDomain, postsOfDomain } from './corpus-repository';
import { assertPageAllowed } from './paginate';
import { findPostPage } from './post-repository';

/** GET /api/domains/:id/posts: posts linking to a domain, newest first. */
export const listDomainPosts: FastifyPluginAsyncZod = async (app) => {
  app.get(
    researchPaths.domainPosts,
    {
      schema: {
        params: researchIdParamsSchema,
        querystring: researchListQuerySchema.omit({ q: true }),
        response: { 200: postListResponseSchema },
      },
    },
    async (request) => {
      assertPageAllowed(request.query);
      const id = Number(request.params.id);
      if (!(await findDomain(app.db, id))) throw notFound('This domain does not exist.');
      const data = await findPostPage(app.db, postsOfDomain(id), byCreatedTime, request.query);
      return { success: true as const, data };
    },
  );
};
