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
