import { hrefs, matchWebRoute, type WebRouteKey } from '@podcast/contract';
import { type ProfileSidebarEntry, profileSidebarEntries } from '@podcast/ui';

/** Spec §9: the sidebar's selection is remembered under this local storage key. */
export const ACTIVE_TOOL_KEY = 'activeTool';

type Tool = Exclude<ProfileSidebarEntry, 'logout'>;

/** Where each sidebar entry leads (logout is a button). */
export const toolHrefs: Record<Tool, string> = {
  statics: hrefs.statics(),
  notifications: hrefs.notifications(),
  subscriptions: hrefs.subscriptions(),
  'add-podcast': hrefs.addPodcast(),
  'my-episodes': hrefs.myEpisodes(),
  settings: hrefs.settings(),
};

/** The entry a profile route belongs to: history under the overview, a message under notifications. */
const toolOfRoute: Partial<Record<WebRouteKey, Tool>> = {
  statics: 'statics',
  history: 'statics',
  notifications: 'notifications',
  messages: 'notifications',
  subscriptions: 'subscriptions',
  addPodcast: 'add-podcast',
  myEpisodes: 'my-episodes',
  settings: 'settings',
};

export const toolOf = (pathname: string): Tool | undefined => {
  const key = matchWebRoute(pathname)?.key;
  return key ? toolOfRoute[key] : undefined;
};

const isTool = (value: string | null): value is Tool =>
  value !== 'logout' && (profileSidebarEntries as readonly (string | null)[]).includes(value);

/** The remembered entry, or the first one when nothing (or something unknown) is stored (spec §2). */
export function readActiveTool(): Tool {
  const stored = localStorage.getItem(ACTIVE_TOOL_KEY);
  return isTool(stored) ? stored : 'statics';
}

export const storeActiveTool = (tool: Tool) => localStorage.setItem(ACTIVE_TOOL_KEY, tool);
