import type { TestContext } from './helper';

/** A clock the app reads through `config.now`; tests move it to script listening sessions exactly. */
export function testClock(start: string) {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set(iso: string) {
      current = new Date(iso).getTime();
    },
    advance(seconds: number) {
      current += seconds * 1000;
    },
  };
}

let serial = 0;

/** An active user with a session; the token is a bearer token as login would give. */
export async function newUser(ctx: TestContext, name: string) {
  serial += 1;
  const user = await ctx.app.db
    .insertInto('users')
    .values({ email: `${name}-${serial}@listener.test`, first_name: name, last_name: 'ტესტი', is_active: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  const session = await ctx.app.auth.createSession(user.id);
  return { id: user.id, token: session.token, headers: { authorization: `Bearer ${session.token}` } };
}

/** A podcaster with a channel and ready, published episodes of the given lengths (seconds), in one category. */
export async function newChannel(ctx: TestContext, name: string, lengths: number[]) {
  const owner = await newUser(ctx, name);
  const alias = `channel-${name}-${serial}`;
  await ctx.app.db
    .insertInto('channels')
    .values({ user_id: owner.id, name: `არხი ${name}`, alias, description: '<p>ტესტი</p>' })
    .execute();
  const category = await ctx.app.db
    .insertInto('categories')
    .values({ alias: `category-${name}-${serial}`, title: `კატეგორია ${name}` })
    .returning(['id', 'title'])
    .executeTakeFirstOrThrow();
  const episodes = await ctx.app.db
    .insertInto('episodes')
    .values(
      lengths.map((seconds, i) => ({
        created_by_id: owner.id,
        category_id: category.id,
        title: `ეპიზოდი ${name} ${i + 1}`,
        alias: `episode-${name}-${serial}-${i + 1}`,
        status: 'ready' as const,
        media_path: 'demo/audio/technology-45.mp3',
        media_type: 'audio' as const,
        extention_type: 'mp3',
        video_length_seconds: seconds,
      })),
    )
    .returning(['id', 'alias', 'title', 'video_length_seconds'])
    .execute();
  return { owner, alias, category, episodes };
}
