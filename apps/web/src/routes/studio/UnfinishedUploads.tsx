import { type OwnEpisode, publishingPaths, type UploadStatus } from '@podcast/contract';
import { channelQueries, request, useDeleteEpisode } from '@podcast/hooks';
import { FileInput, formatFileSize, IconButton } from '@podcast/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '../../i18n';
import * as styles from './studio.css';

const u = t.studio.unfinished;

/** What the server holds of an upload (GET /api/upload-podcast/{id}/); under the channel's keys, so it refreshes with them. */
const uploadStatusQuery = (podcastId: number) =>
  queryOptions({
    queryKey: [...channelQueries.all(), 'upload-status', podcastId] as const,
    queryFn: ({ signal }) =>
      request<UploadStatus>(publishingPaths.uploadStatus, { params: { podcast_id: podcastId }, auth: true, signal }),
    meta: { private: true },
  });

export interface UnfinishedUploadsProps {
  drafts: readonly OwnEpisode[];
  /** The same file was picked again: resume this episode's upload with it. */
  onPick: (podcastId: number, file: File) => void;
}

/** Episodes whose media never finished uploading (a dropped network, a closed tab): pick the same file to resume. */
export function UnfinishedUploads({ drafts, onPick }: UnfinishedUploadsProps) {
  return (
    <section className={styles.panel} aria-labelledby="unfinished-title">
      <h2 id="unfinished-title" className={styles.panelTitle}>
        {u.title}
      </h2>
      <p className={styles.intro}>{u.intro}</p>
      <ul className={styles.draftList}>
        {drafts.map((draft) => (
          <UnfinishedUpload key={draft.id} draft={draft} onPick={onPick} />
        ))}
      </ul>
    </section>
  );
}

function UnfinishedUpload({ draft, onPick }: { draft: OwnEpisode; onPick: UnfinishedUploadsProps['onPick'] }) {
  const status = useQuery(uploadStatusQuery(draft.id));
  const remove = useDeleteEpisode();
  const [wrong, setWrong] = useState<string>();
  const held = status.data;
  const pick = (file: File | null) => {
    if (!file) return;
    if (held && held.file_size > 0 && held.file_size !== file.size) {
      setWrong(u.otherFile(formatFileSize(held.file_size)));
      return;
    }
    setWrong(undefined);
    onPick(draft.id, file);
  };
  return (
    <li className={styles.draft}>
      <div className={styles.draftHead}>
        <h3 className={styles.draftTitle}>{draft.title}</h3>
        <IconButton
          icon="trash"
          size="sm"
          label={u.discardLabel(draft.title)}
          onClick={() => remove.mutate(draft.id)}
          disabled={remove.isPending}
        />
      </div>
      {held && (
        <p className={styles.notice}>
          {held.chunk_count > 0 ? u.received(held.received.length, held.chunk_count) : u.notStarted}
        </p>
      )}
      <FileInput label={u.pickSame} accept="media" file={null} error={wrong} onFileChange={pick} />
    </li>
  );
}
