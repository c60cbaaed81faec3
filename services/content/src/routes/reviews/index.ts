import {
  CreateReviewBody,
  IdParams,
  ReviewListResponse,
  ReviewResponse,
  SuccessResponse,
  UpdateReviewBody,
  VisibleReviewsResponse,
  NoQuery,
} from '@shop/contracts';
import { publicReadCache, requireAdmin } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteAllReviews, deleteReview, updateReview } from '../../domain/reviews/manage-reviews';
import { ReviewRepository, toReview } from '../../domain/reviews/review-repository';
import { submitReview } from '../../domain/reviews/submit-review';
import { adminContext } from '../admin-context';
import { deleted } from '../deleted';

/** Answers are bare arrays and the review itself, as the specs' tables show. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const reviews = new ReviewRepository(app.db);

  app.get(
    '/review/visible',
    { onSend: publicReadCache, schema: { querystring: NoQuery, response: { 200: VisibleReviewsResponse } } },
    async () => (await reviews.list({ visibleOnly: true })).map(toReview),
  );

  app.post(
    '/review',
    { schema: { body: CreateReviewBody, response: { 201: ReviewResponse } } },
    async (request, reply) => reply.code(201).send(toReview(await submitReview(reviews, request.body))),
  );

  app.get(
    '/review',
    { preHandler: requireAdmin, schema: { querystring: NoQuery, response: { 200: ReviewListResponse } } },
    async () => (await reviews.list({ visibleOnly: false })).map(toReview),
  );

  app.put(
    '/review/:id',
    {
      preHandler: requireAdmin,
      schema: { params: IdParams, body: UpdateReviewBody, response: { 200: ReviewResponse } },
    },
    async (request) =>
      toReview(await updateReview(reviews, request.params.id, request.body, adminContext(request))),
  );

  app.delete(
    '/review/:id',
    {
      preHandler: requireAdmin,
      schema: { querystring: NoQuery, params: IdParams, response: { 200: SuccessResponse } },
    },
    async (request) => {
      await deleteReview(reviews, request.params.id, adminContext(request));
      return deleted('Review deleted');
    },
  );

  // Not shown by the admin spec (§7); chosen to mirror the other collections' delete-all. See the README.
  app.delete(
    '/review',
    { preHandler: requireAdmin, schema: { querystring: NoQuery, response: { 200: SuccessResponse } } },
    async (request) => deleted('All reviews deleted', await deleteAllReviews(reviews, adminContext(request))),
  );
};
