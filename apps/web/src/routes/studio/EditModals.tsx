import type { OwnEpisode, Profile } from '@podcast/contract';
import { useUpdateChannel, useUpdateEpisode } from '@podcast/hooks';
import { Button, Modal } from '@podcast/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { t } from '../../i18n';
import { ChannelFields, type ChannelValues, EpisodeFields, type EpisodeValues, emptyChannel } from './StudioFields';
import * as styles from './studio.css';

const m = t.studio.myEpisodes;

/** Placeholder text of an HTML description: what it reads as. */
const plain = (html: string | null | undefined) =>
  (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Only what the podcaster typed or chose: empty fields keep their values (spec §5). */
const filled = <T extends Record<string, unknown>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== '' && value != null)) as Partial<T>;

interface EditModalProps {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  saving: boolean;
  failed: boolean;
  children: ReactNode;
}

function EditModal({ title, onClose, onSubmit, saving, failed, children }: EditModalProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal.Root open onOpenChange={(open) => !open && onClose()}>
      <Modal.Content size="md" aria-describedby={undefined}>
        <Modal.Header>
          <Modal.Title>{title}</Modal.Title>
        </Modal.Header>
        <form className={styles.modalForm} onSubmit={submit} noValidate>
          <p className={styles.notice}>{t.studio.fields.keepHint}</p>
          {children}
          {failed && (
            <p role="alert" className={styles.notice}>
              {m.saveFailed}
            </p>
          )}
          <Modal.Actions>
            <Modal.Close asChild>
              <Button type="button" variant="secondary">
                {m.cancel}
              </Button>
            </Modal.Close>
            <Button type="submit" loading={saving}>
              {m.save}
            </Button>
          </Modal.Actions>
        </form>
      </Modal.Content>
    </Modal.Root>
  );
}

interface EditEpisodeModalProps {
  episode: OwnEpisode;
  onClose: () => void;
  onSaved: () => void;
}

export function EditEpisodeModal({ episode, onClose, onSaved }: EditEpisodeModalProps) {
  const update = useUpdateEpisode();
  const [values, setValues] = useState<EpisodeValues>({
    title: '',
    content: '',
    category: episode.category_id ? String(episode.category_id) : '',
    image: null,
  });
  const save = () => {
    const { title, content, category, image } = values;
    update.mutate(
      {
        podcast_id: episode.id,
        ...filled({ title: title.trim(), content: content.trim(), image }),
        ...(category ? { category_id: Number(category) } : {}),
      },
      { onSuccess: onSaved },
    );
  };
  return (
    <EditModal
      title={m.editEpisode}
      onClose={onClose}
      onSubmit={save}
      saving={update.isPending}
      failed={update.isError}
    >
      <EpisodeFields
        values={values}
        onChange={setValues}
        disabled={update.isPending}
        current={{ title: episode.title, content: plain(episode.content) }}
      />
    </EditModal>
  );
}

interface EditChannelModalProps {
  profile: Profile;
  onClose: () => void;
  onSaved: () => void;
}

export function EditChannelModal({ profile, onClose, onSaved }: EditChannelModalProps) {
  const update = useUpdateChannel();
  const [values, setValues] = useState<ChannelValues>(emptyChannel);
  const save = () =>
    update.mutate(
      filled({
        channel: values.channel.trim(),
        channel_description: values.channel_description.trim(),
        image: values.image,
      }),
      { onSuccess: onSaved },
    );
  return (
    <EditModal
      title={m.editChannel}
      onClose={onClose}
      onSubmit={save}
      saving={update.isPending}
      failed={update.isError}
    >
      <ChannelFields
        values={values}
        onChange={setValues}
        disabled={update.isPending}
        current={{ channel: profile.channel ?? '', channel_description: plain(profile.channel_description) }}
      />
    </EditModal>
  );
}
