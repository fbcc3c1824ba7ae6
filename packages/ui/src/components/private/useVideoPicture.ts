import { useEffect, useState } from 'react';

const pictureEvents = ['loadeddata', 'resize', 'emptied', 'loadstart'] as const;

/**
 * Whether a video element is showing a picture of its own (a decoded frame of a real video track). Until then, and
 * for files without one, the frame shows the episode's art instead.
 */
export function useVideoPicture(media: HTMLMediaElement | null): boolean {
  const [hasPicture, setHasPicture] = useState(false);
  useEffect(() => {
    if (typeof HTMLVideoElement === 'undefined' || !(media instanceof HTMLVideoElement)) {
      setHasPicture(false);
      return;
    }
    const update = () => setHasPicture(media.videoWidth > 0 && media.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA);
    update();
    for (const name of pictureEvents) media.addEventListener(name, update);
    return () => {
      for (const name of pictureEvents) media.removeEventListener(name, update);
    };
  }, [media]);
  return hasPicture;
}
