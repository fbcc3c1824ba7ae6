// The public surface of the design system: every export is named here.

// ── Theme ──
export { vars } from './theme/contract.css';
export { darkTheme, lightTheme, themeClass } from './theme/themes.css';
export { breakpoints, media, sharedTokens } from './theme/tokens';
export { pageTransition, prefersLessMotion } from './theme/motion';
export { type Sprinkles, sprinkles } from './theme/sprinkles.css';
export {
  applyTheme,
  DARK_MODE_STORAGE_KEY,
  DEFAULT_THEME,
  readStoredTheme,
  storeTheme,
  THEME_STORAGE_KEY,
  type ThemeName,
  ThemeProvider,
  useTheme,
} from './theme/ThemeProvider';
export { uiMessages } from './i18n/messages';

// ── Foundations: icons, buttons, text, layout ──
export { Icon, type IconProps } from './components/Icon/Icon';
export { type IconName, iconNames } from './components/Icon/icons';
export { Button, type ButtonProps } from './components/Button/Button';
export { buttonSizes, buttonVariants } from './components/Button/Button.css';
export { IconButton, type IconButtonProps } from './components/IconButton/IconButton';
export { Heading, type HeadingProps, Text, type TextProps } from './components/Text/Text';
export { Box, type BoxProps, Stack, type StackProps } from './components/Box/Box';
export { VisuallyHidden } from './components/VisuallyHidden/VisuallyHidden';

// ── Primitives (forms, media primitives, feedback) ──
export { Avatar, type AvatarProps } from './components/Avatar/Avatar';
export { avatarSizes } from './components/Avatar/Avatar.css';
export { Checkbox, type CheckboxProps, type CheckedState } from './components/Checkbox/Checkbox';
export { Field, type FieldControlProps, type FieldProps } from './components/Field/Field';
export { FileInput, type FileInputMessages, type FileInputProps } from './components/FileInput/FileInput';
export {
  type FileAcceptPreset,
  fileAcceptPresets,
  formatFileSize,
  matchesAccept,
} from './components/FileInput/fileUtils';
export { Image, type ImageProps } from './components/Image/Image';
export { imageFits, imageRadii } from './components/Image/Image.css';
export {
  isDirectSrc,
  MEDIA_PREFIX,
  MEDIA_THUMB_PREFIX,
  type MediaUrlOptions,
  mediaCandidates,
  mediaUrl,
} from './components/Image/mediaUrl';
export { Input, type InputProps } from './components/Input/Input';
export { Link, type LinkProps } from './components/Link/Link';
export { linkTones, linkUnderlines } from './components/Link/Link.css';
export { PasswordInput, type PasswordInputProps } from './components/PasswordInput/PasswordInput';
export { ProgressBar, type ProgressBarProps } from './components/ProgressBar/ProgressBar';
export { progressSizes, progressTones } from './components/ProgressBar/ProgressBar.css';
export { controlSizes } from './components/private/control.css';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './components/RadioGroup/RadioGroup';
export { radioGroupVariants } from './components/RadioGroup/RadioGroup.css';
export { Select, type SelectOption, type SelectProps } from './components/Select/Select';
export { Skeleton, type SkeletonProps } from './components/Skeleton/Skeleton';
export { skeletonShapes } from './components/Skeleton/Skeleton.css';
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner';
export { spinnerSizes } from './components/Spinner/Spinner.css';
export {
  Tabs,
  type TabsContentProps,
  type TabsListProps,
  type TabsRootProps,
  type TabsTriggerProps,
} from './components/Tabs/Tabs';
export { tabsVariants } from './components/Tabs/Tabs.css';
export { Textarea, type TextareaProps } from './components/Textarea/Textarea';
export { primitiveMessages } from './i18n/primitives';

// ── Overlays ──
export {
  DropdownMenu,
  type DropdownMenuContentProps,
  type DropdownMenuItemProps,
} from './components/DropdownMenu/DropdownMenu';
export { dropdownItemTones } from './components/DropdownMenu/DropdownMenu.css';
export { Modal, type ModalActionsProps, type ModalContentProps, type ModalSize } from './components/Modal/Modal';
export { modalSizes, statusModalVariants } from './components/Modal/Modal.css';
export { StatusModal, type StatusModalProps, type StatusModalVariant } from './components/Modal/StatusModal';
export { PortalContainerProvider, usePortalContainer } from './components/Modal/PortalContainer';
export {
  buildShareUrls,
  ShareDialog,
  type ShareDialogProps,
  type ShareNetwork,
} from './components/ShareDialog/ShareDialog';
export { shareNetworks } from './components/ShareDialog/ShareDialog.css';
export {
  TOAST_DURATION,
  Toast,
  type ToastApi,
  type ToastOptions,
  type ToastProps,
  ToastProvider,
  type ToastProviderProps,
  type ToastVariant,
  ToastViewport,
  useOptionalToast,
  useToast,
} from './components/Toast/Toast';
export { LazyToastProvider } from './components/Toast/LazyToastProvider';
export { toastVariants } from './components/Toast/Toast.css';

// ── Content ──
export { BlockHeader, type BlockHeaderProps } from './components/BlockHeader/BlockHeader';
export { CategoryTile, type CategoryTileProps } from './components/CategoryTile/CategoryTile';
export {
  ChannelCard,
  type ChannelCardProps,
  ChannelCardSkeleton,
  type ChannelCardVariant,
} from './components/ChannelCard/ChannelCard';
export { channelCardVariants } from './components/ChannelCard/ChannelCard.css';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState';
export { emptyStateSizes } from './components/EmptyState/EmptyState.css';
export {
  EpisodeCard,
  type EpisodeCardLayout,
  type EpisodeCardProps,
  type EpisodePlayState,
  EpisodeCardSkeleton,
} from './components/EpisodeCard/EpisodeCard';
export { episodeCardLayouts } from './components/EpisodeCard/EpisodeCard.css';
export { ExpandableText, type ExpandableTextProps } from './components/ExpandableText/ExpandableText';
export { sanitizeHtml } from './components/ExpandableText/sanitizeHtml';
export { NotFound, type NotFoundProps } from './components/NotFound/NotFound';
export { StarRating, type StarRatingProps, type StarRatingSize } from './components/StarRating/StarRating';
export { starRatingSizes } from './components/StarRating/StarRating.css';
export { StatCard, type StatCardProps } from './components/StatCard/StatCard';
export { statCardTones } from './components/StatCard/StatCard.css';
export { SubscribeButton, type SubscribeButtonProps } from './components/SubscribeButton/SubscribeButton';
export {
  formatCount,
  formatDate,
  formatDuration,
  formatListeningTime,
  formatRating,
  formatVideoLength,
  isoDate,
  parseDuration,
} from './utils/format';

// ── Navigation ──
export {
  BURGER_MENU_ITEM_COUNT,
  BurgerMenu,
  type BurgerMenuLabels,
  type BurgerMenuProps,
  type NavigationMenuItem,
} from './components/BurgerMenu/BurgerMenu';
export {
  DURATION_10_TO_15,
  DURATION_OVER_15,
  DURATION_UNDER_10,
  type DurationFilter,
  durationFilters,
  emptyFilterValue,
  type FilterAuthor,
  FilterBar,
  type FilterBarLabels,
  type FilterBarProps,
  type FilterCategory,
  type FilterGroup,
  type FilterValue,
  filterGroups,
  type SortOrder,
  sortOrders,
} from './components/FilterBar/FilterBar';
export {
  Footer,
  type FooterLabels,
  type FooterProps,
  type FooterSocialLink,
  type SocialNetwork,
  socialNetworks,
} from './components/Footer/Footer';
export { Header, type HeaderLabels, type HeaderProps, type HeaderUser } from './components/Header/Header';
export { Logo, type LogoProps } from './components/Logo/Logo';
export { logoSizes, logoVariants } from './components/Logo/Logo.css';
export {
  MobileBottomBar,
  type MobileBottomBarItem,
  type MobileBottomBarProps,
  mobileBottomBarItems,
} from './components/MobileBottomBar/MobileBottomBar';
export {
  ProfileSidebar,
  type ProfileSidebarEntry,
  type ProfileSidebarProps,
  type ProfileSidebarUser,
  profileSidebarEntries,
  profileSidebarHrefs,
} from './components/ProfileSidebar/ProfileSidebar';
export { PageTransition, type PageTransitionProps } from './components/PageTransition/PageTransition';
export type { NavigationLinkProps, RenderLink } from './components/private/navigationLink';
export {
  SEARCH_DEBOUNCE_MS,
  SEARCH_MAX_RESULTS,
  SEARCH_MIN_QUERY_LENGTH,
  SEARCH_MOBILE_MAX_RESULTS,
  SEARCH_MOBILE_MIN_QUERY_LENGTH,
  SearchBox,
  type SearchBoxLabels,
  type SearchBoxProps,
  type SearchResult,
} from './components/SearchBox/SearchBox';
export { ThemeToggle, type ThemeToggleProps } from './components/ThemeToggle/ThemeToggle';
export { TitleBar, type TitleBarProps } from './components/TitleBar/TitleBar';

// ── Media and data ──
export { ActivityChart, type ActivityChartProps } from './components/ActivityChart/ActivityChart';
export {
  type ActivityByDate,
  type ActivityByWeekday,
  type ActivityData,
  type ActivityPoint,
  type ActivityRange,
  activityPoints,
  activityRanges,
  type DaySlot,
  daySlots,
  formatHours,
  monthPoints,
  slotPoints,
  type WeekdayActivity,
  type WeekdayName,
  weekdayNames,
  weekdayOf,
  weekdayPoints,
} from './components/ActivityChart/activityData';
export { Equaliser, type EqualiserProps } from './components/Equaliser/Equaliser';
export { MiniPlayer, type MiniPlayerLinkProps, type MiniPlayerProps } from './components/MiniPlayer/MiniPlayer';
export type { ExternalPlayback } from './components/private/usePlayerBinding';
export { miniPlayerPlacements } from './components/MiniPlayer/MiniPlayer.css';
export { Player, type PlayerHandle, type PlayerProps } from './components/Player/Player';
export { type PlayerKind, playerKindOf } from './components/private/playerKind';
export { playerKinds } from './components/Player/Player.css';
export {
  type MediaSessionInfo,
  type PlaybackRate,
  type PlayerControls,
  type PlayerState,
  type PlayerStatus,
  playbackRates,
  SEEK_STEP,
  type UsePlayerOptions,
  usePlayer,
} from './components/Player/usePlayer';
export { formatMediaTime, formatMediaTimeWords } from './components/private/mediaTime';
export { Slider, type SliderProps, type SlidesPerView } from './components/Slider/Slider';
export {
  UploadProgress,
  type UploadProgressProps,
  type UploadState,
  uploadState,
} from './components/UploadProgress/UploadProgress';
export { uploadStates } from './components/UploadProgress/UploadProgress.css';

// Demo data for stories and tests of the consumers (apps/web screens)
export * as fixtures from './stories/fixtures';
