import { parseSlug } from '@podcast/contract';
import { useParams } from 'react-router-dom';

/** The id of the `{id}-{alias}` segment of the current route, or null when the segment is malformed. */
export function useSlugId(): number | null {
  const { slug } = useParams();
  return parseSlug(slug)?.id ?? null;
}

/** The id a loader reads from its `:slug` param. */
export const slugId = (slug: string | undefined) => parseSlug(slug)?.id ?? null;
