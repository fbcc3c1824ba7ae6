import { useMemo, useState } from 'react';
import { mediaCandidates } from '../Image/mediaUrl';

/**
 * Walks the candidate URLs of a media src: each `onError` moves to the next one; `src` is
 * undefined once all have failed (or there was nothing to load), which means "show the placeholder".
 */
export function useMediaSrc(src: string | null | undefined, thumb = true) {
  const candidates = useMemo(() => mediaCandidates(src, { thumb }), [src, thumb]);
  const [failures, setFailures] = useState<{ for: string[]; count: number }>({ for: candidates, count: 0 });
  const count = failures.for === candidates ? failures.count : 0;
  return {
    src: candidates[count],
    onError: () => setFailures({ for: candidates, count: count + 1 }),
  };
}
