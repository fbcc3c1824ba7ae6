import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  Episode,
  EpisodeList,
  EpisodeListQuery,
  ErrorResponse,
  IdParam,
  paths,
  SearchQuery,
  SearchResult,
} from '@podcast/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/errors';
import { episodeById, listEpisodes } from './queries';
import { searchEpisodes } from './search';

export default async function episodeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['content'];

  app.get(
    paths.podcasts,
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'Published episodes with filters (spec §7)',
        querystring: EpisodeListQuery,
        response: { 200: EpisodeList, 400: ErrorResponse },
      },
    },
    async (request) => {
      const { items, hasMore } = await listEpisodes(app.db, request.query);
      const skip = request.query.page_skip ?? 0;
      // `count` is a lower bound: what has been served so far, plus one when more follow.
      return { items, count: skip + items.length + (hasMore ? 1 : 0) };
    },
  );

  app.get(
    paths.podcast,
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'One published episode',
        params: IdParam,
        response: { 200: Episode, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const episode = await episodeById(app.db, request.params.id);
      if (!episode) throw notFound('პოდკასტი ვერ მოიძებნა');
      return episode;
    },
  );

  app.get(
    paths.search,
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'Georgian-aware search over titles and descriptions, with the list filters',
        querystring: SearchQuery,
        response: { 200: SearchResult, 400: ErrorResponse },
      },
    },
    async (request) => {
      const { q, page, page_skip, limit = 20, ...filters } = request.query;
      const offset = page_skip ?? ((page ?? 1) - 1) * limit;
      const { items, count } = await searchEpisodes(app.db, q, filters, limit, offset);
      return { result: items, count, q };
    },
  );
}
