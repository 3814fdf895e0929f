export { rawDataViewerTitle, authorAndYear, RAW_DATA_VIEWER_TITLE } from './RawDataViewer/title';
export { formatCountdown, sessionTimeoutMessage, SESSION_COUNTDOWN_MS, INACTIVITY_LIMIT_MS } from './Session/countdown';
export {
  visibleNavigation,
  userInitials,
  type NavigationAccess,
  type NavigationEntry,
  type NavigationLink,
  type NavigationGroup,
  type NavigationEntryId,
} from './Navigation/visibleNavigation';
