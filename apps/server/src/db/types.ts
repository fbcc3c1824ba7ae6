import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type ReadOnly<T> = ColumnType<T, never, never>;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string | null;
  first_name: Generated<string>;
  last_name: Generated<string>;
  image: string | null;
  is_active: Generated<boolean>;
  is_staff: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Signals recorded for this user: a signal's write moves it on from the value its read saw (migration 0011). */
  signal_seq: Generated<number>;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Date | string;
  revoked_at: Date | string | null;
  replaced_by: number | null;
}

export interface UserTokensTable {
  id: Generated<number>;
  user_id: number;
  kind: 'activation' | 'password_reset' | 'email_change';
  token_hash: string;
  created_at: Timestamp;
  expires_at: Date | string;
  used_at: Date | string | null;
  /** The new address of an `email_change` token. */
  email: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface OAuthAccountsTable {
  provider: string;
  subject: string;
  user_id: number;
  created_at: Timestamp;
  /** Whether the provider said the e-mail was verified when the link was made. */
  email_verified: Generated<boolean>;
}

export interface ChannelsTable {
  user_id: number;
  name: string;
  alias: string;
  description: Generated<string>;
  image: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** podcast:guid of the channel's RSS feed (publishing). */
  feed_guid: string | null;
  /** Published, ready episodes; kept by a trigger on episodes (migration 0004_content_channel_counts). */
  episode_count: Generated<number>;
}

export interface CategoriesTable {
  id: Generated<number>;
  alias: string;
  title: string;
  image: string | null;
  color: Generated<string>;
  position: Generated<number>;
}

export interface EpisodesTable {
  id: Generated<number>;
  created_by_id: number;
  category_id: number | null;
  title: string;
  alias: string;
  content: Generated<string>;
  published_at: Timestamp;
  status: Generated<'draft' | 'uploading' | 'ready' | 'failed'>;
  is_published: Generated<boolean>;
  media_path: string | null;
  media_type: 'audio' | 'video' | null;
  extention_type: string | null;
  file_size: ColumnType<number | string | null, number | null | undefined, number | null>;
  video_length_seconds: Generated<number>;
  image: string | null;
  image_point: string | null;
  hits: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  search_title: ReadOnly<string>;
  search_body: ReadOnly<string>;
  search_vector: ReadOnly<string>;
}

export interface EpisodeUploadsTable {
  episode_id: number;
  chunk_count: number;
  file_size: number | string;
  original_name: Generated<string>;
  received: Generated<number[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Set while get_podcast_ready assembles the file (publishing). */
  assembling_at: Date | string | null;
  /** Which process holds that claim (`host:pid:instance`), so a restart can release a dead one's. */
  assembling_by: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One row per episode, listener and UTC day: the de-duplication behind `episodes.hits` (publishing). */
export interface EpisodePlaysTable {
  episode_id: number;
  listener: string;
  day: ColumnType<string, string, string>;
}

export interface NavItemsTable {
  id: Generated<number>;
  name: string;
  url: string;
  type: Generated<string>;
  title: string;
  show_name: Generated<boolean>;
  image: string | null;
  image_2: string | null;
  position: Generated<number>;
}

export interface MenusTable {
  id: Generated<number>;
  title: string;
  address: string;
  alias: string;
  position: Generated<number>;
}

export interface BlocksTable {
  id: Generated<number>;
  name: string;
  show_name: string;
  variety: string;
  group: 'A' | 'B' | 'C';
  image: string | null;
  category_id: number | null;
  pages: Generated<number>;
  size: Generated<number>;
  position: Generated<number>;
}

export interface BlockEpisodesTable {
  block_id: number;
  episode_id: number;
  position: Generated<number>;
}

export interface BlockAuthorsTable {
  block_id: number;
  channel_id: number;
  position: Generated<number>;
}

export interface AuthorBlocksTable {
  id: Generated<number>;
  title: string;
  group: 'A' | 'B' | 'C';
  position: Generated<number>;
}

export interface AuthorBlockChannelsTable {
  author_block_id: number;
  channel_id: number;
  position: Generated<number>;
}

export interface StaticPagesTable {
  id: Generated<number>;
  kind: 'policy' | 'terms' | 'podcaster_offer';
  title: string;
  description: string;
  position: number;
}

export interface SiteSettingsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
}

export interface BookmarksTable {
  user_id: number;
  episode_id: number;
  created_at: Timestamp;
}

export interface SubscriptionsTable {
  user_id: number;
  channel_id: number;
  created_at: Timestamp;
}

export interface RatingsTable {
  user_id: number;
  channel_id: number;
  rating: number;
  updated_at: Timestamp;
}

export interface HistoryTable {
  id: Generated<number>;
  user_id: number;
  episode_id: number;
  stop_time: Generated<number>;
  updated_at: Timestamp;
  /** Position and time of the last listening signal (migration 0003_listener_signal_anchor). */
  signal_position: number | null;
  signal_at: Date | string | null;
}

export interface ListeningEventsTable {
  id: Generated<string | number>;
  user_id: number;
  episode_id: number;
  seconds: number;
  created_at: Timestamp;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  episode_id: number | null;
  message: string;
  created_at: Timestamp;
  read_at: Date | string | null;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  user_tokens: UserTokensTable;
  oauth_accounts: OAuthAccountsTable;
  channels: ChannelsTable;
  categories: CategoriesTable;
  episodes: EpisodesTable;
  episode_uploads: EpisodeUploadsTable;
  episode_plays: EpisodePlaysTable;
  nav_items: NavItemsTable;
  menus: MenusTable;
  blocks: BlocksTable;
  block_episodes: BlockEpisodesTable;
  block_authors: BlockAuthorsTable;
  author_blocks: AuthorBlocksTable;
  author_block_channels: AuthorBlockChannelsTable;
  static_pages: StaticPagesTable;
  site_settings: SiteSettingsTable;
  bookmarks: BookmarksTable;
  subscriptions: SubscriptionsTable;
  ratings: RatingsTable;
  history: HistoryTable;
  listening_events: ListeningEventsTable;
  notifications: NotificationsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type EpisodeRow = Selectable<EpisodesTable>;
