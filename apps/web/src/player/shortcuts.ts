/** What a key press asks of the player (issue 12, "Keyboard"). */
export type ShortcutAction =
  | { type: 'toggle' }
  | { type: 'skip'; seconds: number }
  | { type: 'volume'; delta: number }
  | { type: 'mute' }
  | { type: 'speed'; direction: 1 | -1 }
  | { type: 'help' };

export const VOLUME_STEP = 0.1;

/** The key presses, in the order the help overlay lists them. */
export const shortcutKeys = ['toggle', 'skip10', 'skip5', 'volume', 'mute', 'speed', 'help'] as const;
export type ShortcutKey = (typeof shortcutKeys)[number];

/** Where a key press belongs to the focused control: text fields, menus, buttons, links, sliders. */
const OWN_KEYS =
  'input, textarea, select, button, a[href], summary, [contenteditable]:not([contenteditable="false"]), ' +
  '[role="menu"], [role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"], [role="listbox"], ' +
  '[role="option"], [role="slider"], [role="button"], [role="tab"], [role="textbox"], [role="combobox"], [role="dialog"]';

export function ownsKeys(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(OWN_KEYS) !== null;
}

/** The player action of a key press anywhere in the app, or null when the press is not for the player. */
export function shortcutFor(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey' | 'target' | 'defaultPrevented'>,
): ShortcutAction | null {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || ownsKeys(event.target)) return null;
  switch (event.key) {
    case ' ':
    case 'k':
    case 'K':
      return event.shiftKey ? null : { type: 'toggle' };
    case 'j':
    case 'J':
      return { type: 'skip', seconds: -10 };
    case 'l':
    case 'L':
      return { type: 'skip', seconds: 10 };
    case 'ArrowLeft':
      return { type: 'skip', seconds: -5 };
    case 'ArrowRight':
      return { type: 'skip', seconds: 5 };
    case 'ArrowUp':
      return { type: 'volume', delta: VOLUME_STEP };
    case 'ArrowDown':
      return { type: 'volume', delta: -VOLUME_STEP };
    case 'm':
    case 'M':
      return { type: 'mute' };
    case '<':
      return { type: 'speed', direction: -1 };
    case '>':
      return { type: 'speed', direction: 1 };
    case '?':
      return { type: 'help' };
    default:
      return null;
  }
}
