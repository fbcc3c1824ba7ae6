import type {
  AuthorBlock,
  Block,
  Category,
  Episode,
  Menus,
  NavItem,
  Podcaster,
  Profile,
  StaticPage,
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

export const credentials = { email: 'luka@example.ge', password: 'პაროლი-12345' };
export const VALID_TOKEN = 'mock-token-0123456789';
