import { hrefs } from '@podcast/contract';
import { DropdownMenu, formatMediaTime, IconButton, MiniPlayer, mediaUrl, VisuallyHidden } from '@podcast/ui';
import { useEffect, useState } from 'react';
import { renderLink } from '../app/AppLink';
import { t } from '../i18n';
import { SLEEP_MINUTES, type SleepTimer, usePlayback } from './PlaybackProvider';
import * as styles from './player.css';
import { QueueSheet } from './QueueSheet';

const rateText = (rate: number) => `${rate}×`;

/** The mini-player bar above the mobile bottom bar: what plays and what comes next, on every page. */
export function PlayerDock() {
  const playback = usePlayback();
  const [queueOpen, setQueueOpen] = useState(false);
  const { current, queue, state } = playback;
  if (!current) return null;
  const { episode } = current;
  const next = queue[0]?.episode;
  return (
    <div className={styles.dock} data-player-dock="">
      <MiniPlayer
        className={styles.mini}
        kind={current.kind}
        title={episode.title}
        channel={episode.created_by.channel}
        cover={episode.image.url ? mediaUrl(episode.image.url, { thumb: true }) : undefined}
        href={hrefs.episode(episode)}
        renderLink={({ href, className, children }) => renderLink({ href, className, children })}
        src={current.src}
        playback={playback}
        onClose={playback.close}
      />
      <div className={styles.extras}>
        {state.status === 'error' && (
          <IconButton icon="history" label={t.player.retry} variant="accent" onClick={playback.controls.retry} />
        )}
        {playback.sleep && <SleepBadge sleep={playback.sleep} />}
        <button type="button" className={styles.queueButton} onClick={() => setQueueOpen(true)}>
          <VisuallyHidden>{t.player.queueButton(queue.length, next?.title)}</VisuallyHidden>
          <span className={styles.queueIcon} aria-hidden="true">
            <QueueGlyph />
            {queue.length > 0 && <span className={styles.badge}>{queue.length}</span>}
          </span>
          {next && (
            <span className={styles.nextText} aria-hidden="true">
              <span className={styles.nextLabel}>{t.player.upNext}</span>
              <span className={styles.nextTitle}>{next.title}</span>
            </span>
          )}
        </button>
        <PlayerMenu />
      </div>
      <QueueSheet open={queueOpen} onOpenChange={setQueueOpen} />
    </div>
  );
}

function QueueGlyph() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <path d="M4 6.5h12M4 12h12M4 17.5h7M16 15v6l5-3z" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The sleep timer while it runs: the time left (or "at the end"), a click cancels it. */
function SleepBadge({ sleep }: { sleep: SleepTimer }) {
  const { setSleep } = usePlayback();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (sleep.kind !== 'minutes') return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [sleep]);
  const text =
    sleep.kind === 'minutes'
      ? t.player.sleepIn(formatMediaTime(Math.max(0, (sleep.endsAt - now) / 1000)))
      : t.player.sleepAtEnd;
  return (
    <button
      type="button"
      className={styles.sleepBadge}
      onClick={() => setSleep(null)}
      aria-label={`${text}. ${t.player.sleepCancel}`}
      data-sleep-timer=""
    >
      <span aria-hidden="true">☾</span>
      <span className={styles.sleepText} aria-hidden="true">
        {text}
      </span>
    </button>
  );
}

/** Sleep timer, the default speed and the keyboard help: one calm menu instead of more buttons. */
function PlayerMenu() {
  const { sleep, setSleep, state, defaultRate, setDefaultRate, showShortcuts } = usePlayback();
  const sleepValue = sleep === null ? '' : sleep.kind === 'episode' ? 'episode' : String(sleep.minutes);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <IconButton icon="settings" label={t.player.more} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content side="top">
        <DropdownMenu.Label>{t.player.sleep}</DropdownMenu.Label>
        <DropdownMenu.RadioGroup
          value={sleepValue}
          onValueChange={(value) => setSleep(value === 'episode' ? 'episode' : Number(value))}
        >
          {SLEEP_MINUTES.map((minutes) => (
            <DropdownMenu.RadioItem key={minutes} value={String(minutes)}>
              {t.player.sleepAfter(minutes)}
            </DropdownMenu.RadioItem>
          ))}
          <DropdownMenu.RadioItem value="episode">{t.player.sleepEndOfEpisode}</DropdownMenu.RadioItem>
        </DropdownMenu.RadioGroup>
        {sleep && (
          <DropdownMenu.Item icon="close" onSelect={() => setSleep(null)}>
            {t.player.sleepCancel}
          </DropdownMenu.Item>
        )}
        <DropdownMenu.Separator />
        {state.rate === defaultRate ? (
          <DropdownMenu.Label>{t.player.speedIsDefault(rateText(defaultRate))}</DropdownMenu.Label>
        ) : (
          <DropdownMenu.Item icon="speed" onSelect={() => setDefaultRate(state.rate)}>
            {t.player.speedDefault(rateText(state.rate))}
          </DropdownMenu.Item>
        )}
        <DropdownMenu.Item icon="info" onSelect={showShortcuts}>
          {t.player.shortcuts}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
