import {
  Building2,
  CircleCheckBig,
  ClipboardCheck,
  FileText,
  FolderKanban,
  GraduationCap,
  LayoutDashboard,
  BookOpenText,
  Settings,
  Tag,
  Tags,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { NavigationDrawer, type NavigationEntry } from '../../ui';
import { userInitials, visibleNavigation, type NavigationAccess, type NavigationItem, type NavigationItemId } from './visibleNavigation';
import * as styles from './Navigation.css';

/** The application version shown at the foot of the drawer. */
export const APP_VERSION = '1.12.195';

const icons: Record<NavigationItemId | 'tag-management', LucideIcon> = {
  dashboard: LayoutDashboard,
  training: GraduationCap,
  'quality-control': ClipboardCheck,
  'completed-extractions': CircleCheckBig,
  'project-management': FolderKanban,
  'paper-management': FileText,
  'tag-management': Tags,
  'tag-groups': Tags,
  'base-tags': Tag,
  'user-management': Users,
  organizations: Building2,
  metathesaurus: BookOpenText,
  settings: Settings,
};

function toDrawerEntry(item: NavigationItem): NavigationEntry {
  if (item.kind === 'group') {
    return { id: item.id, label: item.label, icon: icons[item.id], children: item.children.map(toDrawerEntry) };
  }
  return { id: item.id, label: item.label, href: item.href, icon: icons[item.id] };
}

/** The signed-in user as the drawer shows them. */
export interface NavigationUserDetails {
  firstName: string;
  lastName: string;
  email: string;
}

export interface AppNavigationProps extends NavigationAccess {
  /** The signed-in user: initials, full name and e-mail head the drawer. */
  user: NavigationUserDetails;
  /** The current page's path; its entry is marked current. */
  currentHref?: string;
  /** Shown at the foot of the drawer. @default APP_VERSION */
  version?: string;
}

/** The navigation drawer with the entries this user may see. */
export function AppNavigation({ user, currentHref, version = APP_VERSION, ...access }: AppNavigationProps) {
  const entries = visibleNavigation(access).map(toDrawerEntry);
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  return (
    <NavigationDrawer
      user={{ initials: userInitials(user.firstName, user.lastName), fullName, email: user.email }}
      entries={entries}
      {...(currentHref === undefined ? {} : { currentHref })}
      footer={<p className={styles.version}>Version {version}</p>}
    />
  );
}
