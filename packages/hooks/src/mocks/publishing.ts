// The publishing calls (spec §7 "Channel and episodes") in the shapes of packages/contract/src/publishing.ts.
// The signed-in user publishes once `mockDb.profile` has a channel (see `podcasterProfile`).
import {
  type AddedPodcasts,
  type ChannelResponse,
  type CreateEpisodeResponse,
  type Episode,
  type EpisodeResponse,
  type MessageResponse,
  type OwnEpisode,
  type Podcaster,
  PublishingMessages,
  paths,
  publishingPaths,
  type ReadyResponse,
  UPLOAD_CHUNK_SIZE,
  type UploadChunkParams,
  type UploadChunkResponse,
  type UploadStatus,
} from '@podcast/contract';
import { HttpResponse, http } from 'msw';
import { errorResponse, type MockDraft, mockDb, pageOf, unauthorized } from './db';
import { categories } from './fixtures';

/** Query first, then the form: the server takes these calls' fields from either (the body wins). */
async function formOf(request: Request) {
  const fields: Record<string, string> = Object.fromEntries(new URL(request.url).searchParams);
  let image: File | undefined;
  if ((request.headers.get('Content-Type') ?? '').includes('multipart/form-data')) {
    for (const [key, value] of await request.formData()) {
      if (typeof value === 'string') fields[key] = value;
      else if (key === 'image' && value.size > 0) image = value;
    }
  }
  return { fields, image };
}

const noChannel = () => errorResponse(404, 'არხი ვერ მოიძებნა: ჯერ დაარეგისტრირეთ არხი');
const episodeMissing = () => errorResponse(404, 'პოდკასტი ვერ მოიძებნა');
const notYours = () => errorResponse(403, 'ეს პოდკასტი თქვენი არ არის');
const unknownCategory = () => errorResponse(400, 'კატეგორია ვერ მოიძებნა', { category_id: ['კატეგორია ვერ მოიძებნა'] });
const alias = (id: number) => `epizodi-${id}`;

function ownChannel(): Podcaster | undefined {
  return mockDb.podcasters.find((p) => p.id === mockDb.profile.id && mockDb.profile.channel !== null);
}

function ownEpisode(id: number): OwnEpisode | undefined {
  const published = mockDb.episodes.find((e) => e.id === id);
  if (published) {
    return { ...published, status: 'ready', file_size: 1_000_000 + published.video_length_seconds * 4_000 };
  }
  const draft = mockDb.drafts.get(id);
  const owner = ownChannel();
  if (!draft || !owner) return undefined;
  const category = categories.find((c) => c.id === draft.category_id) ?? null;
  return {
    id,
    alias: alias(id),
    title: draft.title,
    content: draft.content,
    published: new Date().toISOString(),
    video_length: '0:00:00',
    video_length_seconds: 0,
    file: null,
    extention_type: null,
    image: { url: null, point: null },
    category: category && { id: category.id, alias: category.alias, title: category.title },
    category_id: draft.category_id,
    created_by: {
      id: owner.id,
      alias: owner.alias,
      channel: owner.channel,
      first_name: owner.first_name,
      last_name: owner.last_name,
      image: owner.image,
    },
    created_by_id: owner.id,
    hits: 0,
    podcast_id: id,
    status: draft.status,
    file_size: mockDb.uploads.get(id)?.file_size ?? null,
  };
}

/** The episode if the signed-in user owns it, else the 404 or 403 the server sends. */
function owned(id: number): OwnEpisode | Response {
  const episode = ownEpisode(id);
  if (!episode) return episodeMissing();
  return episode.created_by_id === mockDb.profile.id ? episode : notYours();
}

function uploadStatus(id: number, status: OwnEpisode['status']): UploadStatus {
  const upload = mockDb.uploads.get(id);
  const count = upload?.chunk_count ?? 0;
  const received = [...(upload?.received.keys() ?? [])].sort((a, b) => a - b);
  const missing = Array.from({ length: count }, (_, i) => i).filter((i) => !upload?.received.has(i));
  return {
    podcast_id: id,
    status,
    chunk_size: UPLOAD_CHUNK_SIZE,
    chunk_count: count,
    file_size: upload?.file_size ?? 0,
    received,
    missing,
  };
}

export const publishingHandlers = [
  http.post(paths.registerChannel, async ({ request }) => {
    const denied = unauthorized(request);
    if (denied) return denied;
    const { fields, image } = await formOf(request);
    const name = fields.channel?.trim();
    if (!name) return errorResponse(400, 'არასწორი მონაცემები', { channel: ['ველი სავალდებულოა'] });
    if (mockDb.profile.channel) return errorResponse(409, 'თქვენ უკვე გაქვთ არხი');
    const { profile } = mockDb;
    const podcaster: Podcaster = {
      id: profile.id,
      alias: `${profile.first_name}-${profile.id}`,
      channel: name,
      channel_description: fields.channel_description ?? '',
      first_name: profile.first_name,
      last_name: profile.last_name,
      image: image ? `channels/${profile.id}-${image.name}` : null,
      average_rating: 0,
      episode_count: 0,
      subscribers_count: 0,
    };
    mockDb.podcasters.push(podcaster);
    Object.assign(profile, {
      channel: name,
      channel_description: podcaster.channel_description,
      alias: podcaster.alias,
    });
    return HttpResponse.json({ message: 'არხი შეიქმნა', podcaster } satisfies ChannelResponse, { status: 201 });
  }),
  http.post(paths.updateChannel, async ({ request }) => {
    const denied = unauthorized(request);
    if (denied) return denied;
    const podcaster = ownChannel();
    if (!podcaster) return noChannel();
    const { fields, image } = await formOf(request);
    if (fields.channel?.trim()) podcaster.channel = fields.channel.trim();
    if (fields.channel_description?.trim()) podcaster.channel_description = fields.channel_description;
    if (image) podcaster.image = `channels/${podcaster.id}-${image.name}`;
    Object.assign(mockDb.profile, { channel: podcaster.channel, channel_description: podcaster.channel_description });
    return HttpResponse.json({ message: PublishingMessages.edited, podcaster } satisfies ChannelResponse);
  }),
  http.delete(paths.deleteChannel, ({ request }) => {
    const denied = unauthorized(request);
    if (denied) return denied;
    const podcaster = ownChannel();
    if (!podcaster) return noChannel();
    mockDb.podcasters = mockDb.podcasters.filter((p) => p.id !== podcaster.id);
    mockDb.episodes = mockDb.episodes.filter((e) => e.created_by_id !== podcaster.id);
    for (const [id, draft] of mockDb.drafts) if (draft.created_by_id === podcaster.id) mockDb.drafts.delete(id);
    Object.assign(mockDb.profile, { channel: null, channel_description: null, alias: null });
    return HttpResponse.json({ message: 'არხი წაიშალა' } satisfies MessageResponse);
  }),

  http.post(paths.createEpisode, async ({ request }) => {
    const denied = unauthorized(request);
    if (denied) return denied;
    if (!ownChannel()) return errorResponse(403, 'ჯერ დაარეგისტრირეთ არხი');
    const { fields } = await formOf(request);
    const title = fields.title?.trim();
    if (!title) return errorResponse(400, 'არასწორი მონაცემები', { title: ['ველი სავალდებულოა'] });
    const categoryId = Number(fields.category_id);
    if (!categories.some((c) => c.id === categoryId)) return unknownCategory();
    const draft: MockDraft = {
      id: mockDb.nextId++,
      created_by_id: mockDb.profile.id,
      title,
      content: fields.content ?? '',
      category_id: categoryId,
      status: 'draft',
    };
    mockDb.drafts.set(draft.id, draft);
    const body: CreateEpisodeResponse = {
      id: draft.id,
      alias: alias(draft.id),
      status: 'draft',
      message: 'პოდკასტი შეიქმნა: ატვირთეთ მედიაფაილი',
    };
    return HttpResponse.json(body, { status: 201 });
  }),
  http.post<Record<keyof UploadChunkParams, string>>(paths.uploadChunk, async ({ request, params }) => {
    const denied = unauthorized(request);
    if (denied) return denied;
    const id = Number(params.podcast_id);
    const index = Number(params.chunk_index);
    const count = Number(params.chunk_count);
    const size = Number(params.file_size);
    const episode = owned(id);
    if (episode instanceof Response) return episode;
    if (episode.status === 'ready') return errorResponse(409, 'პოდკასტი უკვე გამოქვეყნებულია');
    const expectedCount = Math.ceil(size / UPLOAD_CHUNK_SIZE);
    if (count !== expectedCount) {
      return errorResponse(400, 'ნაწილების რაოდენობა ფაილის ზომას არ შეესაბამება', {
        chunk_count: [`ამ ზომის ფაილს ${expectedCount} ნაწილი აქვს`],
      });
    }
    if (index >= count) return errorResponse(400, 'ნაწილის ნომერი არასწორია');
    const file = (await request.formData()).get('file');
    // Read after the body: chunks arrive in parallel.
    const upload = mockDb.uploads.get(id);
    if (upload && (upload.chunk_count !== count || upload.file_size !== size)) {
      return errorResponse(409, 'ამ პოდკასტზე სხვა ზომის ფაილის ატვირთვა უკვე დაწყებულია');
    }
    if (!file || typeof file === 'string') return errorResponse(400, 'ფაილი აკლია', { file: ['ველი სავალდებულოა'] });
    const expected = index < count - 1 ? UPLOAD_CHUNK_SIZE : size - UPLOAD_CHUNK_SIZE * (count - 1);
    if (file.size !== expected) {
      return errorResponse(400, 'ნაწილის ზომა არასწორია', { file: [`ნაწილი ${index} უნდა იყოს ${expected} ბაიტი`] });
    }
    const record = upload ?? { chunk_count: count, file_size: size, name: file.name, received: new Map() };
    record.received.set(index, file.size);
    mockDb.uploads.set(id, record);
    const draft = mockDb.drafts.get(id);
    if (draft) draft.status = 'uploading';
    return HttpResponse.json({
      podcast_id: id,
      chunk_index: index,
      chunk_count: count,
      file_size: size,
      message: 'ნაწილი მიღებულია',
    } satisfies UploadChunkResponse);
  }),
  http.get(publishingPaths.uploadStatus, ({ request, params }) => {
    const denied = unauthorized(request);
    if (denied) return denied;
    const episode = owned(Number(params.podcast_id));
    if (episode instanceof Response) return episode;
    return HttpResponse.json(uploadStatus(episode.id, episode.status));
  }),
  http.post(paths.podcastReady, ({ request, params }) => {
    const denied = unauthorized(request);
    if (denied) return denied;
    const id = Number(params.podcast_id);
    const episode = owned(id);
    if (episode instanceof Response) return episode;
    if (episode.status !== 'ready') {
      const { chunk_count, missing } = uploadStatus(id, episode.status);
      if (chunk_count === 0) return errorResponse(400, 'მედიაფაილი არ არის ატვირთული', { file: ['ატვირთეთ ფაილი'] });
      if (missing.length > 0) {
        return errorResponse(400, `ფაილის ${missing.length} ნაწილი აკლია`, { missing_chunks: missing.map(String) });
      }
      const upload = mockDb.uploads.get(id);
      const seconds = 95;
      const published: Episode = {
        ...episode,
        published: new Date().toISOString(),
        video_length: '0:01:35',
        video_length_seconds: seconds,
        file: `episodes/${id}/${upload?.name ?? 'media.mp3'}`,
        extention_type: upload?.name.toLowerCase().endsWith('.mp4') ? 'mp4' : 'mp3',
      };
      mockDb.drafts.delete(id);
      mockDb.uploads.delete(id);
      mockDb.episodes.unshift(published);
      mockDb.profile.added_podcasts += 1;
      mockDb.profile.podcast_episodes_count += 1;
    }
    const podcast = ownEpisode(id) as OwnEpisode;
    return HttpResponse.json({ message: PublishingMessages.ready, podcast } satisfies ReadyResponse);
  }),
  http.post(paths.updateEpisode, async ({ request }) => {
    const denied = unauthorized(request);
    if (denied) return denied;
    const { fields, image } = await formOf(request);
    if (!fields.podcast_id) return errorResponse(400, 'არასწორი მონაცემები', { podcast_id: ['ველი სავალდებულოა'] });
    const found = owned(Number(fields.podcast_id));
    if (found instanceof Response) return found;
    const target = mockDb.episodes.find((e) => e.id === found.id) ?? mockDb.drafts.get(found.id);
    if (!target) return episodeMissing();
    if (fields.title?.trim()) Object.assign(target, { title: fields.title.trim() });
    if (fields.content?.trim()) Object.assign(target, { content: fields.content });
    if (fields.category_id?.trim()) {
      const category = categories.find((c) => c.id === Number(fields.category_id));
      if (!category) return unknownCategory();
      Object.assign(target, { category_id: category.id });
      if ('category' in target) target.category = { id: category.id, alias: category.alias, title: category.title };
    }
    if (image && 'image' in target) target.image = { url: `covers/${found.id}-${image.name}`, point: null };
    const podcast = ownEpisode(found.id) as OwnEpisode;
    return HttpResponse.json({ message: PublishingMessages.edited, podcast } satisfies EpisodeResponse);
  }),
  http.delete(paths.deleteEpisode, ({ request, params }) => {
    const denied = unauthorized(request);
    if (denied) return denied;
    const found = owned(Number(params.id));
    if (found instanceof Response) return found;
    mockDb.episodes = mockDb.episodes.filter((e) => e.id !== found.id);
    mockDb.drafts.delete(found.id);
    mockDb.uploads.delete(found.id);
    return HttpResponse.json({ message: 'პოდკასტი წაიშალა' } satisfies MessageResponse);
  }),
  http.get(paths.addedPodcasts, ({ request }) => {
    const denied = unauthorized(request);
    if (denied) return denied;
    const url = new URL(request.url);
    const drafts = url.searchParams.get('include_drafts') === 'true';
    const ids = [
      ...(drafts ? [...mockDb.drafts.values()].reverse().filter((d) => d.created_by_id === mockDb.profile.id) : []),
      ...mockDb.episodes.filter((e) => e.created_by_id === mockDb.profile.id),
    ].map((e) => e.id);
    const own = ids.map((id) => ownEpisode(id)).filter((e): e is OwnEpisode => e !== undefined);
    return HttpResponse.json({ items: pageOf(own, url), count: own.length } satisfies AddedPodcasts);
  }),
];
