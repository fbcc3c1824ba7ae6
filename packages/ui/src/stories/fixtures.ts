/**
 * Deterministic demo data for stories and tests: fixed dates, Georgian text, and cover art
 * drawn as inline SVG so no story depends on the network or on files outside the repo.
 */

const palettes = [
  ['#5b3fd6', '#ff7a59'],
  ['#0f766e', '#a3e635'],
  ['#9d174d', '#fbbf24'],
  ['#1d4ed8', '#22d3ee'],
  ['#7c2d12', '#f97316'],
  ['#334155', '#a78bfa'],
  ['#065f46', '#34d399'],
  ['#6b21a8', '#f472b6'],
] as const;

/**
 * A square cover image (data URI): a gradient, rings and a sound-wave mark whose bars vary with
 * `key`. Shapes only, no text: text inside an SVG image is drawn with whatever fonts the machine
 * has (web fonts do not reach it), which would make screenshots differ between machines.
 */
export function coverImage(seed: number, key = 'პ'): string {
  const [from, to] = palettes[seed % palettes.length] ?? palettes[0];
  const cx = 30 + ((seed * 37) % 60);
  const cy = 30 + ((seed * 53) % 60);
  const code = key.codePointAt(0) ?? 0;
  const bars = Array.from({ length: 7 }, (_, i) => {
    const height = 10 + ((code * (i + 3) + seed * 7) % 30) + (i === 3 ? 12 : 0);
    return `<rect x="${33 + i * 8}" y="${(60 - height / 2).toFixed(1)}" width="5" height="${height}" rx="2.5" fill="rgba(255,255,255,0.92)"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="480" height="480">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="120" height="120" fill="url(#g)"/>
<circle cx="${cx}" cy="${cy}" r="34" fill="none" stroke="rgba(255,255,255,0.25)" stroke-width="6"/>
<circle cx="${cx}" cy="${cy}" r="14" fill="rgba(255,255,255,0.2)"/>
${bars}
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * A 16:9 still from a video (data URI), for a video's own poster frame: a studio wall, a desk and two people at
 * microphones. Shapes only, like the covers.
 */
export function videoFrameImage(seed: number): string {
  const [from, to] = palettes[seed % palettes.length] ?? palettes[0];
  const person = (x: number) =>
    `<circle cx="${x}" cy="62" r="13" fill="#f1d4bf"/><path d="M${x - 24} 112c2-22 12-32 24-32s22 10 24 32z" fill="${to}"/>` +
    `<rect x="${x + 14}" y="70" width="6" height="16" rx="3" fill="#1f2937"/><rect x="${x + 16}" y="86" width="2" height="14" fill="#1f2937"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" width="640" height="360">
<defs><linearGradient id="w" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="#111827"/></linearGradient></defs>
<rect width="320" height="180" fill="url(#w)"/>
<rect x="24" y="22" width="70" height="44" rx="4" fill="rgba(255,255,255,0.12)"/>
<circle cx="262" cy="44" r="20" fill="none" stroke="rgba(255,255,255,0.2)" stroke-width="5"/>
${person(108)}${person(214)}
<rect x="0" y="112" width="320" height="68" fill="#3f2a1d"/><rect x="0" y="112" width="320" height="6" fill="#5b3b28"/>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A person-like avatar (data URI). */
export function avatarImage(seed: number): string {
  const [from, to] = palettes[(seed + 3) % palettes.length] ?? palettes[0];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="128" height="128">
<defs><linearGradient id="a" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="64" height="64" fill="url(#a)"/><circle cx="32" cy="25" r="11" fill="rgba(255,255,255,0.85)"/>
<path d="M12 60c2-12 10-18 20-18s18 6 20 18z" fill="rgba(255,255,255,0.85)"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export interface DemoCategory {
  id: number;
  alias: string;
  title: string;
  color: string;
  image: { url: string };
}

export const demoCategories: DemoCategory[] = [
  { id: 1, alias: 'istoria', title: 'ისტორია', color: '#f59e0b', image: { url: coverImage(4, 'ი') } },
  { id: 2, alias: 'mecniereba', title: 'მეცნიერება', color: '#22d3ee', image: { url: coverImage(3, 'მ') } },
  { id: 3, alias: 'biznesi', title: 'ბიზნესი', color: '#a3e635', image: { url: coverImage(1, 'ბ') } },
  { id: 4, alias: 'kultura', title: 'კულტურა', color: '#f472b6', image: { url: coverImage(7, 'კ') } },
  { id: 5, alias: 'sporti', title: 'სპორტი', color: '#34d399', image: { url: coverImage(6, 'ს') } },
  { id: 6, alias: 'teknologiebi', title: 'ტექნოლოგიები', color: '#a78bfa', image: { url: coverImage(5, 'ტ') } },
];

export interface DemoChannel {
  id: number;
  alias: string;
  channel: string;
  channel_description: string;
  first_name: string;
  last_name: string;
  image: string;
  average_rating: number;
  episode_count: number;
  subscribers_count: number;
}

export const demoChannels: DemoChannel[] = [
  {
    id: 1,
    alias: 'istoriis-kvalze',
    channel: 'ისტორიის კვალზე',
    channel_description:
      '<p>საუბრები საქართველოს ისტორიაზე: <strong>მეფეები</strong>, ქალაქები და ადამიანები, რომლებმაც ქვეყანა შექმნეს.</p><p>ახალი ეპიზოდი ყოველ ორშაბათს.</p>',
    first_name: 'ნინო',
    last_name: 'ბერიძე',
    image: avatarImage(0),
    average_rating: 4.6,
    episode_count: 48,
    subscribers_count: 1284,
  },
  {
    id: 2,
    alias: 'mecnierebis-saati',
    channel: 'მეცნიერების საათი',
    channel_description: '<p>რთული მეცნიერება მარტივ ენაზე — ფიზიკიდან ბიოლოგიამდე.</p>',
    first_name: 'გიორგი',
    last_name: 'კაპანაძე',
    image: avatarImage(1),
    average_rating: 4.2,
    episode_count: 31,
    subscribers_count: 860,
  },
  {
    id: 3,
    alias: 'startapis-dghiuri',
    channel: 'სტარტაპის დღიური',
    channel_description: '<p>ინტერვიუები ქართველ მეწარმეებთან.</p>',
    first_name: 'ანა',
    last_name: 'ჯაფარიძე',
    image: avatarImage(2),
    average_rating: 3.8,
    episode_count: 12,
    subscribers_count: 312,
  },
  {
    id: 4,
    alias: 'kinos-klubi',
    channel: 'კინოს კლუბი',
    channel_description: '<p>ახალი და ძველი ფილმები, რეჟისორები და კინოს ისტორია.</p>',
    first_name: 'ლევან',
    last_name: 'წიკლაური',
    image: avatarImage(3),
    average_rating: 4.9,
    episode_count: 77,
    subscribers_count: 2410,
  },
];

export interface DemoEpisode {
  id: number;
  alias: string;
  title: string;
  content: string;
  published: string;
  video_length: string;
  video_length_seconds: number;
  extention_type: 'mp3' | 'mp4';
  image: { url: string };
  category: { id: number; alias: string; title: string };
  created_by: { id: number; channel: string; alias: string };
  hits: number;
  progress?: number;
}

const episodeTitles = [
  'დავით აღმაშენებელი: მეფე, რომელმაც ქვეყანა გააერთიანა',
  'შავი ხვრელები და დროის ბუნება',
  'როგორ ავაშენოთ სტარტაპი თბილისში',
  'ქართული კინოს ოქროს ხანა',
  'ვეფხისტყაოსნის საიდუმლოებები',
  'ხელოვნური ინტელექტი ჩვენს ყოველდღიურობაში',
  'რაგბი: ბორჯღალოსნების გზა',
  'ქვევრის ღვინის რვა ათასი წელი',
];

const category = (index: number) => {
  const c = demoCategories[index % demoCategories.length] ?? demoCategories[0];
  return { id: c?.id ?? 1, alias: c?.alias ?? '', title: c?.title ?? '' };
};

export const demoEpisodes: DemoEpisode[] = episodeTitles.map((title, index) => {
  const seconds = [545, 3725, 1260, 812, 2400, 95, 1830, 4980][index] ?? 600;
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const channel = demoChannels[index % demoChannels.length] ?? demoChannels[0];
  return {
    id: 100 + index,
    alias: `episode-${100 + index}`,
    title,
    content: `<p>${title}. ეპიზოდში ვსაუბრობთ იმაზე, რაც ამ თემაზე ყველაზე მეტად გვაინტერესებს, და ვპასუხობთ მსმენელების კითხვებს.</p><p>სტუმარი: <em>სპეციალისტი</em>.</p>`,
    published: `2024-0${(index % 9) + 1}-1${index % 9}T10:00:00Z`,
    video_length: `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`,
    video_length_seconds: seconds,
    extention_type: index % 3 === 2 ? 'mp4' : 'mp3',
    image: { url: coverImage(index, title.charAt(0)) },
    category: category(index),
    created_by: { id: channel?.id ?? 1, channel: channel?.channel ?? '', alias: channel?.alias ?? '' },
    hits: 1200 - index * 97,
  };
});

/** A fixed "now" for stories that show relative or current dates. */
export const storyNow = new Date('2024-06-15T12:00:00Z');
