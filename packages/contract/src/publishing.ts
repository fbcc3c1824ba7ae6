/** Channel and episode publishing calls (spec §7 "Channel and episodes"), chunked upload, RSS. */
import { type Static, Type } from 'typebox';
import { Id, Nullable } from './common';
import { Episode, Podcaster } from './content';

/** Spec §9: every chunk but the last is exactly this many bytes; chunk count = ceil(size / chunk size). */
export const UPLOAD_CHUNK_SIZE = 250_000;

/** Calls of this area that spec §7 does not name. */
export const publishingPaths = {
  /** GET: which chunks of an upload the server already holds, so a client can resume. */
  uploadStatus: '/api/upload-podcast/:podcast_id/',
  /** GET: the channel's podcast RSS 2.0 feed (iTunes and podcast: namespaces). */
  rss: '/api/podcaster/:id/rss',
} as const;

/** Credentials may come as a bearer header, in the form or in the query string (spec's original client). */
const Token = Type.Optional(Type.String({ minLength: 10, maxLength: 200 }));
const DigitsId = Type.String({ pattern: '^\\s*[1-9][0-9]{0,8}\\s*$' });

export const EpisodeStatus = Type.Union([
  Type.Literal('draft'),
  Type.Literal('uploading'),
  Type.Literal('ready'),
  Type.Literal('failed'),
]);
export type EpisodeStatus = Static<typeof EpisodeStatus>;

/**
 * register_channel: `channel` and `channel_description` in the query string (spec) or as form
 * fields, optional multipart `image`. The description is HTML and is sanitised.
 */
export const ChannelFields = Type.Object({
  channel: Type.String({ minLength: 1, maxLength: 100 }),
  channel_description: Type.Optional(Type.String({ maxLength: 5000 })),
  token: Token,
});
export type ChannelFields = Static<typeof ChannelFields>;

/** update-channel: every field optional; empty fields keep their values. */
export const UpdateChannelFields = Type.Object({
  channel: Type.Optional(Type.String({ maxLength: 100 })),
  channel_description: Type.Optional(Type.String({ maxLength: 5000 })),
  token: Token,
});
export type UpdateChannelFields = Static<typeof UpdateChannelFields>;

export const ChannelResponse = Type.Object({ message: Type.String(), podcaster: Podcaster });
export type ChannelResponse = Static<typeof ChannelResponse>;

/** podcast-articles (multipart): title, content (HTML, sanitised), category_id and optional `image`. */
export const CreateEpisodeFields = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 200 }),
  content: Type.Optional(Type.String({ maxLength: 50_000 })),
  category_id: DigitsId,
  token: Token,
});
export type CreateEpisodeFields = Static<typeof CreateEpisodeFields>;

/** The new draft: no list shows it until its media is uploaded and get_podcast_ready succeeds. */
export const CreateEpisodeResponse = Type.Object({
  id: Type.Integer(),
  alias: Type.String(),
  status: EpisodeStatus,
  message: Type.String(),
});
export type CreateEpisodeResponse = Static<typeof CreateEpisodeResponse>;

/** update-podcast: `podcast_id` in the query (spec) or the form; empty fields keep their values. */
export const UpdateEpisodeFields = Type.Object({
  podcast_id: Type.Optional(DigitsId),
  title: Type.Optional(Type.String({ maxLength: 200 })),
  content: Type.Optional(Type.String({ maxLength: 50_000 })),
  category_id: Type.Optional(Type.Union([Type.Literal(''), DigitsId])),
  token: Token,
});
export type UpdateEpisodeFields = Static<typeof UpdateEpisodeFields>;

/** An episode of the signed-in podcaster, with its publishing state. */
export const OwnEpisode = Type.Object({
  ...Episode.properties,
  status: EpisodeStatus,
  file_size: Nullable(Type.Integer({ description: 'bytes of the media file' })),
});
export type OwnEpisode = Static<typeof OwnEpisode>;

export const EpisodeResponse = Type.Object({ message: Type.String(), podcast: OwnEpisode });
export type EpisodeResponse = Static<typeof EpisodeResponse>;

export const AddedPodcastsQuery = Type.Object(
  {
    page_skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    /** Also list drafts and failed uploads (hidden by default: no list shows an episode before it is ready). */
    include_drafts: Type.Optional(Type.Boolean()),
    token: Token,
  },
  { additionalProperties: false },
);
export type AddedPodcastsQuery = Static<typeof AddedPodcastsQuery>;

export const AddedPodcasts = Type.Object({ items: Type.Array(OwnEpisode), count: Type.Integer() });
export type AddedPodcasts = Static<typeof AddedPodcasts>;

export const UploadChunkParams = Type.Object({
  podcast_id: Id,
  chunk_index: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  chunk_count: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
  file_size: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
});
export type UploadChunkParams = Static<typeof UploadChunkParams>;

/** A chunk was stored (the full picture: GET /api/upload-podcast/{podcast_id}/). */
export const UploadChunkResponse = Type.Object({
  podcast_id: Type.Integer(),
  chunk_index: Type.Integer(),
  chunk_count: Type.Integer(),
  file_size: Type.Integer(),
  message: Type.String(),
});
export type UploadChunkResponse = Static<typeof UploadChunkResponse>;

export const PodcastIdParam = Type.Object({ podcast_id: Id });
export type PodcastIdParam = Static<typeof PodcastIdParam>;

/** The server's view of an upload: what it holds and what is still missing. */
export const UploadStatus = Type.Object({
  podcast_id: Type.Integer(),
  status: EpisodeStatus,
  chunk_size: Type.Integer(),
  chunk_count: Type.Integer({ description: '0 when no chunk has arrived yet' }),
  file_size: Type.Integer({ description: 'declared size in bytes; 0 when no chunk has arrived yet' }),
  received: Type.Array(Type.Integer(), { description: 'chunk indexes held, ascending' }),
  missing: Type.Array(Type.Integer(), { description: 'chunk indexes still to send, ascending' }),
});
export type UploadStatus = Static<typeof UploadStatus>;

export const ReadyResponse = Type.Object({ message: Type.String(), podcast: OwnEpisode });
export type ReadyResponse = Static<typeof ReadyResponse>;

export { PublishingMessages } from './messages';
