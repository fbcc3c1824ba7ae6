import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AddedPodcasts, ChannelResponse, Episode, OwnEpisode, Podcaster, Profile } from '@podcast/contract';
import type { InjectOptions } from 'fastify';
import { type Compilable, CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { ownEpisodeCount, ownEpisodePage } from '../src/routes/publishing/queries';
import { createTestApp, type TestContext } from './helper';
import {
  bearer,
  createEpisode,
  fixture,
  form,
  longMp3,
  newPodcaster,
  newUser,
  sendChunk,
  type TestUser,
  upload,
  withHeaders,
} from './publishing-helpers';

let ctx: TestContext;
const MAX_UPLOAD = 5_000_000;

beforeAll(async () => {
  ctx = await createTestApp({ maxUploadBytes: MAX_UPLOAD });
});
afterAll(async () => {
  await ctx?.close();
});

const inject = (options: InjectOptions | string) => ctx.app.inject(options);
const mediaFile = (path: string) => join(ctx.config.dataDir, 'media', path);
const stagingDir = (id: number) => join(ctx.config.dataDir, 'uploads', String(id));
const own = async (user: TestUser, query = '') => {
  const response = await inject({ url: `/api/added_podcasts/?${query}`, headers: user.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AddedPodcasts>();
};
const ready = (user: TestUser, id: number) =>
  inject({ method: 'POST', url: `/api/get_podcast_ready/${id}/`, headers: user.headers });
const status = async (user: TestUser, id: number) => {
  const response = await inject({ url: `/api/upload-podcast/${id}/`, headers: user.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ received: number[]; missing: number[]; chunk_count: number; status: string }>();
};
const episodeRow = (id: number) =>
  ctx.app.db.selectFrom('episodes').selectAll().where('id', '=', id).executeTakeFirst();

describe('channels', () => {
  it('registers a channel from query fields with a sanitised description and an image (thumbnail too)', async () => {
    const user = await newUser(ctx.app, 'მარიამ', 'არხაძე');
    const anonymous = await inject({ method: 'POST', url: '/api/register_channel/', query: { channel: 'x' } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().detail).toMatch(/ავტორიზაცია/);

    const response = await inject({
      method: 'POST',
      url: '/api/register_channel/',
      query: {
        channel: '  ახალი   არხი ',
        channel_description: '<p onclick="x()">ჩვენ <b>შესახებ</b></p><script>alert(1)</script>',
      },
      ...withHeaders(
        form({}, [{ field: 'image', name: 'არხი.jpg', type: 'image/jpeg', data: fixture('cover.jpg') }]),
        user.headers,
      ),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { podcaster } = response.json<ChannelResponse>();
    expect(podcaster).toMatchObject({
      id: user.id,
      channel: 'ახალი არხი',
      alias: 'akhali-arkhi',
      channel_description: '<p>ჩვენ <b>შესახებ</b></p>',
      first_name: 'მარიამ',
      episode_count: 0,
    });
    expect(podcaster.image).toMatch(/^channels\/\d+-[0-9a-f-]+\.jpg$/);
    expect(existsSync(mediaFile(podcaster.image ?? ''))).toBe(true);
    expect(existsSync(mediaFile(`_thumb/${podcaster.image}`))).toBe(true);

    const profile = (await inject({ method: 'POST', url: '/api/profile/', headers: user.headers })).json<Profile>();
    expect(profile.channel).toBe('ახალი არხი');
    expect((await inject(`/api/podcaster/${user.id}`)).json<Podcaster>().channel).toBe('ახალი არხი');

    const again = await inject({
      method: 'POST',
      url: '/api/register_channel/',
      query: { channel: 'მეორე' },
      headers: user.headers,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('თქვენ უკვე გაქვთ არხი');
  });

  it('refuses a missing name, a non-image and a bad form with 4xx and a Georgian detail', async () => {
    const user = await newUser(ctx.app);
    const noName = await inject({
      method: 'POST',
      url: '/api/register_channel/',
      ...withHeaders(form({ channel: '   ' }), user.headers),
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors).toHaveProperty('channel');
    const missing = await inject({
      method: 'POST',
      url: '/api/register_channel/',
      ...withHeaders(form(), user.headers),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.channel).toEqual(['ველი სავალდებულოა']);
    const notImage = await inject({
      method: 'POST',
      url: '/api/register_channel/',
      ...withHeaders(
        form({ channel: 'არხი' }, [{ field: 'image', name: 'a.jpg', type: 'image/jpeg', data: fixture('tone.mp3') }]),
        user.headers,
      ),
    });
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().detail).toMatch(/სურათის ფორმატი/);
    const broken = await inject({
      method: 'POST',
      url: '/api/register_channel/',
      payload: '--xyz\r\nContent-Disposition: form-data; name="channel"\r\n\r\nარხი',
      headers: { ...user.headers, 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().detail).toBeTruthy();
    const wrongFile = await inject({
      method: 'POST',
      url: '/api/register_channel/',
      ...withHeaders(
        form({ channel: 'არხი' }, [{ field: 'avatar', name: 'a.png', type: 'image/png', data: fixture('cover.png') }]),
        user.headers,
      ),
    });
    expect(wrongFile.statusCode).toBe(400);
    expect(
      await ctx.app.db.selectFrom('channels').select('user_id').where('user_id', '=', user.id).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('updates only the filled fields and replaces the image file', async () => {
    const user = await newPodcaster(ctx.app, 'ძველი სახელი');
    const first = await inject({
      method: 'POST',
      url: '/api/update-channel/',
      ...withHeaders(
        form({ channel: '', channel_description: '<p>ახალი აღწერა</p>' }, [
          { field: 'image', name: 'c.png', type: 'image/png', data: fixture('cover.png') },
        ]),
        user.headers,
      ),
    });
    expect(first.statusCode, first.body).toBe(200);
    const before = first.json<ChannelResponse>().podcaster;
    expect(before.channel).toBe('ძველი სახელი');
    expect(before.channel_description).toBe('<p>ახალი აღწერა</p>');
    expect(existsSync(mediaFile(before.image ?? ''))).toBe(true);

    const second = await inject({
      method: 'POST',
      url: '/api/update-channel/',
      ...withHeaders(
        form({ channel: 'ახალი სახელი' }, [
          { field: 'image', name: 'c.jpg', type: 'image/jpeg', data: fixture('cover.jpg') },
        ]),
        user.headers,
      ),
    });
    expect(second.statusCode).toBe(200);
    const after = second.json<ChannelResponse>().podcaster;
    expect(after).toMatchObject({
      channel: 'ახალი სახელი',
      alias: 'akhali-sakheli',
      channel_description: '<p>ახალი აღწერა</p>',
    });
    expect(after.image).not.toBe(before.image);
    expect(existsSync(mediaFile(before.image ?? ''))).toBe(false);
    expect(existsSync(mediaFile(`_thumb/${before.image}`))).toBe(false);

    const stranger = await newUser(ctx.app);
    const none = await inject({
      method: 'POST',
      url: '/api/update-channel/',
      ...withHeaders(form({ channel: 'x' }), stranger.headers),
    });
    expect(none.statusCode).toBe(404);
    expect((await inject({ method: 'POST', url: '/api/update-channel/' })).statusCode).toBe(401);
  });

  it('deletes the channel with its episodes and their files, keeping files other rows still use', async () => {
    const user = await newPodcaster(ctx.app, 'წასაშლელი არხი');
    // The channel image is also the owner's avatar (as in the demo content): the avatar must survive.
    await ctx.app.storage.putImage('shared/avatar.png', fixture('cover.png'));
    await ctx.app.db
      .updateTable('channels')
      .set({ image: 'shared/avatar.png' })
      .where('user_id', '=', user.id)
      .execute();
    await ctx.app.db.updateTable('users').set({ image: 'shared/avatar.png' }).where('id', '=', user.id).execute();
    const id = await createEpisode(ctx.app, user, {}, [
      { field: 'image', name: 'c.jpg', type: 'image/jpeg', data: fixture('cover.jpg') },
    ]);
    expect((await upload(ctx.app, user, id, fixture('tone.mp3'))).statusCode).toBe(200);
    const draft = await createEpisode(ctx.app, user);
    expect((await sendChunk(ctx.app, user, draft, fixture('tone.wav'), 0)).statusCode).toBe(200);
    const row = await episodeRow(id);
    expect(existsSync(mediaFile(row?.media_path ?? ''))).toBe(true);
    expect(existsSync(stagingDir(draft))).toBe(true);

    expect((await inject({ method: 'DELETE', url: '/api/delete_channel/' })).statusCode).toBe(401);
    const deleted = await inject({ method: 'DELETE', url: '/api/delete_channel/', headers: user.headers });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().detail ?? deleted.json().message).toBeTruthy();
    expect(await episodeRow(id)).toBeUndefined();
    expect(await episodeRow(draft)).toBeUndefined();
    expect(existsSync(mediaFile(row?.media_path ?? ''))).toBe(false);
    expect(existsSync(mediaFile(row?.image ?? ''))).toBe(false);
    expect(existsSync(mediaFile(`_thumb/${row?.image}`))).toBe(false);
    expect(existsSync(stagingDir(draft))).toBe(false);
    expect(existsSync(mediaFile('shared/avatar.png'))).toBe(true);
    expect((await inject(`/api/podcaster/${user.id}`)).statusCode).toBe(404);
    expect((await inject(`/api/podcast/${id}/`)).statusCode).toBe(404);
    expect((await inject({ method: 'DELETE', url: '/api/delete_channel/', headers: user.headers })).statusCode).toBe(
      404,
    );
  });
});

describe('episodes', () => {
  let podcaster: TestUser;
  beforeAll(async () => {
    podcaster = await newPodcaster(ctx.app, 'ეპიზოდების არხი');
  });

  it('needs a channel, a known category and a title', async () => {
    const listener = await newUser(ctx.app);
    const noChannel = await inject({
      method: 'POST',
      url: '/api/podcast-articles/',
      ...withHeaders(form({ title: 'სათაური', category_id: '1' }), listener.headers),
    });
    expect(noChannel.statusCode).toBe(403);
    expect(noChannel.json().detail).toBe('ჯერ დაარეგისტრირეთ არხი');
    const post = (fields: Record<string, string>) =>
      inject({ method: 'POST', url: '/api/podcast-articles/', ...withHeaders(form(fields), podcaster.headers) });
    const unknown = await post({ title: 'სათაური', category_id: '9999' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toHaveProperty('category_id');
    const notNumber = await post({ title: 'სათაური', category_id: 'ერთი' });
    expect(notNumber.statusCode).toBe(400);
    expect(notNumber.json().errors).toHaveProperty('category_id');
    const noTitle = await post({ category_id: '1' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().errors.title).toEqual(['ველი სავალდებულოა']);
    const long = await post({ title: 'ა'.repeat(201), category_id: '1' });
    expect(long.statusCode).toBe(400);
    // The longest description the contract allows fits (150 kB of Georgian), one character more does not.
    const longest = await post({ title: 'გრძელი', category_id: '1', content: `<p>${'ა'.repeat(49_990)}</p>` });
    expect(longest.statusCode, longest.body).toBe(201);
    const tooLong = await post({ title: 'გრძელი', category_id: '1', content: 'ა'.repeat(50_001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toHaveProperty('content');
    const huge = await post({ title: 'უზარმაზარი', category_id: '1', content: 'ა'.repeat(100_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().errors).toHaveProperty('content');
    const empty = await inject({
      method: 'POST',
      url: '/api/register_channel/',
      query: { channel: 'ცარიელი ფორმით' },
      payload: '--b--\r\n',
      headers: { ...listener.headers, 'content-type': 'multipart/form-data; boundary=b' },
    });
    expect(empty.statusCode, empty.body).toBe(201);
    expect(
      (await inject({ method: 'POST', url: '/api/podcast-articles/', ...form({ title: 'x', category_id: '1' }) }))
        .statusCode,
    ).toBe(401);
  });

  it('creates a hidden draft with sanitised HTML; only the owner sees it, and only on request', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/podcast-articles/',
      ...withHeaders(
        form(
          {
            title: 'პირველი ეპიზოდი',
            category_id: '2',
            content:
              '<p>ტექსტი <a href="javascript:alert(1)">ბმული</a></p><img src=x onerror=alert(1)><script>x()</script>',
          },
          [{ field: 'image', name: 'cover.png', type: 'image/png', data: fixture('cover.png') }],
        ),
        podcaster.headers,
      ),
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<{ id: number; alias: string; status: string }>();
    expect(created).toMatchObject({ alias: 'pirveli-epizodi', status: 'draft' });
    const row = await episodeRow(created.id);
    expect(row?.content).toBe('<p>ტექსტი <a rel="noopener noreferrer nofollow">ბმული</a></p>');
    expect(row?.image).toMatch(/^covers\/.+\.png$/);
    expect(existsSync(mediaFile(`_thumb/${row?.image}`))).toBe(true);

    expect((await inject(`/api/podcast/${created.id}/`)).statusCode).toBe(404);
    const list = (await inject(`/api/podcasts/?created_by_id=${podcaster.id}`)).json<{ items: Episode[] }>();
    expect(list.items.map((e) => e.id)).not.toContain(created.id);
    const search = (await inject(`/api/search/?q=${encodeURIComponent('პირველი ეპიზოდი')}`)).json<{
      result: Episode[];
    }>();
    expect(search.result.map((e) => e.id)).not.toContain(created.id);
    expect((await own(podcaster)).items.map((e) => e.id)).not.toContain(created.id);
    const drafts = await own(podcaster, 'include_drafts=true');
    expect(drafts.items.find((e) => e.id === created.id)).toMatchObject({ status: 'draft', file: null });
  });

  it('updates only the filled fields of an own episode', async () => {
    const id = await createEpisode(ctx.app, podcaster, {
      title: 'ძველი სათაური',
      content: '<p>ძველი</p>',
      category_id: '1',
    });
    const update = (
      fields: Record<string, string>,
      user = podcaster,
      query: Record<string, string> = { podcast_id: String(id) },
    ) => inject({ method: 'POST', url: '/api/update-podcast/', query, ...withHeaders(form(fields), user.headers) });
    const titled = await update({ title: 'ახალი სათაური', content: '', category_id: '' });
    expect(titled.statusCode, titled.body).toBe(200);
    expect(titled.json<{ message: string; podcast: OwnEpisode }>()).toMatchObject({
      message: 'ინფორმაცია წარმატებით შეიცვალა',
      podcast: {
        title: 'ახალი სათაური',
        alias: 'akhali-satauri',
        content: '<p>ძველი</p>',
        category_id: 1,
        status: 'draft',
      },
    });
    const recategorised = await update({ category_id: '3', content: '<p>ახალი<script>x</script></p>' });
    expect(recategorised.json().podcast).toMatchObject({
      title: 'ახალი სათაური',
      category_id: 3,
      content: '<p>ახალი</p>',
    });
    expect((await update({ category_id: '777' })).statusCode).toBe(400);

    const stranger = await newPodcaster(ctx.app, 'უცხო არხი');
    const forbidden = await update({ title: 'გატეხილი' }, stranger);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().detail).toBe('ეს პოდკასტი თქვენი არ არის');
    expect((await update({ title: 'x' }, podcaster, { podcast_id: '99999' })).statusCode).toBe(404);
    expect((await update({ title: 'x' }, podcaster, {})).statusCode).toBe(400);
    expect((await update({ title: 'x' }, podcaster, { podcast_id: 'abc' })).statusCode).toBe(400);
    // podcast_id may come as a form field too.
    const inForm = await update({ podcast_id: String(id), title: 'ფორმიდან' }, podcaster, {});
    expect(inForm.json().podcast.title).toBe('ფორმიდან');
  });

  it('deletes an own episode with its files; others get 403', async () => {
    const id = await createEpisode(ctx.app, podcaster, { title: 'წასაშლელი' }, [
      { field: 'image', name: 'c.jpg', type: 'image/jpeg', data: fixture('cover.jpg') },
    ]);
    expect((await upload(ctx.app, podcaster, id, fixture('tone.ogg'))).statusCode).toBe(200);
    const row = await episodeRow(id);
    const stranger = await newPodcaster(ctx.app, 'სხვისი არხი');
    expect(
      (await inject({ method: 'DELETE', url: `/api/delete-podcast/${id}`, headers: stranger.headers })).statusCode,
    ).toBe(403);
    expect((await inject({ method: 'DELETE', url: `/api/delete-podcast/${id}` })).statusCode).toBe(401);
    expect(
      (await inject({ method: 'DELETE', url: '/api/delete-podcast/abc', headers: podcaster.headers })).statusCode,
    ).toBe(400);
    const deleted = await inject({ method: 'DELETE', url: `/api/delete-podcast/${id}`, headers: podcaster.headers });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await episodeRow(id)).toBeUndefined();
    expect(existsSync(mediaFile(row?.media_path ?? ''))).toBe(false);
    expect(existsSync(mediaFile(row?.image ?? ''))).toBe(false);
    expect((await inject(`/media/${row?.media_path}`)).statusCode).toBe(404);
    expect(
      (await inject({ method: 'DELETE', url: `/api/delete-podcast/${id}/`, headers: podcaster.headers })).statusCode,
    ).toBe(404);

    // An upload under way ends with its episode: the next chunk is checked again and refused.
    const draft = await createEpisode(ctx.app, podcaster);
    const data = longMp3(80);
    expect((await sendChunk(ctx.app, podcaster, draft, data, 0)).statusCode).toBe(200);
    const gone = await inject({ method: 'DELETE', url: `/api/delete-podcast/${draft}`, headers: podcaster.headers });
    expect(gone.statusCode).toBe(200);
    expect((await sendChunk(ctx.app, podcaster, draft, data, 1)).statusCode).toBe(404);
    expect(existsSync(stagingDir(draft))).toBe(false);
  });

  it('lists the podcaster’s own ready episodes newest first with page_skip', async () => {
    const user = await newPodcaster(ctx.app, 'სიის არხი');
    const ids: number[] = [];
    for (const title of ['ერთი', 'ორი', 'სამი']) {
      const id = await createEpisode(ctx.app, user, { title });
      expect((await upload(ctx.app, user, id, fixture('tone.wav'))).statusCode).toBe(200);
      ids.push(id);
    }
    await createEpisode(ctx.app, user, { title: 'დრაფტი' });
    const first = await own(user, 'limit=2');
    expect(first.count).toBe(3);
    expect(first.items.map((e) => e.title)).toEqual(['სამი', 'ორი']);
    expect(first.items[0]).toMatchObject({ status: 'ready', extention_type: 'wav', created_by_id: user.id });
    const next = await own(user, 'limit=2&page_skip=2');
    expect(next.items.map((e) => e.id)).toEqual([ids[0]]);
    expect((await own(user, 'include_drafts=true')).count).toBe(4);
    // The channel's public episode count follows: published ones only.
    expect((await inject(`/api/podcaster/${user.id}`)).json<Podcaster>().episode_count).toBe(3);
    expect((await inject('/api/added_podcasts/')).statusCode).toBe(401);
    expect((await inject({ url: '/api/added_podcasts/?page_skip=-1', headers: user.headers })).statusCode).toBe(400);
    const listener = await newUser(ctx.app);
    expect(await own(listener)).toEqual({ items: [], count: 0 });
  });

  it('reads the count and a page’s ids from the channel’s own index alone, with or without drafts', async () => {
    const owner = (
      await ctx.app.db.selectFrom('channels').select('user_id').orderBy('user_id').executeTakeFirstOrThrow()
    ).user_id;
    const plans = await ctx.app.db.connection().execute(async (one) => {
      // As on a large table: no sequential read, no bitmap, no sort of a channel's episodes to find a page (the
      // demo's few rows would take any of them).
      const settings = ['enable_seqscan', 'enable_bitmapscan', 'enable_sort', 'enable_incremental_sort'];
      for (const name of settings) await sql`select set_config(${name}, 'off', false)`.execute(one);
      try {
        const explain = async (query: Compilable<unknown>) => {
          const { sql: text, parameters } = query.compile();
          const { rows } = await one.executeQuery<Record<string, string>>(
            CompiledQuery.raw(`explain ${text}`, [...parameters]),
          );
          return rows.map((r) => Object.values(r)[0]).join('\n');
        };
        return Promise.all(
          [false, true].flatMap((drafts) => [
            explain(ownEpisodeCount(one, owner, drafts)),
            explain(ownEpisodePage(one, owner, drafts, 20, 40)),
          ]),
        );
      } finally {
        for (const name of settings) await sql`select set_config(${name}, 'on', false)`.execute(one);
      }
    });
    for (const plan of plans) expect(plan).toMatch(/Index Only Scan using episodes_own_idx/);
  });
});

describe('chunked upload', () => {
  let podcaster: TestUser;
  let subscriber: TestUser;
  beforeAll(async () => {
    podcaster = await newPodcaster(ctx.app, 'ატვირთვების არხი');
    subscriber = await newUser(ctx.app);
    await ctx.app.db.insertInto('subscriptions').values({ user_id: subscriber.id, channel_id: podcaster.id }).execute();
  });

  it('takes parallel chunks in any order, a repeated one harmlessly, lists them for resuming, then publishes', async () => {
    const data = longMp3(80);
    expect(data.length).toBeGreaterThan(500_000);
    const id = await createEpisode(ctx.app, podcaster, { title: 'გრძელი ეპიზოდი' });
    expect(await status(podcaster, id)).toMatchObject({ status: 'draft', chunk_count: 0, received: [], missing: [] });

    const last = await sendChunk(ctx.app, podcaster, id, data, 2);
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json()).toEqual({
      podcast_id: id,
      chunk_index: 2,
      chunk_count: 3,
      file_size: data.length,
      message: 'ნაწილი მიღებულია',
    });
    expect(await status(podcaster, id)).toMatchObject({ status: 'uploading', received: [2], missing: [0, 1] });
    // A client resuming asks what is missing and sends only that, twice over and all at once.
    const answers = await Promise.all([0, 1, 1, 0].map((i) => sendChunk(ctx.app, podcaster, id, data, i)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await status(podcaster, id)).toMatchObject({ received: [0, 1, 2], missing: [] });
    expect((await sendChunk(ctx.app, podcaster, id, data, 1)).statusCode).toBe(200);

    const published = await ready(podcaster, id);
    expect(published.statusCode, published.body).toBe(200);
    const { message, podcast } = published.json<{ message: string; podcast: OwnEpisode }>();
    expect(message).toBe('აქტიურია');
    expect(podcast).toMatchObject({
      status: 'ready',
      extention_type: 'mp3',
      video_length: '2:44',
      video_length_seconds: 164,
      file_size: data.length,
    });
    expect(podcast.file).toMatch(new RegExp(`^episodes/${id}/[0-9a-f-]+\\.mp3$`));
    const served = await inject(`/media/${podcast.file}`);
    expect(served.statusCode).toBe(200);
    expect(Buffer.compare(served.rawPayload, data)).toBe(0);
    expect(existsSync(stagingDir(id))).toBe(false);
    expect(readdirSync(mediaFile(`episodes/${id}`))).toHaveLength(1);
    expect((await episodeRow(id))?.media_type).toBe('audio');

    // Visible everywhere now (the public cache was dropped).
    expect((await inject(`/api/podcast/${id}/`)).json<Episode>().title).toBe('გრძელი ეპიზოდი');
    const list = (await inject(`/api/podcasts/?created_by_id=${podcaster.id}`)).json<{ items: Episode[] }>();
    expect(list.items.map((e) => e.id)).toContain(id);

    // Asking again is harmless: same answer, no second notification; more chunks are refused.
    expect((await ready(podcaster, id)).statusCode).toBe(200);
    const again = await sendChunk(ctx.app, podcaster, id, data, 0);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('პოდკასტი უკვე გამოქვეყნებულია');

    const notes = await ctx.app.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', subscriber.id)
      .execute();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ episode_id: id });
    expect(notes[0]?.message).toBe('არხმა „ატვირთვების არხი“ გამოაქვეყნა ახალი ეპიზოდი: „გრძელი ეპიზოდი“');
    const ownNotes = await ctx.app.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', podcaster.id)
      .execute();
    expect(ownNotes).toHaveLength(0);
  });

  it('reports missing chunks and publishes once they arrive', async () => {
    const data = longMp3(80);
    const id = await createEpisode(ctx.app, podcaster);
    for (const i of [0, 2]) expect((await sendChunk(ctx.app, podcaster, id, data, i)).statusCode).toBe(200);
    const early = await ready(podcaster, id);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ detail: 'ფაილის 1 ნაწილი აკლია', errors: { missing_chunks: ['1'] } });
    expect((await episodeRow(id))?.status).toBe('uploading');
    expect((await status(podcaster, id)).missing).toEqual([1]);
    // The upload record mirrors what the staging folder holds, and keeps the original file name.
    const record = await ctx.app.db
      .selectFrom('episode_uploads')
      .select(['received', 'original_name'])
      .where('episode_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(record).toEqual({ received: [0, 2], original_name: 'episode.mp3' });
    expect((await sendChunk(ctx.app, podcaster, id, data, 1)).statusCode).toBe(200);
    expect((await ready(podcaster, id)).statusCode).toBe(200);
  });

  it('stops trusting an upload session as soon as its token is revoked (logout)', async () => {
    const data = longMp3(80);
    const id = await createEpisode(ctx.app, podcaster, { title: 'გასვლამდე' });
    // A second sign-in of the same podcaster: its chunks open their own session.
    const session = await ctx.app.auth.createSession(podcaster.id);
    const device = { ...podcaster, token: session.token, headers: bearer(session.token) };
    expect((await sendChunk(ctx.app, device, id, data, 0)).statusCode).toBe(200);
    const logout = await ctx.app.inject({ method: 'POST', url: '/api/logout/', headers: device.headers });
    expect(logout.statusCode).toBe(200);
    expect((await sendChunk(ctx.app, device, id, data, 1)).statusCode).toBe(401);
    // The podcaster's other sign-in is untouched and finishes the upload.
    for (const i of [1, 2]) expect((await sendChunk(ctx.app, podcaster, id, data, i)).statusCode).toBe(200);
    expect((await ready(podcaster, id)).statusCode).toBe(200);
  });

  it('refuses someone else’s episode with 403 and an unknown one with 404', async () => {
    const data = fixture('tone.mp3');
    const id = await createEpisode(ctx.app, podcaster);
    const other = await newPodcaster(ctx.app, 'მეზობელი');
    const chunk = await sendChunk(ctx.app, other, id, data, 0);
    expect(chunk.statusCode).toBe(403);
    expect(chunk.json().detail).toBe('ეს პოდკასტი თქვენი არ არის');
    expect((await inject({ url: `/api/upload-podcast/${id}/`, headers: other.headers })).statusCode).toBe(403);
    expect((await ready(other, id)).statusCode).toBe(403);
    expect(existsSync(stagingDir(id))).toBe(false);
    expect((await sendChunk(ctx.app, podcaster, 999_999, data, 0)).statusCode).toBe(404);
    expect((await ready(podcaster, 999_999)).statusCode).toBe(404);
    const anonymous = await inject({
      method: 'POST',
      url: `/api/upload-podcast/${id}/0/1/${data.length}`,
      ...form({}, [{ field: 'file', name: 'a.mp3', type: 'audio/mpeg', data }]),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an image disguised as .mp3 with 415 and cleans it up; a real file may follow', async () => {
    const png = fixture('cover.png');
    const id = await createEpisode(ctx.app, podcaster);
    expect((await sendChunk(ctx.app, podcaster, id, png, 0, { name: 'song.mp3' })).statusCode).toBe(200);
    expect(existsSync(stagingDir(id))).toBe(true);
    const refused = await ready(podcaster, id);
    expect(refused.statusCode).toBe(415);
    expect(refused.json().detail).toBe('ფაილის ფორმატი მიუღებელია: ატვირთეთ MP3, MP4, M4A, WAV, OGG ან OPUS');
    expect(existsSync(stagingDir(id))).toBe(false);
    expect(existsSync(mediaFile(`episodes/${id}`))).toBe(false);
    expect(await status(podcaster, id)).toMatchObject({ status: 'failed', received: [], chunk_count: 0 });
    expect((await inject(`/api/podcast/${id}/`)).statusCode).toBe(404);

    // Text, and a truncated MP3 header, are refused the same way.
    const text = await createEpisode(ctx.app, podcaster);
    await sendChunk(ctx.app, podcaster, text, Buffer.from('ეს არ არის აუდიო, მხოლოდ ტექსტი'), 0);
    expect((await ready(podcaster, text)).statusCode).toBe(415);

    const ok = await upload(ctx.app, podcaster, id, fixture('tone.wav'), 'real.wav');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().podcast).toMatchObject({ status: 'ready', extention_type: 'wav', video_length_seconds: 2 });
  });

  it('answers 413 to a declared size over the limit', async () => {
    const id = await createEpisode(ctx.app, podcaster);
    const size = MAX_UPLOAD + 1;
    const response = await sendChunk(ctx.app, podcaster, id, fixture('tone.mp3'), 0, {
      size,
      count: Math.ceil(size / 250_000),
      chunk: Buffer.alloc(250_000),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe('ფაილი ძალიან დიდია: მაქსიმუმ 5 MB');
    expect(existsSync(stagingDir(id))).toBe(false);
  });

  it('answers 400 to bad indices, counts and chunk sizes', async () => {
    const data = longMp3(80);
    const id = await createEpisode(ctx.app, podcaster);
    const size = data.length;
    const post = (
      path: string,
      body = form({}, [{ field: 'file', name: 'a.mp3', type: 'audio/mpeg', data: data.subarray(0, 250_000) }]),
    ) => inject({ method: 'POST', url: `/api/upload-podcast/${id}/${path}`, ...withHeaders(body, podcaster.headers) });
    const cases: [string, string][] = [
      [`3/3/${size}`, 'chunk_index'],
      [`7/3/${size}`, 'chunk_index'],
      [`0/2/${size}`, 'chunk_count'],
      [`0/4/${size}`, 'chunk_count'],
      [`-1/3/${size}`, 'chunk_index'],
      [`x/3/${size}`, 'chunk_index'],
      [`0/0/${size}`, 'chunk_count'],
      ['0/1/0', 'file_size'],
      [`0/3/${size}.5`, 'file_size'],
    ];
    for (const [path, field] of cases) {
      const response = await post(path);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().errors, path).toHaveProperty(field);
    }
    const short = await sendChunk(ctx.app, podcaster, id, data, 0, { chunk: data.subarray(0, 1000) });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.file).toEqual(['ნაწილი 0 უნდა იყოს 250000 ბაიტი']);
    const long = await sendChunk(ctx.app, podcaster, id, data, 2, { chunk: data.subarray(400_000, 700_000) });
    expect(long.statusCode).toBe(400);
    expect(long.json().detail).toBe('ნაწილის ზომა არასწორია');
    // A body far over a chunk is refused while it is read, before it is held in memory.
    const tooBig = await sendChunk(ctx.app, podcaster, id, data, 0, { chunk: Buffer.alloc(600_000) });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().errors.file).toEqual(['ნაწილი მაქსიმუმ 250000 ბაიტია']);
    const noFile = await post(`0/3/${size}`, form({ note: 'ფაილი არ არის' }));
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().errors).toHaveProperty('file');
    const otherField = await post(
      `0/3/${size}`,
      form({}, [{ field: 'media', name: 'a.mp3', type: 'audio/mpeg', data: data.subarray(0, 250_000) }]),
    );
    expect(otherField.statusCode).toBe(400);
    const json = await inject({
      method: 'POST',
      url: `/api/upload-podcast/${id}/0/3/${size}`,
      payload: { file: 'x' },
      headers: podcaster.headers,
    });
    expect(json.statusCode).toBe(400);
    const broken = await inject({
      method: 'POST',
      url: `/api/upload-podcast/${id}/0/3/${size}`,
      payload: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.mp3"\r\n\r\nshort',
      headers: { ...podcaster.headers, 'content-type': 'multipart/form-data; boundary=b' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().detail).toBeTruthy();
    // Nothing of the refused requests was kept, not even an empty staging folder.
    expect(await status(podcaster, id)).toMatchObject({ received: [], chunk_count: 0 });
    expect(existsSync(stagingDir(id))).toBe(false);

    // Once an upload has started, another declaration for the same episode conflicts.
    expect((await sendChunk(ctx.app, podcaster, id, data, 0)).statusCode).toBe(200);
    const other = await sendChunk(ctx.app, podcaster, id, data.subarray(0, 300_000), 0);
    expect(other.statusCode).toBe(409);
    const noUpload = await ready(podcaster, await createEpisode(ctx.app, podcaster));
    expect(noUpload.statusCode).toBe(400);
    expect(noUpload.json().detail).toBe('მედიაფაილი არ არის ატვირთული');
  });

  it('accepts m4a, wav, ogg, opus and mp4 video, identified by content and measured', async () => {
    const cases = [
      ['tone.m4a', 'm4a', 'audio', 2],
      ['tone.wav', 'wav', 'audio', 2],
      ['tone.ogg', 'ogg', 'audio', 2],
      ['tone.opus', 'opus', 'audio', 2],
      ['clip.mp4', 'mp4', 'video', 1],
    ] as const;
    for (const [name, ext, kind, seconds] of cases) {
      const id = await createEpisode(ctx.app, podcaster, { title: name });
      // The name says nothing: every file is sent as "upload.bin".
      const response = await upload(ctx.app, podcaster, id, fixture(name), 'upload.bin');
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
      expect(response.json().podcast, name).toMatchObject({ extention_type: ext, video_length_seconds: seconds });
      expect((await episodeRow(id))?.media_type, name).toBe(kind);
      expect(response.json().podcast.file, name).toMatch(new RegExp(`\\.${ext}$`));
    }
  });

  it('never leaves a half-assembled file visible; a crashed assembly can be retried', async () => {
    const data = longMp3(80);
    const id = await createEpisode(ctx.app, podcaster);
    for (const i of [0, 1, 2]) expect((await sendChunk(ctx.app, podcaster, id, data, i)).statusCode).toBe(200);
    // What a crash mid-assembly leaves: a partial file in the staging area and a stale claim.
    const { writeFile } = await import('node:fs/promises');
    await writeFile(join(stagingDir(id), 'assembled-crashed.tmp'), data.subarray(0, 300_000));
    await ctx.app.db
      .updateTable('episode_uploads')
      .set({ assembling_at: new Date(Date.now() - 60_000) })
      .where('episode_id', '=', id)
      .execute();
    // (get_podcast_ready ends the process's upload sessions when it claims the upload.)
    ctx.app.uploads.forget(id);
    // While the claim is fresh, a second assembly (or more chunks) is refused.
    expect((await ready(podcaster, id)).statusCode).toBe(409);
    expect((await sendChunk(ctx.app, podcaster, id, data, 0)).statusCode).toBe(409);
    expect(existsSync(mediaFile(`episodes/${id}`))).toBe(false);
    expect((await inject(`/api/podcast/${id}/`)).statusCode).toBe(404);
    // A claim older than the assembly timeout is taken as a crash.
    await ctx.app.db
      .updateTable('episode_uploads')
      .set({ assembling_at: new Date(Date.now() - 20 * 60_000) })
      .where('episode_id', '=', id)
      .execute();
    const retried = await ready(podcaster, id);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(readdirSync(mediaFile(`episodes/${id}`))).toHaveLength(1);
    expect(existsSync(stagingDir(id))).toBe(false);
  });

  it('cleans abandoned uploads and never-ready drafts after 24 hours, and nothing else', async () => {
    const abandoned = await createEpisode(ctx.app, podcaster, {}, [
      { field: 'image', name: 'c.jpg', type: 'image/jpeg', data: fixture('cover.jpg') },
    ]);
    expect((await sendChunk(ctx.app, podcaster, abandoned, longMp3(80), 1)).statusCode).toBe(200);
    const image = (await episodeRow(abandoned))?.image ?? '';
    const empty = await createEpisode(ctx.app, podcaster);
    const done = await createEpisode(ctx.app, podcaster);
    expect((await upload(ctx.app, podcaster, done, fixture('tone.mp3'))).statusCode).toBe(200);

    const now = await ctx.app.uploads.cleanup();
    expect(now.drafts).toBe(0);
    expect(await episodeRow(abandoned)).toBeDefined();
    expect(existsSync(stagingDir(abandoned))).toBe(true);

    // UPLOAD_TTL_HOURS=0 keeps them (the same database, served by an app configured so).
    const keeping = await buildApp({
      config: { ...ctx.config, uploadTtlHours: 0 },
      database: ctx.database,
      logger: false,
    });
    try {
      expect((await keeping.uploads.cleanup(new Date(Date.now() + 1000 * 3_600_000))).drafts).toBe(0);
      expect(await episodeRow(abandoned)).toBeDefined();
    } finally {
      await keeping.close();
    }

    const later = await ctx.app.uploads.cleanup(new Date(Date.now() + 25 * 3_600_000));
    expect(later.drafts).toBeGreaterThanOrEqual(2);
    expect(await episodeRow(abandoned)).toBeUndefined();
    expect(await episodeRow(empty)).toBeUndefined();
    expect(existsSync(stagingDir(abandoned))).toBe(false);
    expect(existsSync(mediaFile(image))).toBe(false);
    expect((await episodeRow(done))?.status).toBe('ready');
    expect((await inject(`/api/podcast/${done}/`)).statusCode).toBe(200);
  });
});
