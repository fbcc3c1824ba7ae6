import { readFile } from 'node:fs/promises';
import { hash } from '@node-rs/argon2';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/index';
import { slugify } from '../lib/text';
import type { Storage } from '../plugins/storage';
import { seedListenerActivity } from './listener';
import { assembleEpisode, DEMO_VIDEOS, demoAsset, episodeSeconds, loadDemoAudio, rng } from './media';
import speech from './speech.json';

export const DEMO_ACCOUNTS = {
  listener: { email: 'listener@example.com', password: 'listener-demo-1', first_name: 'ნინო', last_name: 'ბერიძე' },
  podcaster: {
    email: 'podcaster@example.com',
    password: 'podcaster-demo-1',
    first_name: 'გიორგი',
    last_name: 'მაისურაძე',
  },
} as const;

const CATEGORIES = [
  { alias: 'technology', title: 'ტექნოლოგიები', color: '#4F7CFF', b: '#1B2A6B' },
  { alias: 'history', title: 'ისტორია', color: '#C9853A', b: '#5A2E0E' },
  { alias: 'music', title: 'მუსიკა', color: '#E0457B', b: '#5E0D2C' },
  { alias: 'science', title: 'მეცნიერება', color: '#2BB3A3', b: '#0B4A44' },
  { alias: 'business', title: 'ბიზნესი', color: '#F2B705', b: '#6B4B00' },
  { alias: 'sport', title: 'სპორტი', color: '#3FAE49', b: '#11461A' },
  { alias: 'culture', title: 'კულტურა', color: '#9B59D0', b: '#3A1656' },
  { alias: 'health', title: 'ჯანმრთელობა', color: '#FF6F59', b: '#6B1C10' },
];

const PODCASTERS = [
  {
    first: 'გიორგი',
    last: 'მაისურაძე',
    channel: 'კოდის საუბრები',
    about: 'პროგრამირება, JavaScript და ვებ-ტექნოლოგიები ქართულად.',
  },
  { first: 'ნათია', last: 'კვარაცხელია', channel: 'წარსულის ხმები', about: 'საქართველოს და მსოფლიოს ისტორიის ამბები.' },
  {
    first: 'ლევან',
    last: 'ჯაფარიძე',
    channel: 'რიტმი',
    about: 'ქართული და უცხოური მუსიკის ისტორია და ახალი ალბომები.',
  },
  { first: 'თამარ', last: 'გელაშვილი', channel: 'მეცნიერების კუთხე', about: 'კოსმოსი, ბიოლოგია და ფიზიკა მარტივად.' },
  { first: 'დავით', last: 'ლომიძე', channel: 'ბიზნეს ყავა', about: 'სტარტაპები, ფინანსები და მეწარმეობა.' },
  { first: 'ანა', last: 'ხუციშვილი', channel: 'სტადიონი', about: 'ფეხბურთი, რაგბი და ქართველი სპორტსმენები.' },
  { first: 'ირაკლი', last: 'წიკლაური', channel: 'ლიტერატურული საღამოები', about: 'წიგნები, თეატრი და კინო.' },
  { first: 'მარიამ', last: 'დოლიძე', channel: 'ჯანსაღი დილა', about: 'კვება, ძილი და ფსიქიკური ჯანმრთელობა.' },
];

const TOPICS: Record<string, string[]> = {
  technology: [
    'JavaScript-ის საფუძვლები',
    'ხელოვნური ინტელექტი',
    'ვებ-დეველოპმენტი',
    'კიბერუსაფრთხოება',
    'მობილური აპლიკაციები',
    'მონაცემთა ბაზები',
  ],
  history: [
    'თამარ მეფის ეპოქა',
    'დავით აღმაშენებელი',
    'დიდგორის ბრძოლა',
    'ძველი თბილისი',
    'აბრეშუმის გზა',
    'კოლხეთის სამეფო',
  ],
  music: ['ქართული პოლიფონია', 'ჯაზი თბილისში', 'როკის ისტორია', 'კლასიკური მუსიკა', 'ელექტრონული სცენა', 'ფოლკლორი'],
  science: ['შავი ხვრელები', 'დნმ და გენეტიკა', 'კლიმატის ცვლილება', 'კვანტური ფიზიკა', 'მარსის კვლევა', 'ევოლუცია'],
  business: [
    'სტარტაპის დაწყება',
    'ინვესტიციები',
    'მარკეტინგი',
    'ფინანსური წიგნიერება',
    'ლიდერობა',
    'ელექტრონული კომერცია',
  ],
  sport: [
    'ქართული რაგბი',
    'ფეხბურთის ტაქტიკა',
    'ჭიდაობის ტრადიცია',
    'ოლიმპიური თამაშები',
    'ჭადრაკის ჩემპიონები',
    'მარათონი',
  ],
  culture: [
    'ქართული კინო',
    'თეატრის ისტორია',
    'თანამედროვე ხელოვნება',
    'ვეფხისტყაოსანი',
    'ქართული სუფრა',
    'არქიტექტურა',
  ],
  health: ['ჯანსაღი ძილი', 'სწორი კვება', 'სტრესის მართვა', 'ფიზიკური აქტივობა', 'მედიტაცია', 'იმუნიტეტი'],
};
const SUFFIXES = ['შესავალი', 'ნაწილი მეორე', 'კითხვები და პასუხები', 'სტუმართან ერთად', 'მითები და ფაქტები'];

/**
 * Each channel's audio lengths in seconds, taken in turn by its audio episodes: together they cover
 * the three duration filters (spec §9: under 10 minutes, 10 to 15, over 15), and the e2e player tests
 * find 45, 150 and 270 s episodes on the health channel and a 480 s one on the culture channel.
 */
const AUDIO_SECONDS: Record<string, number[]> = {
  technology: [45, 270, 1000],
  history: [150, 480, 840],
  music: [45, 270, 690],
  science: [150, 480, 1000],
  business: [45, 270, 840],
  sport: [150, 480, 690],
  culture: [45, 480, 1000],
  health: [45, 150, 270, 840],
};
const SPEECH: Record<string, { topics: string[] }> = speech;

const STATIC_PAGES = [
  {
    kind: 'policy' as const,
    title: 'კონფიდენციალურობის პოლიტიკა',
    description:
      '<h2>კონფიდენციალურობის პოლიტიკა</h2><p>ჩვენ ვინახავთ მხოლოდ იმ მონაცემებს, რომლებიც საჭიროა სერვისის მუშაობისთვის: ელფოსტას, სახელს, გვარს და მოსმენის ისტორიას.</p><p>პაროლები ინახება დაშიფრული სახით. მონაცემებს მესამე პირებს არ გადავცემთ.</p>',
  },
  {
    kind: 'terms' as const,
    title: 'წესები და პირობები',
    description:
      '<h2>წესები და პირობები</h2><p>საიტით სარგებლობისას თქვენ ეთანხმებით, რომ ატვირთული მასალა არ არღვევს საავტორო უფლებებს.</p><p>ადმინისტრაცია იტოვებს უფლებას წაშალოს წესების დამრღვევი კონტენტი.</p>',
  },
  {
    kind: 'podcaster_offer' as const,
    title: 'გახდი პოდკასტერი',
    description:
      '<h2>გახდი პოდკასტერი</h2><p>გაქვს სათქმელი? შექმენი არხი, ატვირთე აუდიო ან ვიდეო ეპიზოდები და გაუზიარე ისინი ათასობით მსმენელს.</p><ul><li>უფასო ატვირთვა</li><li>მოსმენების სტატისტიკა</li><li>გამომწერები და შეფასებები</li></ul>',
  },
];

export async function seedIfEmpty(db: Db, storage: Storage, log: FastifyBaseLogger): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  const categories = await db.selectFrom('categories').select('id').limit(1).executeTakeFirst();
  if (existing || categories) return false;
  const started = Date.now();
  await seedDemo(db, storage);
  log.info({ ms: Date.now() - started }, 'demo seed done');
  return true;
}

export async function seedDemo(db: Db, storage: Storage, options: { episodes?: number } = {}): Promise<void> {
  const random = rng(20240601);
  const episodeCount = options.episodes ?? 120;

  // Media first: files on disk, rows point at them.
  const demoAudio = await loadDemoAudio();
  const audioPaths = new Map<string, { path: string; seconds: number; size: number }[]>();
  for (const [alias, lengths] of Object.entries(AUDIO_SECONDS)) {
    const files = [];
    for (const [i, seconds] of lengths.entries()) {
      // Each length starts on another topic, so a channel's files do not all open alike.
      const data = assembleEpisode(demoAudio, alias, seconds, i * 2);
      const path = `demo/audio/${alias}-${seconds}.mp3`;
      await storage.put(path, data);
      files.push({ path, seconds: Math.round(episodeSeconds(data)), size: data.length });
    }
    audioPaths.set(alias, files);
  }
  const videoPaths: { path: string; seconds: number; size: number }[] = [];
  for (const video of DEMO_VIDEOS) {
    const data = await readFile(demoAsset(video.name));
    const path = `demo/video/${video.name}`;
    await storage.put(path, data);
    videoPaths.push({ path, seconds: video.seconds, size: data.length });
  }
  // Committed pictures (scripts/make-demo-images.mjs): thumbnails of the small episode covers are made on first use.
  const picture = (name: string) => readFile(demoAsset(`images/${name}.jpg`));
  const categoryImages: string[] = [];
  for (const [i, c] of CATEGORIES.entries()) {
    const path = `demo/categories/${c.alias}.jpg`;
    await storage.putImage(path, await picture(`category-${i + 1}`));
    categoryImages.push(path);
  }
  const covers = await Promise.all(
    Array.from({ length: 120 }, async (_, i) => {
      const name = `episode-${String(i + 1).padStart(3, '0')}`;
      const path = `demo/covers/${name}.jpg`;
      await storage.put(path, await picture(name));
      return path;
    }),
  );
  const channelImages: string[] = [];
  const avatars: string[] = [];
  for (let i = 0; i < PODCASTERS.length; i++) {
    const path = `demo/channels/channel-${i + 1}.jpg`;
    await storage.putImage(path, await picture(`channel-${i + 1}`));
    channelImages.push(path);
    const avatar = `demo/avatars/avatar-${i + 1}.jpg`;
    await storage.putImage(avatar, await picture(`avatar-${i + 1}`));
    avatars.push(avatar);
  }
  const [listenerHash, podcasterHash] = await Promise.all([
    hash(DEMO_ACCOUNTS.listener.password),
    hash(DEMO_ACCOUNTS.podcaster.password),
  ]);

  await db.transaction().execute(async (trx) => {
    const categoryRows = await trx
      .insertInto('categories')
      .values(
        CATEGORIES.map((c, i) => ({
          alias: c.alias,
          title: c.title,
          color: c.color,
          image: categoryImages[i] ?? null,
          position: i,
        })),
      )
      .returning(['id', 'alias'])
      .execute();
    const categoryId = new Map(categoryRows.map((r) => [r.alias, r.id]));

    const listener = await trx
      .insertInto('users')
      .values({
        email: DEMO_ACCOUNTS.listener.email,
        password_hash: listenerHash,
        first_name: DEMO_ACCOUNTS.listener.first_name,
        last_name: DEMO_ACCOUNTS.listener.last_name,
        is_active: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const podcasterIds: number[] = [];
    for (const [i, p] of PODCASTERS.entries()) {
      const isDemo = i === 0;
      const user = await trx
        .insertInto('users')
        .values({
          email: isDemo ? DEMO_ACCOUNTS.podcaster.email : `podcaster${i + 1}@example.com`,
          password_hash: isDemo ? podcasterHash : null,
          first_name: p.first,
          last_name: p.last,
          image: avatars[i] ?? null,
          is_active: true,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('channels')
        .values({
          user_id: user.id,
          name: p.channel,
          alias: slugify(p.channel),
          description: `<p>${p.about}</p>`,
          image: channelImages[i] ?? null,
        })
        .execute();
      podcasterIds.push(user.id);
    }

    const now = Date.now();
    const episodes = Array.from({ length: episodeCount }, (_, i) => {
      const category = CATEGORIES[i % CATEGORIES.length] ?? CATEGORIES[0];
      const alias = category?.alias ?? 'technology';
      const topics = TOPICS[alias] ?? [];
      const topic = topics[Math.floor(i / CATEGORIES.length) % topics.length] ?? 'პოდკასტი';
      const suffix = SUFFIXES[Math.floor(i / (CATEGORIES.length * topics.length)) % SUFFIXES.length] ?? '';
      const title = `${topic}: ${suffix} #${i + 1}`;
      const audioFiles = audioPaths.get(alias) ?? [];
      const audio = audioFiles[Math.floor(i / CATEGORIES.length) % audioFiles.length];
      // Every sixth episode is a video episode (spec: audio and video episodes, ±10 s buttons on video).
      const video = i % 6 === 3 ? videoPaths[Math.floor(i / 6) % videoPaths.length] : undefined;
      const media = video ?? audio;
      const owner = podcasterIds[i % podcasterIds.length] ?? 0;
      return {
        created_by_id: owner,
        category_id: categoryId.get(alias) ?? null,
        title,
        alias: slugify(title),
        content: `<p>${SPEECH[alias]?.topics[Math.floor(i / CATEGORIES.length) % topics.length] ?? topic}</p><p>${PODCASTERS[i % PODCASTERS.length]?.about ?? ''}</p>`,
        published_at: new Date(now - (episodeCount - i) * 2.5 * 86_400_000),
        status: 'ready' as const,
        media_path: media?.path ?? null,
        media_type: video ? ('video' as const) : ('audio' as const),
        extention_type: video ? 'mp4' : 'mp3',
        file_size: media?.size ?? null,
        video_length_seconds: media?.seconds ?? 0,
        image: covers[i % covers.length] ?? null,
        hits: Math.floor(random() ** 2 * 5000),
      };
    });
    for (let i = 0; i < episodes.length; i += 50) {
      await trx
        .insertInto('episodes')
        .values(episodes.slice(i, i + 50))
        .execute();
    }
    const episodeIds = (await trx.selectFrom('episodes').select('id').orderBy('id').execute()).map((r) => r.id);

    await trx
      .insertInto('menus')
      .values([
        { title: 'პოდკასტები', address: 'podcastpage', alias: 'podcastpage', position: 0 },
        { title: 'პოპულარული', address: 'popular-posts', alias: 'popular-posts', position: 1 },
        { title: 'კატეგორიები', address: 'CategoryPage', alias: 'CategoryPage', position: 2 },
        { title: 'პოდკასტერები', address: 'podcasterpage', alias: 'podcasterpage', position: 3 },
        { title: 'გახდი პოდკასტერი', address: 'podcaster_offer', alias: 'podcaster_offer', position: 4 },
      ])
      .execute();

    const blockRows = await trx
      .insertInto('blocks')
      .values([
        { name: 'recomended', show_name: 'რეკომენდებული', variety: 'recomended', group: 'B', position: 0, size: 8 },
        { name: 'popular', show_name: 'პოპულარული', variety: 'popular_podcasts', group: 'C', position: 1, size: 8 },
        {
          name: 'technology',
          show_name: 'ტექნოლოგიები',
          variety: 'category',
          group: 'A',
          category_id: categoryId.get('technology') ?? null,
          position: 2,
          size: 8,
        },
        {
          name: 'history',
          show_name: 'ისტორია',
          variety: 'category',
          group: 'A',
          category_id: categoryId.get('history') ?? null,
          position: 3,
          size: 8,
        },
        { name: 'new', show_name: 'ახალი ეპიზოდები', variety: 'new_podcasts', group: 'B', position: 4, size: 8 },
      ])
      .returning(['id', 'name'])
      .execute();
    const recommended = blockRows.find((b) => b.name === 'recomended')?.id ?? 0;
    await trx
      .insertInto('block_episodes')
      .values(
        [3, 11, 19, 27, 35, 43, 51, 59]
          .map((i, position) => ({ block_id: recommended, episode_id: episodeIds[i] ?? 0, position }))
          .filter((r) => r.episode_id > 0),
      )
      .execute();
    await trx
      .insertInto('block_authors')
      .values(podcasterIds.slice(0, 3).map((id, position) => ({ block_id: recommended, channel_id: id, position })))
      .execute();

    const blockNav = blockRows.map((b, i) => ({
      name: b.name,
      url: `block/${b.id}`,
      type: 'block',
      title: b.name,
      show_name: true,
      image: covers[i] ?? null,
      image_2: covers[i + 5] ?? null,
      position: i,
    }));
    const categoryNav = categoryRows.map((c, i) => ({
      name: CATEGORIES[i]?.title ?? c.alias,
      url: `category/${c.id}-${c.alias}`,
      type: 'category',
      title: CATEGORIES[i]?.title ?? c.alias,
      show_name: true,
      image: categoryImages[i] ?? null,
      image_2: null,
      position: 10 + i,
    }));
    await trx
      .insertInto('nav_items')
      .values([...blockNav, ...categoryNav])
      .execute();

    const authorBlock = await trx
      .insertInto('author_blocks')
      .values({ title: 'პოპულარული პოდკასტერები', group: 'A', position: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('author_block_channels')
      .values(podcasterIds.map((id, position) => ({ author_block_id: authorBlock.id, channel_id: id, position })))
      .execute();

    await trx
      .insertInto('static_pages')
      .values(STATIC_PAGES.map((p, position) => ({ ...p, position })))
      .execute();

    const settings: Record<string, unknown> = {
      phone: '+995 32 200 00 00',
      mail: 'info@example.com',
      location: 'თბილისი, რუსთაველის გამზ. 1',
      social: [
        { name: 'facebook', url: 'https://www.facebook.com/' },
        { name: 'instagram', url: 'https://www.instagram.com/' },
        { name: 'youtube', url: 'https://www.youtube.com/' },
      ],
    };
    await trx
      .insertInto('site_settings')
      .values(Object.entries(settings).map(([key, value]) => ({ key, value: JSON.stringify(value) })))
      .execute();

    await seedListenerActivity(trx, listener.id, podcasterIds, now);
  });
  await sql`analyze`.execute(db);
}
