// Mocks for the publishing calls typed from the spec (see ../spec-contract.ts): provisional shapes.
import { HttpResponse, http } from 'msw';
import { specPaths } from '../spec-contract';
import { errorResponse, mockDb, pageOf, unauthorized } from './db';

export const publishingHandlers = [
  http.post(specPaths.createEpisode, async ({ request }) => {
    const denied = unauthorized(request);
    if (denied) return denied;
    const form = await request.formData();
    if (!form.get('title')) return errorResponse(400, 'არასწორი მონაცემები', { title: ['სავალდებულოა'] });
    const id = mockDb.nextId++;
    mockDb.uploads.set(id, new Map());
    return HttpResponse.json({ id }, { status: 201 });
  }),
  http.post(specPaths.uploadChunk, async ({ request, params }) => {
    const denied = unauthorized(request);
    if (denied) return denied;
    const chunks = mockDb.uploads.get(Number(params.podcast_id));
    if (!chunks) return errorResponse(404, 'პოდკასტი ვერ მოიძებნა');
    const file = (await request.formData()).get('file');
    if (!file || typeof file === 'string') return errorResponse(400, 'ფაილი აკლია', { file: ['სავალდებულოა'] });
    chunks.set(Number(params.chunk_index), file.size);
    return HttpResponse.json({ message: 'ok' });
  }),
  http.post(specPaths.podcastReady, ({ request, params }) => {
    const denied = unauthorized(request);
    if (denied) return denied;
    if (!mockDb.uploads.has(Number(params.podcast_id))) return errorResponse(404, 'პოდკასტი ვერ მოიძებნა');
    return HttpResponse.json({ message: 'აქტიურია' });
  }),
  http.get(specPaths.addedPodcasts, ({ request }) => {
    const denied = unauthorized(request);
    if (denied) return denied;
    const own = mockDb.episodes.filter((e) => e.created_by_id === 11);
    return HttpResponse.json({ items: pageOf(own, new URL(request.url)) });
  }),
  http.delete(specPaths.deleteEpisode, ({ request, params }) => {
    const denied = unauthorized(request);
    if (denied) return denied;
    mockDb.episodes = mockDb.episodes.filter((e) => e.id !== Number(params.id));
    return HttpResponse.json({ message: 'წაიშალა' });
  }),
];
