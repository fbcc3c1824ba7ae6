import { fileTypeFromFile } from 'file-type';
import { parseFile } from 'music-metadata';

export interface MediaInfo {
  /** extention_type: mp3, mp4, m4a, wav, ogg or opus. */
  ext: 'mp3' | 'mp4' | 'm4a' | 'wav' | 'ogg' | 'opus';
  mime: string;
  mediaType: 'audio' | 'video';
  seconds: number;
}

/** What file-type reports → what we store. Everything else is refused (415). */
const ACCEPTED: Record<string, MediaInfo['ext']> = {
  mp3: 'mp3',
  mp4: 'mp4',
  m4a: 'm4a',
  m4v: 'mp4',
  wav: 'wav',
  ogg: 'ogg',
  oga: 'ogg',
  opus: 'opus',
};

export const MEDIA_MIME: Record<MediaInfo['ext'], string> = {
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  opus: 'audio/ogg',
};

export type ProbeResult = { ok: true; info: MediaInfo } | { ok: false; reason: 'type' | 'unreadable' };

/**
 * Identifies an assembled upload by its content, never by its name or declared type, and measures
 * its duration in-process (music-metadata streams the file; no ffmpeg at run time).
 */
export async function probeMedia(path: string): Promise<ProbeResult> {
  const type = await fileTypeFromFile(path).catch(() => undefined);
  const accepted = type ? ACCEPTED[type.ext] : undefined;
  if (!accepted) return { ok: false, reason: 'type' };
  try {
    const { format } = await parseFile(path, { duration: true, skipCovers: true });
    const seconds = format.duration;
    if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return { ok: false, reason: 'unreadable' };
    const video = accepted === 'mp4' && format.hasVideo === true;
    // An MP4 with sound only is an M4A: players pick the audio element by extention_type.
    const ext = accepted === 'mp4' && !video ? 'm4a' : accepted;
    return { ok: true, info: { ext, mime: MEDIA_MIME[ext], mediaType: video ? 'video' : 'audio', seconds } };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}
