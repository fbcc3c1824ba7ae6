// The floor for bench:catalogue's PostgreSQL figures: a bare Fastify server (the API server's framework) over a pg
// pool of the API server's size, answering each request with ONE indexed query of 20 episodes of the same catalogue,
// as JSON. Less than any request of the mix does (no filters, no count, no joins), on the same machine, through the
// same client, at the same connections: what no build of the API server can go below here.
// Env: PORT, DATABASE_URL, POOL (10).
import Fastify from 'fastify';
import pg from 'pg';

// Read by name: the benchmark passes these; they are not build inputs.
const env = (name) => process.env[name];
const pool = new pg.Pool({ connectionString: env('DATABASE_URL'), max: Number(env('POOL') ?? 10) });
const app = Fastify();
app.get('/floor', async (request) => {
  const { rows } = await pool.query(
    `select id, title, alias, image, hits, published_at, video_length_seconds, created_by_id, category_id
       from episodes where id >= $1 order by id limit 20`,
    [Number(request.query.from)],
  );
  return { results: rows };
});
await app.listen({ port: Number(env('PORT')), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => pool.end()));
