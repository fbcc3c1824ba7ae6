import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resetMockDb } from './mocks/db';
import { handlers } from './mocks/handlers';
import { createQueryClient } from './queryClient';

// jsdom brings its own Blob, File and FormData, which Node's fetch cannot serialise (a file
// arrives as the text "undefined"). A browser has one consistent family; so do the tests.
const NodeFormData = (await new Response(new URLSearchParams('a=b')).formData()).constructor;
vi.stubGlobal('Blob', NodeBlob);
vi.stubGlobal('File', NodeFile);
vi.stubGlobal('FormData', NodeFormData);

export const server = setupServer(...handlers);

/** Starts MSW for the file; an unhandled request fails the test. */
export function useMockServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
    resetMockDb();
  });
  afterAll(() => server.close());
}

export function testQueryClient() {
  return createQueryClient({ defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } } });
}

export function renderWithClient<TResult, TProps>(
  hook: (props: TProps) => TResult,
  options: { client?: ReturnType<typeof testQueryClient>; initialProps?: TProps } = {},
) {
  const client = options.client ?? testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const rendered = renderHook(hook, {
    wrapper,
    ...(options.initialProps ? { initialProps: options.initialProps } : {}),
  });
  return { ...rendered, client };
}

/**
 * Waits with the real clock until `check` passes. For tests that fake `setInterval`, where
 * Testing Library's `waitFor` (which polls with it) would never look again.
 */
export async function eventually(check: () => void, timeoutMs = 2000) {
  const started = performance.now();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (performance.now() - started > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
}
