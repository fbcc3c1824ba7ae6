// The benchmarks' catalogue: the demo grown to a given number of episodes (bench:catalogue, bench:api).

/** One channel per 100 episodes, at least the demo's 8. */
export const channelsFor = (episodes) => Math.max(8, Math.round(episodes / 100));

/**
 * What grow() (and bench:catalogue's facts) run statements through, for a PGlite or a `pg` client: `query` answers
 * rows, `exec` runs a script (a `pg` client runs one as a simple query).
 */
export const adapterOf = (db) => ({
  query: async (sql) => (await db.query(sql)).rows,
  exec: (sql) => (typeof db.exec === 'function' ? db.exec(sql) : db.query(sql)),
});

const digits = (expr) => `translate((${expr})::text, '0123456789', 'აბგდევზთიკ')`;

/**
 * Grows the demo catalogue (8 channels, 120 episodes) to `episodes` episodes on channelsFor(episodes) channels in a few
 * statements. Each new episode copies a demo episode (title, description, category, media) and adds a word of
 * its own (its number in Georgian letters), so a search can match one row as well as a quarter of them.
 * Channels are skewed (a few large, many small); every 50th episode is a draft. The secondary indexes and the
 * episode-count, search-vocabulary and title-word triggers are dropped (disabled) for the insert and rebuilt
 * (recounted) after it: far faster than row-by-row upkeep. (An older server build's catalogue may have no title
 * words yet: migration 0014 writes them on the next start of a newer build.) `db`: adapterOf's.
 * False when the catalogue has that many episodes already.
 */
export async function grow(db, episodes) {
  const channels = channelsFor(episodes);
  const [{ n }] = await db.query('select count(*)::int as n from episodes');
  if (n >= episodes) return false;
  const indexes = await db.query(`
    select i.indexname, i.indexdef from pg_indexes i
    where i.tablename = 'episodes' and not exists (
      select 1 from pg_constraint c where c.conname = i.indexname)`);
  const [{ titled }] = await db.query(
    `select exists (select 1 from pg_trigger where tgname = 'episodes_title_words') as titled`,
  );
  await db.exec(`
    set maintenance_work_mem = '256MB';
    insert into users (email, first_name, last_name, is_active)
    select 'catalogue-' || g || '@example.com', 'ავტორი', ${digits('g')}, true
    from generate_series((select count(*) from channels) + 1, ${channels}) g;
    insert into channels (user_id, name, alias, description)
    select u.id, 'არხი ' || ${digits('u.id')}, 'channel-' || u.id, '<p>არხი ' || ${digits('u.id')} || ': საუბრები ყველაფერზე.</p>'
    from users u where u.email like 'catalogue-%' and not exists (select 1 from channels c where c.user_id = u.id);
    alter table episodes disable trigger episodes_count_channel;
    alter table episodes disable trigger episodes_search_words;
    ${titled ? 'alter table episodes disable trigger episodes_title_words;' : ''}
    ${indexes.map((i) => `drop index ${i.indexname};`).join('\n')}
    with demo as (select e.*, (row_number() over (order by e.id) - 1)::int as k from episodes e where e.id <= 120),
         owners as (select array_agg(user_id order by user_id) as ids, count(*)::int as c from channels)
    insert into episodes (created_by_id, category_id, title, alias, content, published_at, status, media_path,
                          media_type, extention_type, file_size, video_length_seconds, image, hits)
    select o.ids[1 + floor(o.c * power(((g::bigint * 2654435761) % 1000003) / 1000003.0, 2))::int],
           e.category_id, e.title || ' ' || ${digits('g')}, e.alias || '-' || g, e.content,
           now() - g * interval '3 minutes', case when g % 50 = 0 then 'draft' else 'ready' end,
           e.media_path, e.media_type, e.extention_type, e.file_size, e.video_length_seconds, e.image,
           (g::bigint * 7919 % 5000)::int
    from generate_series((select max(id) from episodes) + 1, (select max(id) from episodes) + ${episodes} - ${n}) g
    join demo e on e.k = g % (select count(*) from demo)
    cross join owners o;
    ${indexes.map((i) => `${i.indexdef};`).join('\n')}
    alter table episodes enable trigger episodes_count_channel;
    alter table episodes enable trigger episodes_search_words;
    ${titled ? 'alter table episodes enable trigger episodes_title_words;' : ''}
    update channels ch set episode_count = (
      select count(*) from episodes e where e.created_by_id = ch.user_id and e.status = 'ready' and e.is_published);
    select search_words_rebuild();
    ${titled ? 'select title_words_rebuild();' : ''}
    analyze;`);
  return true;
}
