import {
  type ChangeEvent,
  type DragEvent,
  forwardRef,
  type ReactNode,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import type { MessageOverrides } from '../../i18n/messages';
import { primitiveMessages } from '../../i18n/primitives';
import { Field } from '../Field/Field';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './FileInput.css';
import { type FileAcceptPreset, fileType, formatFileSize, matchesAccept, resolveAccept } from './fileUtils';

export type FileInputMessages = typeof primitiveMessages.fileInput;

export interface FileInputProps {
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  /** An error from outside (a failed upload); type rejections are shown by the component itself. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  id?: string;
  /** A preset (`image`, `media`) or a raw accept string ('.pdf,application/pdf'). */
  accept?: FileAcceptPreset | (string & {});
  /** What the zone says it accepts; presets have a Georgian default. */
  acceptLabel?: ReactNode;
  /** The chosen file, when the parent owns it (`null` clears the field). */
  file?: File | null;
  onFileChange?: (file: File | null) => void;
  /** Called with a file that did not match `accept`. */
  onReject?: (file: File) => void;
  /** Shows a thumbnail of a chosen image. */
  preview?: boolean;
  messages?: MessageOverrides<FileInputMessages>;
  className?: string;
}

const iconFor = (file: File): IconName => {
  const type = fileType(file);
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/')) return 'video';
  if (type.startsWith('audio/')) return 'music';
  return 'upload';
};

/**
 * A file picker with a drop zone. It checks the file against `accept` on the client (the native
 * dialog's filter can be switched off by the user, and drops are not filtered at all).
 */
export const FileInput = forwardRef<HTMLInputElement, FileInputProps>(function FileInput(
  {
    label,
    hideLabel,
    hint,
    error,
    required,
    disabled = false,
    name,
    id,
    accept: acceptProp,
    acceptLabel,
    file: fileProp,
    onFileChange,
    onReject,
    preview = false,
    messages: messagesProp,
    className,
  },
  ref,
) {
  const messages = { ...primitiveMessages.fileInput, ...messagesProp };
  const accept = resolveAccept(acceptProp);
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement);
  const [ownFile, setOwnFile] = useState<File | null>(null);
  const [rejected, setRejected] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const file = fileProp === undefined ? ownFile : fileProp;
  const previewUrl = useObjectUrl(preview && file && fileType(file).startsWith('image/') ? file : null);

  useEffect(() => {
    if (file === null && inputRef.current) inputRef.current.value = '';
  }, [file]);

  const defaultAcceptLabel =
    acceptProp === 'image' ? messages.acceptImage : acceptProp === 'media' ? messages.acceptMedia : undefined;
  const acceptText = acceptLabel ?? defaultAcceptLabel;

  const choose = (next: File | null) => {
    if (next && !matchesAccept(next, accept)) {
      setRejected(`${messages.wrongType}: ${next.name}`);
      setOwnFile(null);
      if (inputRef.current) inputRef.current.value = '';
      onReject?.(next);
      onFileChange?.(null);
      return;
    }
    setRejected(null);
    setOwnFile(next);
    onFileChange?.(next);
  };

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => choose(event.target.files?.[0] ?? null);

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (disabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    // Leaving for a child element is not leaving the zone.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    if (disabled) return;
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files?.[0];
    if (!dropped) return;
    // Keeps the native input in step, so a plain form submit sends the dropped file too.
    if (inputRef.current && matchesAccept(dropped, accept)) {
      try {
        inputRef.current.files = event.dataTransfer.files;
      } catch {
        // Older engines refuse to assign a FileList; the onFileChange callback still carries the file.
      }
    }
    choose(dropped);
  };

  const clear = () => {
    choose(null);
    inputRef.current?.focus();
  };

  const state = dragging ? 'dragging' : file ? 'filled' : 'empty';

  return (
    <Field
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={rejected ?? error}
      required={required}
      id={id}
      className={className}
    >
      {(control) => {
        const acceptId = `${control.id}-accept`;
        return (
          // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the file input inside is the keyboard path
          <div
            className={styles.zone({ state, invalid: Boolean(control['aria-invalid']), disabled })}
            onDragOver={onDragOver}
            onDragEnter={onDragOver}
            onDragLeave={onDragLeave}
            onDrop={onDrop}
            data-state={state}
          >
            <input
              ref={inputRef}
              type="file"
              name={name}
              accept={accept}
              disabled={disabled}
              className={styles.nativeInput}
              onChange={onInputChange}
              {...control}
              aria-describedby={
                [control['aria-describedby'], acceptText && !file ? acceptId : undefined].filter(Boolean).join(' ') ||
                undefined
              }
            />
            {file ? (
              <>
                <span className={`${styles.badge} ${styles.fileBadge}`}>
                  {previewUrl ? (
                    <img src={previewUrl} alt="" className={styles.preview} />
                  ) : (
                    <Icon name={iconFor(file)} size={22} />
                  )}
                </span>
                <span className={styles.fileText}>
                  <span className={styles.fileName} title={file.name}>
                    {file.name}
                  </span>
                  <span className={styles.subtle}>{formatFileSize(file.size, messages.units)}</span>
                </span>
                <span className={styles.actions}>
                  <label htmlFor={control.id} className={styles.replace}>
                    {messages.replace}
                  </label>
                  <IconButton icon="close" size="sm" label={messages.remove} onClick={clear} disabled={disabled} />
                </span>
              </>
            ) : (
              <>
                <span className={[styles.badge, disabled && styles.badgeDisabled].filter(Boolean).join(' ')}>
                  <Icon name="upload" size={22} />
                </span>
                <label htmlFor={control.id} className={styles.coverLabel}>
                  <span className={styles.title}>
                    {dragging ? (
                      messages.dropActive
                    ) : (
                      <>
                        <span className={styles.titleAccent}>{messages.choose}</span>
                        <span className={styles.dropHint}> {messages.drop}</span>
                      </>
                    )}
                  </span>
                </label>
                {acceptText && (
                  <span id={acceptId} className={styles.subtle}>
                    {acceptText}
                  </span>
                )}
              </>
            )}
          </div>
        );
      }}
    </Field>
  );
});
FileInput.displayName = 'FileInput';

/** An object URL for a chosen image, revoked when the file changes or the field unmounts. */
function useObjectUrl(file: File | null): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(undefined);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
