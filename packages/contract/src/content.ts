import { type Static, Type } from 'typebox';
import { Id, ImageRef, Nullable } from './common';

export const Category = Type.Object({
  id: Type.Integer(),
  alias: Type.String(),
  title: Type.String(),
  image: Nullable(ImageRef),
  color: Type.String(),
});
export type Category = Static<typeof Category>;
export const CategoryRef = Type.Object({ id: Type.Integer(), alias: Type.String(), title: Type.String() });
export type CategoryRef = Static<typeof CategoryRef>;

/** A podcaster is a user who registered a channel; its id is the user id (episodes' created_by_id). */
export const Podcaster = Type.Object({
  id: Type.Integer(),
  alias: Type.String(),
  channel: Type.String(),
  channel_description: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  image: Nullable(Type.String()),
  average_rating: Type.Number(),
  episode_count: Type.Integer(),
  subscribers_count: Type.Integer(),
});
export type Podcaster = Static<typeof Podcaster>;

export const EpisodeOwner = Type.Object({
  id: Type.Integer(),
  alias: Type.String(),
  channel: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  image: Nullable(Type.String()),
});
export type EpisodeOwner = Static<typeof EpisodeOwner>;

export const Episode = Type.Object({
  id: Type.Integer(),
  alias: Type.String(),
  title: Type.String(),
  content: Type.String({ description: 'sanitised HTML' }),
  published: Type.String({ description: 'ISO 8601 date-time' }),
  video_length: Type.String({ description: 'h:mm:ss' }),
  video_length_seconds: Type.Integer(),
  file: Nullable(Type.String()),
  extention_type: Nullable(Type.String()),
  image: Type.Object({ url: Nullable(Type.String()), point: Nullable(Type.String()) }),
  category: Nullable(CategoryRef),
  category_id: Nullable(Type.Integer()),
  created_by: EpisodeOwner,
  created_by_id: Type.Integer(),
  hits: Type.Integer(),
  podcast_id: Type.Integer(),
});
export type Episode = Static<typeof Episode>;

const IdList = Type.Array(Type.String({ pattern: '^\\s*\\d{1,9}\\s*(,\\s*\\d{1,9}\\s*)*$' }), {
  maxItems: 100,
  description: 'repeated, or comma-separated ids',
});

/** Filters shared by /api/podcasts/ and /api/search/ (spec §7, §9). */
export const EpisodeFilters = {
  hits: Type.Optional(
    Type.Union([Type.Literal('down'), Type.Literal('up'), Type.Literal('desc'), Type.Literal('asc')]),
  ),
  category_id: Type.Optional(Id),
  category_id__in: Type.Optional(IdList),
  exclude_ids: Type.Optional(IdList),
  published: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  created_by_id: Type.Optional(Id),
  video_length_seconds: Type.Optional(
    Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], {
      description: '1: under 10 min, 2: 10–15 min, 3: over 15 min',
    }),
  ),
  page_skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  is_scrolling: Type.Optional(Type.Boolean()),
};

export const EpisodeListQuery = Type.Object(EpisodeFilters, { additionalProperties: false });
export type EpisodeListQuery = Static<typeof EpisodeListQuery>;
export const EpisodeList = Type.Object({ items: Type.Array(Episode), count: Type.Integer() });
export type EpisodeList = Static<typeof EpisodeList>;

export const SearchQuery = Type.Object(
  {
    q: Type.String({ minLength: 1, maxLength: 200 }),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    ...EpisodeFilters,
  },
  { additionalProperties: false },
);
export type SearchQuery = Static<typeof SearchQuery>;
export const SearchResult = Type.Object({
  result: Type.Array(Episode),
  count: Type.Integer({ description: 'matches, counted up to 500' }),
  q: Type.String(),
});
export type SearchResult = Static<typeof SearchResult>;

export const PodcasterListQuery = Type.Object(
  {
    exclude_ids: Type.Optional(IdList),
    page_skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  },
  { additionalProperties: false },
);
export type PodcasterListQuery = Static<typeof PodcasterListQuery>;
export const PodcasterList = Type.Object({ items: Type.Array(Podcaster), count: Type.Integer() });
export type PodcasterList = Static<typeof PodcasterList>;

export const CategoryList = Type.Object({ items: Type.Array(Category) });
export type CategoryList = Static<typeof CategoryList>;

export const NavItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  url: Type.String(),
  type: Type.String({ description: "'block' or 'category'" }),
  title: Type.String(),
  show_name: Type.Boolean(),
  image: Nullable(ImageRef),
  image_2: Nullable(ImageRef),
});
export type NavItem = Static<typeof NavItem>;
export const NavBar = Type.Object({ items: Type.Array(NavItem) });
export type NavBar = Static<typeof NavBar>;

export const MenuItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  address: Type.String(),
  alias: Type.String(),
});
export type MenuItem = Static<typeof MenuItem>;
export const SiteSettings = Type.Object({
  phone: Type.String(),
  mail: Type.String(),
  location: Type.String(),
  social: Type.Array(Type.Object({ name: Type.String(), url: Type.String() })),
});
export type SiteSettings = Static<typeof SiteSettings>;
export const Menus = Type.Object({ items: Type.Array(MenuItem), settings: SiteSettings });
export type Menus = Static<typeof Menus>;

export const BlockGroup = Type.Union([Type.Literal('A'), Type.Literal('B'), Type.Literal('C')]);
export const Block = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  show_name: Type.String(),
  variety: Type.String(),
  group: BlockGroup,
  image: Nullable(ImageRef),
  category: Nullable(CategoryRef),
  pages: Type.Integer(),
  podcasts: Type.Array(Episode),
  author: Type.Array(Podcaster),
});
export type Block = Static<typeof Block>;
export const BlockList = Type.Object({ items: Type.Array(Block) });
export type BlockList = Static<typeof BlockList>;

export const AuthorBlock = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  group: BlockGroup,
  author: Type.Array(Podcaster),
});
export type AuthorBlock = Static<typeof AuthorBlock>;
export const AuthorBlockList = Type.Object({ items: Type.Array(AuthorBlock) });
export type AuthorBlockList = Static<typeof AuthorBlockList>;

/** Array index selects the page: 0 policy, 1 terms, 2 podcaster offer. */
export const StaticPage = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('policy'), Type.Literal('terms'), Type.Literal('podcaster_offer')]),
  title: Type.String(),
  description: Type.String(),
});
export type StaticPage = Static<typeof StaticPage>;
export const StaticPageList = Type.Array(StaticPage);
export type StaticPageList = Static<typeof StaticPageList>;
export const StaticPageQuery = Type.Object({ static_page_id: Type.Optional(Id) }, { additionalProperties: false });
