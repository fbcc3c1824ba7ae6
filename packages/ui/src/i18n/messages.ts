import { contentMessages } from './content';
import { mediaMessages } from './media';
import { navigationMessages } from './navigation';
import { overlayMessages } from './overlays';
import { primitiveMessages } from './primitives';

/**
 * Georgian defaults for the design system's own accessible labels and built-in text.
 * Every visible text can be overridden through props; the web app's catalogue does so where the
 * wording belongs to a screen. One file per component area.
 */
export const uiMessages = {
  common: {
    close: 'დახურვა',
    cancel: 'გაუქმება',
    confirm: 'დადასტურება',
    loading: 'იტვირთება...',
    back: 'უკან',
    more: 'მეტი',
  },
  theme: {
    toDark: 'მუქი თემა',
    toLight: 'ნათელი თემა',
  },
  ...primitiveMessages,
  ...overlayMessages,
  ...contentMessages,
  ...navigationMessages,
  ...mediaMessages,
} as const;

export type UiMessages = typeof uiMessages;

/**
 * What a component's `messages` prop accepts: any of its texts, each as any string (the defaults are `as const`, so
 * their literal types would otherwise refuse every other wording), lists of texts, functions with the same
 * arguments, nested groups alike.
 */
export type MessageOverrides<T> = {
  [K in keyof T]?: T[K] extends string
    ? string
    : T[K] extends readonly string[]
      ? readonly string[]
      : T[K] extends (...args: infer A) => string
        ? (...args: A) => string
        : MessageOverrides<T[K]>;
};
