import { createQueryClient } from '@podcast/hooks';

/** The one query cache of the app: route loaders, link prefetching and screens share it. */
export const queryClient = createQueryClient();
