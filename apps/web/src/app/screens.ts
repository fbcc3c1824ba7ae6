import type { WebRouteKey } from '@podcast/contract';
import type { ScreenModule } from './screen';

type Load = () => Promise<ScreenModule>;

/**
 * Every screen of the route table, lazy-loaded: one hop from a route key to its file. The router and the link
 * prefetcher both load screens from here.
 */
export const screens: Record<WebRouteKey, Load> = {
  home: () => import('../routes/home/HomeScreen'),
  login: () => import('../routes/account/LoginScreen'),
  register: () => import('../routes/account/LoginScreen'),
  resetPass: () => import('../routes/account/ResetPassScreen'),
  resetConfirm: () => import('../routes/account/ResetConfirmScreen'),
  activate: () => import('../routes/account/ActivateScreen'),
  emailConfirm: () => import('../routes/account/EmailConfirmScreen'),
  podcastpage: () => import('../routes/episodes/PodcastPageScreen'),
  popular: () => import('../routes/episodes/PopularScreen'),
  category: () => import('../routes/episodes/CategoryScreen'),
  categories: () => import('../routes/episodes/CategoriesScreen'),
  search: () => import('../routes/episodes/SearchScreen'),
  podcasters: () => import('../routes/channels/PodcastersScreen'),
  channel: () => import('../routes/channels/ChannelScreen'),
  episode: () => import('../routes/episode/EpisodeScreen'),
  saved: () => import('../routes/profile/SavedScreen'),
  terms: () => import('../routes/pages/StaticPageScreen').then((m) => m.terms),
  policy: () => import('../routes/pages/StaticPageScreen').then((m) => m.policy),
  podcasterOffer: () => import('../routes/pages/StaticPageScreen').then((m) => m.podcasterOffer),
  profile: () => import('../routes/profile/ProfileHomeScreen'),
  statics: () => import('../routes/profile/StatisticsScreen'),
  notifications: () => import('../routes/profile/NotificationsScreen'),
  subscriptions: () => import('../routes/profile/SubscriptionsScreen'),
  history: () => import('../routes/profile/HistoryScreen'),
  messages: () => import('../routes/profile/MessagesScreen'),
  settings: () => import('../routes/profile/SettingsScreen'),
  addPodcast: () => import('../routes/studio/AddPodcastScreen'),
  myEpisodes: () => import('../routes/studio/MyEpisodesScreen'),
  notFound: () => import('../routes/pages/NotFoundScreen'),
};
