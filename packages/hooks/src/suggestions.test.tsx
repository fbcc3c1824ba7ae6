import { waitFor } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { SUGGEST_DEBOUNCE_MS, useSearchSuggestions } from './episodes';
import { renderWithClient, server, useMockServer } from './test-utils';

useMockServer();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function recordSearches() {
  const seen: { q: string | null; limit: string | null; signal: AbortSignal; at: number }[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/search/') {
      seen.push({
        q: url.searchParams.get('q'),
        limit: url.searchParams.get('limit'),
        signal: request.signal,
        at: performance.now(),
      });
    }
  });
  return seen;
}

describe('useSearchSuggestions', () => {
  it('asks nothing for 2 characters or fewer', async () => {
    const seen = recordSearches();
    const { result } = renderWithClient((text: string) => useSearchSuggestions(text), { initialProps: 'კვ' });
    await sleep(SUGGEST_DEBOUNCE_MS + 100);
    expect(seen).toHaveLength(0);
    expect(result.current.suggestions).toEqual([]);
  });

  it('waits for 200 ms of quiet and asks once, for the last text, with 5 results', async () => {
    const seen = recordSearches();
    const { result, rerender } = renderWithClient((text: string) => useSearchSuggestions(text), {
      initialProps: 'კვა',
    });
    for (const text of ['კვან', 'კვანტ', 'კვანტუ', 'კვანტური']) {
      await sleep(20);
      rerender(text);
    }
    const lastKeystroke = performance.now();
    await waitFor(() => expect(result.current.suggestions.length).toBeGreaterThan(0));
    expect(seen.map((s) => s.q)).toEqual(['კვანტური']);
    // Timers never fire early, so this holds however slow the machine is.
    expect((seen[0]?.at ?? 0) - lastKeystroke).toBeGreaterThanOrEqual(SUGGEST_DEBOUNCE_MS - 5);
    expect(seen[0]?.limit).toBe('5');
    expect(result.current.suggestions.every((e) => e.title.includes('კვანტური'))).toBe(true);
  });

  it('aborts the request for text that is no longer current', async () => {
    server.use(
      http.get('/api/search/', async ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        await delay(q === 'თამარ' ? 1000 : 10);
        return HttpResponse.json({ result: [], count: 0, q });
      }),
    );
    const seen = recordSearches();
    const { result, rerender } = renderWithClient((text: string) => useSearchSuggestions(text), {
      initialProps: 'თამარ',
    });
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(result.current.isFetching).toBe(true);
    rerender('თამარ მეფე');
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[0]?.signal.aborted).toBe(true);
    expect(seen[1]?.signal.aborted).toBe(false);
    await waitFor(() => expect(result.current.data?.q).toBe('თამარ მეფე'));
  });

  it('drops suggestions at once when the text gets short again', async () => {
    const { result, rerender } = renderWithClient((text: string) => useSearchSuggestions(text), {
      initialProps: 'დავით',
    });
    await waitFor(() => expect(result.current.suggestions.length).toBeGreaterThan(0));
    rerender('და');
    expect(result.current.suggestions).toEqual([]);
  });
});
