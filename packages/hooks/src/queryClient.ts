import { MutationCache, QueryCache, QueryClient, type QueryClientConfig, type QueryKey } from '@tanstack/react-query';
import { isApiError } from './client';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Belongs to the signed-in user: dropped from the cache on logout and on a 401. */
      private?: boolean;
    };
    mutationMeta: {
      /** Key prefixes to invalidate once the mutation succeeds (see createQueryClient). */
      invalidates?: readonly QueryKey[];
    };
  }
}

/**
 * Forgets the data of every query marked `meta.private` (profile, bookmarks, history, …).
 * Reset rather than removed, so mounted screens hear of it; private factories are enabled
 * only while a token is stored, so nothing refetches without one.
 */
export function clearPrivateQueries(client: QueryClient) {
  void client.resetQueries({ predicate: (query) => query.meta?.private === true });
}

/**
 * The app's QueryClient. Invalidation lives here, in one place: a mutation names what it
 * changes in `meta.invalidates`, and the MutationCache refetches it after success. A 401
 * anywhere (the client has already cleared the token) drops the signed-in user's data.
 */
export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  const client: QueryClient = new QueryClient({
    ...config,
    queryCache: new QueryCache({
      onError: (error) => {
        if (isApiError(error) && error.status === 401) clearPrivateQueries(client);
      },
    }),
    mutationCache: new MutationCache({
      onSuccess: async (_data, _variables, _context, mutation) => {
        const keys = mutation.meta?.invalidates ?? [];
        await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 401) clearPrivateQueries(client);
      },
    }),
    defaultOptions: {
      ...config.defaultOptions,
      queries: {
        staleTime: 60_000,
        // A 4xx will not change on retry; network failures and 5xx get the default retries.
        retry: (failureCount, error) =>
          !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 3,
        ...config.defaultOptions?.queries,
      },
    },
  });
  return client;
}
