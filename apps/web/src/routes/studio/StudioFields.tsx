import { categoryQueries, useProfile } from '@podcast/hooks';
import { FileInput, Input, Select, Textarea } from '@podcast/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useRequireSignIn } from '../../app/auth';
import { t } from '../../i18n';

const f = t.studio.fields;

/** The signed-in user's profile; a signed-out visitor goes to /login with the toast (spec §6, §8). */
export function useStudioProfile() {
  const requireSignIn = useRequireSignIn();
  const profile = useProfile();
  const sent = useRef(false);
  useEffect(() => {
    if (profile.isSignedIn || sent.current) return;
    sent.current = true;
    requireSignIn();
  }, [profile.isSignedIn, requireSignIn]);
  return profile;
}

export interface ChannelValues {
  channel: string;
  channel_description: string;
  image: File | null;
}

export const emptyChannel: ChannelValues = { channel: '', channel_description: '', image: null };

interface FieldsProps<T> {
  values: T;
  onChange: (values: T) => void;
  /** Field messages, keyed by field. */
  errors?: Partial<Record<keyof T, string>>;
  disabled?: boolean;
  /** Editing: empty fields keep the current values, so nothing is required and placeholders show them. */
  current?: Partial<Record<keyof T, string>>;
}

/** Name, description and image of a channel (register_channel, update-channel). */
export function ChannelFields({ values, onChange, errors, disabled, current }: FieldsProps<ChannelValues>) {
  const set = (patch: Partial<ChannelValues>) => onChange({ ...values, ...patch });
  return (
    <>
      <Input
        label={f.channelName}
        name="channel"
        required={!current}
        maxLength={100}
        value={values.channel}
        placeholder={current?.channel}
        error={errors?.channel}
        disabled={disabled}
        onChange={(event) => set({ channel: event.target.value })}
      />
      <Textarea
        label={f.channelDescription}
        name="channel_description"
        rows={4}
        maxLength={5000}
        value={values.channel_description}
        placeholder={current?.channel_description}
        hint={f.descriptionHint}
        disabled={disabled}
        onChange={(event) => set({ channel_description: event.target.value })}
      />
      <FileInput
        label={f.channelImage}
        accept="image"
        preview
        file={values.image}
        disabled={disabled}
        onFileChange={(image) => set({ image })}
      />
    </>
  );
}

export interface EpisodeValues {
  title: string;
  content: string;
  /** The select's value: '' until a category is chosen. */
  category: string;
  image: File | null;
}

export const emptyEpisode: EpisodeValues = { title: '', content: '', category: '', image: null };

/** Title, description, category and thumbnail of an episode (podcast-articles, update-podcast). */
export function EpisodeFields({ values, onChange, errors, disabled, current }: FieldsProps<EpisodeValues>) {
  const categories = useQuery(categoryQueries.list());
  const set = (patch: Partial<EpisodeValues>) => onChange({ ...values, ...patch });
  return (
    <>
      <Input
        label={f.title}
        name="title"
        required={!current}
        maxLength={200}
        value={values.title}
        placeholder={current?.title}
        error={errors?.title}
        disabled={disabled}
        onChange={(event) => set({ title: event.target.value })}
      />
      <Textarea
        label={f.description}
        name="content"
        rows={5}
        value={values.content}
        placeholder={current?.content}
        hint={f.descriptionHint}
        disabled={disabled}
        onChange={(event) => set({ content: event.target.value })}
      />
      <Select
        label={f.category}
        name="category_id"
        required={!current}
        placeholder={f.categoryPlaceholder}
        options={(categories.data?.items ?? []).map((c) => ({ value: String(c.id), label: c.title }))}
        value={values.category}
        error={errors?.category ?? (categories.isError ? t.common.errorTitle : undefined)}
        disabled={disabled}
        onChange={(event) => set({ category: event.target.value })}
      />
      <FileInput
        label={f.thumbnail}
        accept="image"
        preview
        file={values.image}
        disabled={disabled}
        onFileChange={(image) => set({ image })}
      />
    </>
  );
}
