import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Category, CategoryList, ErrorResponse, IdParam, paths } from '@podcast/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index';
import { notFound } from '../../lib/errors';

const categoryQuery = (db: Db) =>
  db.selectFrom('categories').select(['id', 'alias', 'title', 'image', 'color']).orderBy('position').orderBy('id');

const toCategory = (row: { id: number; alias: string; title: string; image: string | null; color: string }) => ({
  ...row,
  image: row.image ? { url: row.image } : null,
});

export default async function categoryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['content'];

  app.get(
    paths.categories,
    { config: { publicCache: true }, schema: { tags, summary: 'All categories', response: { 200: CategoryList } } },
    async () => ({ items: (await categoryQuery(app.db).execute()).map(toCategory) }),
  );

  app.get(
    paths.category,
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'One category',
        params: IdParam,
        response: { 200: Category, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const row = await categoryQuery(app.db).where('id', '=', request.params.id).executeTakeFirst();
      if (!row) throw notFound('კატეგორია ვერ მოიძებნა');
      return toCategory(row);
    },
  );
}
