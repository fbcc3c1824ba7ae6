import {
  type AuthorBlock,
  type Block,
  type Category,
  type DayStats,
  type Episode,
  type Menus,
  type NavItem,
  type Notification,
  type Podcaster,
  type Profile,
  type StaticPage,
  type TopPodcasts,
  type TotalWatchTime,
  type WatchTimeByDay,
  type WatchTimeLastMonth,
  weekdays,
} from '@podcast/contract';

export const categories: Category[] = [
  { id: 1, alias: 'istoria', title: 'ისტორია', image: { url: 'categories/istoria.jpg' }, color: '#C2410C' },
  { id: 2, alias: 'mecniereba', title: 'მეცნიერება', image: { url: 'categories/mecniereba.jpg' }, color: '#0369A1' },
  { id: 3, alias: 'kultura', title: 'კულტურა', image: null, color: '#7C3AED' },
  { id: 4, alias: 'sporti', title: 'სპორტი', image: null, color: '#15803D' },
];

export const podcasters: Podcaster[] = [
  {
    id: 11,
    alias: 'nino-beridze',
    channel: 'ისტორიის გაკვეთილები',
    channel_description: '<p>საქართველოს ისტორია ყოველ კვირას, ნინოსთან ერთად.</p>',
    first_name: 'ნინო',
    last_name: 'ბერიძე',
    image: 'avatars/nino.jpg',
    average_rating: 4.6,
    episode_count: 24,
    subscribers_count: 312,
  },
  {
    id: 12,
    alias: 'giorgi-kapanadze',
    channel: 'მეცნიერება ყველასთვის',
    channel_description: '<p>რთული თემები მარტივად: ფიზიკა, ბიოლოგია, ასტრონომია.</p>',
    first_name: 'გიორგი',
    last_name: 'კაპანაძე',
    image: null,
    average_rating: 4.2,
    episode_count: 17,
    subscribers_count: 158,
  },
  {
    id: 13,
    alias: 'tamar-lomidze',
    channel: 'თეატრალური საღამოები',
    channel_description: '<p>საუბრები ქართულ თეატრსა და ლიტერატურაზე.</p>',
    first_name: 'თამარ',
    last_name: 'ლომიძე',
    image: 'avatars/tamar.jpg',
    average_rating: 4.9,
    episode_count: 9,
    subscribers_count: 87,
  },
];

const titles = [
  'დავით აღმაშენებლის რეფორმები',
  'შავი ხვრელები და დრო',
  'რუსთაველის თეატრის ასი წელი',
  'თამარ მეფის ეპოქა',
  'როგორ მუშაობს ვაქცინა',
  'ქართული პოლიფონია',
  'კოლხეთის ოქრო',
  'კვანტური კომპიუტერები',
];

const pad = (n: number) => String(n).padStart(2, '0');

/** 45 published episodes: two full pages of 20 and a short last page. */
export const episodes: Episode[] = Array.from({ length: 45 }, (_, index) => {
  const id = index + 1;
  const owner = podcasters[index % podcasters.length] as Podcaster;
  const category = categories[index % categories.length] as Category;
  const seconds = [420, 780, 1500, 3725][index % 4] as number;
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return {
    id,
    alias: `epizodi-${id}`,
    title: `${titles[index % titles.length]} — ეპიზოდი ${id}`,
    content: `<p>ამ ეპიზოდში ვსაუბრობთ თემაზე „${titles[index % titles.length]}“.</p>`,
    published: `2025-${pad((index % 12) + 1)}-${pad((index % 28) + 1)}T10:00:00.000Z`,
    video_length: `${h}:${pad(m)}:${pad(seconds % 60)}`,
    video_length_seconds: seconds,
    file: `podcasts/${id}.mp3`,
    extention_type: index % 5 === 0 ? 'mp4' : 'mp3',
    image: { url: `podcasts/${id}.jpg`, point: null },
    category: { id: category.id, alias: category.alias, title: category.title },
    category_id: category.id,
    created_by: {
      id: owner.id,
      alias: owner.alias,
      channel: owner.channel,
      first_name: owner.first_name,
      last_name: owner.last_name,
      image: owner.image,
    },
    created_by_id: owner.id,
    hits: 1000 - id * 7,
    podcast_id: id,
  };
});

export const menus: Menus = {
  items: [
    { id: 1, title: 'მთავარი', address: '/', alias: 'home' },
    { id: 2, title: 'პოდკასტერები', address: '/podcasters', alias: 'podcasters' },
    { id: 3, title: 'კატეგორიები', address: '/categories', alias: 'categories' },
  ],
  settings: {
    phone: '+995 32 2 00 00 00',
    mail: 'info@podcast.ge',
    location: 'თბილისი, რუსთაველის გამზ. 12',
    social: [{ name: 'facebook', url: 'https://facebook.com/podcast.ge' }],
  },
};

export const navItems: NavItem[] = [
  {
    id: 1,
    name: 'recomended',
    url: '/block/recomended',
    type: 'block',
    title: 'რეკომენდებული',
    show_name: true,
    image: { url: 'nav/recomended.svg' },
    image_2: null,
  },
  {
    id: 2,
    name: 'istoria',
    url: '/category/istoria',
    type: 'category',
    title: 'ისტორია',
    show_name: true,
    image: null,
    image_2: null,
  },
];

export const blocks: Block[] = [
  {
    id: 1,
    name: 'recomended',
    show_name: 'რეკომენდებული',
    variety: 'popular_podcasts',
    group: 'A',
    image: null,
    category: null,
    pages: 1,
    podcasts: episodes.slice(0, 4),
    author: [],
  },
];

export const authorBlocks: AuthorBlock[] = [{ id: 1, title: 'რჩეული პოდკასტერები', group: 'B', author: podcasters }];

export const staticPages: StaticPage[] = [
  { id: 1, kind: 'policy', title: 'კონფიდენციალურობის პოლიტიკა', description: '<p>თქვენი მონაცემები დაცულია.</p>' },
  { id: 2, kind: 'terms', title: 'წესები და პირობები', description: '<p>საიტით სარგებლობის წესები.</p>' },
  { id: 3, kind: 'podcaster_offer', title: 'შეთავაზება პოდკასტერებს', description: '<p>შექმენი შენი არხი.</p>' },
];

export const profile: Profile = {
  id: 21,
  email: 'luka@example.ge',
  first_name: 'ლუკა',
  last_name: 'მაისურაძე',
  image: null,
  image_url: null,
  channel: null,
  channel_description: null,
  alias: null,
  podcast_episodes_count: 0,
  subscribers_count: 0,
  average_rating: 0,
  total_podcast_watch_time: 5400,
  subscribed_channels: [
    {
      id: 11,
      alias: 'nino-beridze',
      image: 'avatars/nino.jpg',
      channel: 'ისტორიის გაკვეთილები',
      rating: 4.6,
      episode_count: 24,
      description: '<p>საქართველოს ისტორია ყოველ კვირას.</p>',
    },
  ],
  added_podcasts: 0,
};

/** The same person once she has her channel: podcaster 11 of the fixtures, owner of every third episode. */
export const podcasterProfile: Profile = {
  id: 11,
  email: 'nino@example.ge',
  first_name: 'ნინო',
  last_name: 'ბერიძე',
  image: 'avatars/nino.jpg',
  image_url: '/media/avatars/nino.jpg',
  channel: 'ისტორიის გაკვეთილები',
  channel_description: '<p>საქართველოს ისტორია ყოველ კვირას, ნინოსთან ერთად.</p>',
  alias: 'nino-beridze',
  podcast_episodes_count: 15,
  subscribers_count: 312,
  average_rating: 4.6,
  total_podcast_watch_time: 0,
  subscribed_channels: [],
  added_podcasts: 15,
};

export const credentials = { email: 'luka@example.ge', password: 'პაროლი-12345' };
export const VALID_TOKEN = 'mock-token-0123456789';

/** The mock's "today" (Georgian time): statistics end here, so stories and tests stay the same every day. */
export const MOCK_TODAY = '2025-05-28';

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** Deterministic listening hours of one day: evenings mostly, more at the weekend. */
function hoursOn(day: string): [number, number, number] {
  const n = Number(day.slice(8, 10));
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const weekend = weekday === 0 || weekday === 6;
  return [n % 5 === 0 ? 0.25 : 0, weekend ? 1.5 : (n % 3) * 0.5, 0.75 + (n % 4) * 0.25];
}

const weekdayOf = (day: string) => weekdays[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7];
const lastWeek = new Map(Array.from({ length: 7 }, (_, i) => addDays(MOCK_TODAY, i - 6)).map((d) => [weekdayOf(d), d]));

/** The last 7 days keyed by English weekday name, Monday first, each with its date (the server's shape). */
export const watchTimeByDay: WatchTimeByDay = {
  time_by_day: Object.fromEntries(
    weekdays.map((name) => {
      const date = lastWeek.get(name) as string;
      const [night, day, evening] = hoursOn(date);
      const stats: DayStats = {
        date,
        '00:00-08:00': night,
        '08:00-16:00': day,
        '16:00-24:00': evening,
        total_hours: night + day + evening,
      };
      return [name, stats];
    }),
  ) as WatchTimeByDay['time_by_day'],
};

/** 29 days, today minus 28 through today, oldest first. */
export const watchTimeLastMonth: WatchTimeLastMonth = {
  time_by_day: Object.fromEntries(
    Array.from({ length: 29 }, (_, i) => addDays(MOCK_TODAY, i - 28)).map((date) => [
      date,
      { hours: hoursOn(date).reduce((sum, h) => sum + h, 0) },
    ]),
  ),
};

export const totalWatchTime: TotalWatchTime = { formatted_time: '41:07:30', seconds: 148_050 };

export const topPodcasts: TopPodcasts = {
  items: [3, 7, 1, 12, 5].map((id, rank) => {
    const episode = episodes[id - 1] as Episode;
    return {
      id,
      alias: episode.alias,
      title: episode.title,
      category: { title: episode.category?.title ?? '' },
      watch_time: 36_000 - rank * 5_400,
    };
  }),
};

/** 23 notifications, newest first; the last one's episode was deleted since (`podcast: null`). */
export const notifications: Notification[] = Array.from({ length: 23 }, (_, i) => {
  const episode = episodes[i] as Episode;
  const owner = podcasters.find((p) => p.id === episode.created_by_id) as Podcaster;
  return {
    id: i + 1,
    message: `არხმა „${owner.channel}“ გამოაქვეყნა ახალი ეპიზოდი: „${episode.title}“`,
    podcast: i === 22 ? null : { id: episode.id, alias: episode.alias },
    created_at: new Date(Date.UTC(2025, 4, 28, 18, 0) - i * 7 * 3_600_000).toISOString(),
  };
});
