/**
 * The mock handlers answer in the contract's shapes: every answer is checked against the TypeBox
 * schema the real server serialises with, so Storybook screens and hook tests cannot drift from
 * the server (as Georgian weekday keys once did).
 */
import * as contract from '@podcast/contract';
import { paths, publishingPaths } from '@podcast/contract';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { type RequestOptions, request, toFormData, tokenStore } from '../client';
import { useMockServer } from '../test-utils';
import { mockDb } from './db';
import { podcasterProfile, VALID_TOKEN } from './fixtures';

useMockServer();

async function answers(schema: TSchema, path: string, options: RequestOptions = {}) {
  const body = await request<unknown>(path, { auth: true, ...options });
  const errors = [...Value.Errors(schema, body)].map((e) => `${e.instancePath} ${e.message}`);
  expect(errors, `${options.method ?? 'GET'} ${path}`).toEqual([]);
  return body;
}

const media = (size: number) => new File([new Uint8Array(size)], 'ეპიზოდი.mp3', { type: 'audio/mpeg' });

describe('mock answers match the contract', () => {
  it('content and account', async () => {
    tokenStore.set(VALID_TOKEN);
    await answers(contract.Profile, paths.profile, { method: 'POST' });
    await answers(contract.EpisodeList, paths.podcasts);
    await answers(contract.Episode, paths.podcast, { params: { id: 1 } });
    await answers(contract.SearchResult, paths.search, { query: { q: 'ისტორია' } });
    await answers(contract.PodcasterList, paths.podcasters);
    await answers(contract.Podcaster, paths.podcaster, { params: { id: 11 } });
    await answers(contract.CategoryList, paths.categories);
    await answers(contract.Menus, paths.menus);
    await answers(contract.NavBar, paths.navBar);
    await answers(contract.BlockList, paths.blocks);
    await answers(contract.AuthorBlockList, paths.authorBlocks);
    await answers(contract.StaticPageList, paths.staticPages);
  });

  it('listener calls', async () => {
    tokenStore.set(VALID_TOKEN);
    await answers(contract.BookmarkList, paths.bookmarks);
    await answers(contract.BookmarkResponse, paths.bookmarkAdd, { method: 'POST', query: { podcast_id: 9 } });
    await answers(contract.BookmarkResponse, paths.bookmarkDelete, { method: 'DELETE', query: { podcast_id: 9 } });
    const channel = { channel_id: 12, channel_name: 'მეცნიერება ყველასთვის', alias: 'giorgi-kapanadze' };
    await answers(contract.SubscribeResponse, paths.subscribe, { json: channel });
    await answers(contract.SubscribeResponse, paths.unsubscribe, { json: channel });
    await answers(contract.RateResponse, paths.rate, { params: { id: 12 }, json: { rating: 4 } });
    await answers(contract.HistoryList, paths.history);
    await answers(contract.HistoryList, paths.lastListened);
    await answers(contract.HistoryItem, paths.historyOf, { params: { podcast_id: 3 } });
    await answers(contract.HistoryPosition, paths.historyStopTime, {
      params: { history_id: 1 },
      json: { stop_time: 60 },
    });
    await answers(contract.SignalResponse, paths.podcastSignal, {
      method: 'POST',
      query: { podcast_id: 9, stop_time: 30 },
    });
    await answers(contract.MessageResponse, paths.historyDelete, { method: 'DELETE', params: { id: 1 } });
    await answers(contract.ClearResponse, paths.historyClear, { method: 'DELETE' });
    await answers(contract.NotificationList, paths.notifications, { query: { page_skip: 20 } });
    await answers(contract.MessageResponse, paths.notification, {
      method: 'DELETE',
      params: { id: 1 },
      json: { not_id: 1 },
    });
    await answers(contract.TotalWatchTime, paths.totalWatchTime);
    await answers(contract.TopPodcasts, paths.top5);
    await answers(contract.WatchTimeByDay, paths.watchByDay);
    await answers(contract.WatchTimeLastMonth, paths.watchLastMonth);
  });

  it('publishing calls', async () => {
    mockDb.profile = structuredClone(podcasterProfile);
    tokenStore.set(VALID_TOKEN);
    await answers(contract.ChannelResponse, paths.updateChannel, {
      form: toFormData({ channel_description: 'ახალი' }),
    });
    const created = (await answers(contract.CreateEpisodeResponse, paths.createEpisode, {
      form: toFormData({ title: 'ახალი ეპიზოდი', content: '<p>აღწერა</p>', category_id: 2 }),
    })) as contract.CreateEpisodeResponse;
    const id = created.id;
    await answers(contract.UploadChunkResponse, paths.uploadChunk, {
      params: { podcast_id: id, chunk_index: 0, chunk_count: 1, file_size: 500 },
      form: toFormData({ file: media(500) }),
    });
    await answers(contract.UploadStatus, publishingPaths.uploadStatus, { params: { podcast_id: id } });
    await answers(contract.AddedPodcasts, paths.addedPodcasts, { query: { include_drafts: true } });
    await answers(contract.ReadyResponse, paths.podcastReady, { method: 'POST', params: { podcast_id: id } });
    await answers(contract.EpisodeResponse, paths.updateEpisode, {
      query: { podcast_id: id },
      form: toFormData({ title: 'სხვა სათაური' }),
    });
    await answers(contract.AddedPodcasts, paths.addedPodcasts);
    await answers(contract.MessageResponse, paths.deleteEpisode, { method: 'DELETE', params: { id } });
    await answers(contract.MessageResponse, paths.deleteChannel, { method: 'DELETE' });
    await answers(contract.ChannelResponse, paths.registerChannel, {
      form: toFormData({ channel: 'ახალი არხი', channel_description: '<p>აღწერა</p>' }),
    });
  });
});
