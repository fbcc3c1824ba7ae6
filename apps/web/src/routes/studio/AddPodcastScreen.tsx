import { hrefs } from '@podcast/contract';
import {
  accountQueries,
  categoryQueries,
  channelQueries,
  type EpisodeUploadInput,
  hasToken,
  useEpisodeUpload,
  useRegisterChannel,
} from '@podcast/hooks';
import { Button, FileInput, Heading, Icon, Skeleton, StatusModal } from '@podcast/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { AppLink } from '../../app/AppLink';
import { type ScreenLoaderArgs, settle } from '../../app/screen';
import { t } from '../../i18n';
import { QueryState } from '../../lib/QueryState';
import {
  ChannelFields,
  type ChannelValues,
  EpisodeFields,
  type EpisodeValues,
  emptyChannel,
  emptyEpisode,
  useStudioProfile,
} from './StudioFields';
import * as styles from './studio.css';
import { UnfinishedUploads } from './UnfinishedUploads';
import { UploadPanel, useUploadRate } from './UploadPanel';

const s = t.studio.addPodcast;

/** Drafts and interrupted uploads are listed with the ready episodes when asked for. */
export const unfinishedQuery = channelQueries.addedPodcasts({ include_drafts: true, limit: 100 });

export function loader({ queryClient }: ScreenLoaderArgs) {
  if (!hasToken()) return null;
  return settle(
    queryClient.ensureQueryData(accountQueries.profile()),
    queryClient.ensureQueryData(categoryQueries.list()),
  );
}

/** /add-podcast: register the channel first when there is none (step 1), then add an episode (step 2). */
export function AddPodcastScreen() {
  const { profile, isSignedIn, isPending, error, refetch } = useStudioProfile();
  if (!isSignedIn) return null;
  const hasChannel = Boolean(profile?.channel);
  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <Heading level={1}>{s.title}</Heading>
        <ol className={styles.steps} aria-label={s.title}>
          <li className={styles.step[hasChannel ? 'done' : 'current']} aria-current={hasChannel ? undefined : 'step'}>
            {hasChannel && <Icon name="check" size={14} />}
            {s.step(1, 2)}: {s.channelStep}
          </li>
          <li className={styles.step[hasChannel ? 'current' : 'next']} aria-current={hasChannel ? 'step' : undefined}>
            {s.step(2, 2)}: {s.episodeStep}
          </li>
        </ol>
      </header>
      <QueryState
        error={error}
        isPending={isPending}
        onRetry={() => void refetch()}
        skeleton={<Skeleton shape="rect" height={420} />}
      >
        {profile?.channel ? <EpisodeStep channel={profile.channel} /> : <ChannelStep />}
      </QueryState>
    </div>
  );
}
export { AddPodcastScreen as Component };

/** Step 1: the channel; once registered the profile reloads and step 2 shows. */
function ChannelStep() {
  const register = useRegisterChannel();
  const [values, setValues] = useState<ChannelValues>(emptyChannel);
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const channel = values.channel.trim();
    setMissing(!channel);
    if (channel) register.mutate({ ...values, channel });
  };
  return (
    <form className={styles.panel} onSubmit={submit} noValidate aria-labelledby="channel-step-title">
      <h2 id="channel-step-title" className={styles.panelTitle}>
        {s.channelStep}
      </h2>
      <p className={styles.intro}>{s.channelIntro}</p>
      <ChannelFields
        values={values}
        onChange={setValues}
        disabled={register.isPending}
        errors={{ channel: missing ? t.studio.fields.required : undefined }}
      />
      {register.isError && (
        <p role="alert" className={styles.notice}>
          {s.channelFailed}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" size="lg" icon="mic" loading={register.isPending}>
          {s.registerChannel}
        </Button>
      </div>
    </form>
  );
}

type Outcome = 'added' | 'failed' | null;

/** `cancel()` rejects with the fetch's AbortError (a DOMException, not an Error everywhere). */
const isAbort = (error: unknown) =>
  typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';

/**
 * Step 2: the episode's fields and its media, sent in 250 000-byte chunks (spec §4, §9). A failed or
 * cancelled upload keeps every field and resumes from the chunks the server holds; so does an
 * unfinished one from an earlier visit, when the same file is picked again.
 */
function EpisodeStep({ channel }: { channel: string }) {
  const [values, setValues] = useState<EpisodeValues>(emptyEpisode);
  const [media, setMedia] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof EpisodeValues | 'media', string>>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  /** Where the running (or last) upload came from: this form, or an unfinished episode. */
  const [active, setActive] = useState<{ file: File; draftId?: number; paused: boolean } | null>(null);
  const lastInput = useRef<{ input: EpisodeUploadInput; draftId?: number } | null>(null);
  const rate = useUploadRate();
  const upload = useEpisodeUpload({ onProgress: rate.sample });
  const unfinished = useInfiniteQuery(unfinishedQuery);
  const drafts = (unfinished.data?.pages.flatMap((page) => page.items) ?? []).filter((e) => e.status !== 'ready');
  const busy = upload.isPending;

  const run = async (input: EpisodeUploadInput, draftId?: number) => {
    if (!input.file) return;
    lastInput.current = { input, draftId };
    setActive({ file: input.file, draftId, paused: false });
    rate.reset(input.file.size);
    setOutcome(null);
    try {
      await upload.upload(input);
      // The panel stays at 100 % ('აქტიურია') under the success modal.
      setOutcome('added');
      if (draftId === undefined) {
        setValues(emptyEpisode);
        setMedia(null);
      }
    } catch (error) {
      if (isAbort(error)) setActive({ file: input.file, draftId, paused: true });
      else setOutcome('failed');
    }
  };

  const resume = () => {
    if (lastInput.current) void run(lastInput.current.input, lastInput.current.draftId);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const title = values.title.trim();
    const next = {
      title: title ? undefined : t.studio.fields.required,
      category: values.category ? undefined : t.studio.fields.required,
      media: media ? undefined : t.studio.fields.mediaRequired,
    };
    setErrors(next);
    if (!media) console.error('No media file selected for upload');
    if (next.title || next.category || !media) return;
    void run({
      file: media,
      title,
      content: values.content,
      category_id: Number(values.category),
      image: values.image,
    });
  };

  const panel = (draftId?: number) =>
    active && active.draftId === draftId ? (
      <UploadPanel
        fileName={active.file.name}
        progress={upload.progress}
        running={busy}
        paused={active.paused}
        failed={upload.isError && !active.paused}
        rate={rate.value}
        onCancel={upload.cancel}
        onResume={resume}
      />
    ) : null;

  return (
    <>
      {drafts.length > 0 && !busy && (
        <UnfinishedUploads
          drafts={drafts}
          onPick={(draftId, file) => void run({ podcastId: draftId, file }, draftId)}
        />
      )}
      {active?.draftId !== undefined && panel(active.draftId)}
      <form className={styles.panel} onSubmit={submit} noValidate aria-labelledby="episode-step-title">
        <h2 id="episode-step-title" className={styles.panelTitle}>
          {s.episodeStep}
        </h2>
        <p className={styles.intro}>{s.episodeIntro(channel)}</p>
        <EpisodeFields values={values} onChange={setValues} errors={errors} disabled={busy} />
        <FileInput
          label={t.studio.fields.media}
          accept="media"
          required
          file={media}
          error={errors.media}
          disabled={busy}
          onFileChange={(file) => {
            setMedia(file);
            if (file) setErrors((current) => ({ ...current, media: undefined }));
          }}
        />
        {panel(undefined)}
        <div className={styles.actions}>
          <Button type="submit" size="lg" icon="upload" loading={busy} disabled={busy}>
            {s.publish}
          </Button>
        </div>
      </form>
      <StatusModal
        variant="success"
        open={outcome === 'added'}
        onOpenChange={(open) => !open && setOutcome(null)}
        title={t.studio.added.title}
        description={t.studio.added.text}
        actions={
          <Button asChild size="lg">
            <AppLink href={hrefs.myEpisodes()}>{t.studio.added.toMyEpisodes}</AppLink>
          </Button>
        }
      />
      <StatusModal
        variant="failure"
        open={outcome === 'failed'}
        onOpenChange={(open) => !open && setOutcome(null)}
        title={t.studio.failed.title}
        description={t.studio.failed.text}
        actions={
          <>
            <Button asChild variant="secondary" size="lg">
              <AppLink href={hrefs.home()}>{t.studio.failed.home}</AppLink>
            </Button>
            <Button size="lg" icon="history" onClick={resume}>
              {t.studio.failed.retry}
            </Button>
          </>
        }
      />
    </>
  );
}
