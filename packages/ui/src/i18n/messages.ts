/**
 * Georgian defaults for the design system's own accessible labels and built-in text.
 * Every visible text can be overridden through props; the web app's catalogue does so where
 * wording belongs to a screen. One section per component area.
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
} as const;

export type UiMessages = typeof uiMessages;
