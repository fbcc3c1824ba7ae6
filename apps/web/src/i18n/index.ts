import { account } from './account';
import { channel } from './channel';
import { common, shell } from './common';
import { episode } from './episode';
import { home } from './home';
import { lists } from './lists';
import { pages } from './pages';
import { player } from './player';
import { profile } from './profile';
import { settings } from './settings';
import { studio } from './studio';

/**
 * The screen texts of the web app, one file per area (ARCHITECTURE.md, "Texts"). Accessible default labels of the
 * design system's components live in packages/ui; the server's answers in its own catalogue.
 */
export const t = {
  common,
  shell,
  home,
  lists,
  episode,
  channel,
  pages,
  player,
  account,
  settings,
  profile,
  studio,
} as const;
