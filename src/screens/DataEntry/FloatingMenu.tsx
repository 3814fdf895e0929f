import { Menu as MenuIcon } from 'lucide-react';
import { MenuButton, MenuItem } from '../../ui';
import * as styles from './DataEntry.css';

export const floatingMenuActions = ['view-data', 'view-file', 'user-manual'] as const;
export type FloatingMenuAction = (typeof floatingMenuActions)[number];

export const floatingMenuLabels: Record<FloatingMenuAction, string> = {
  'view-data': 'View current data',
  'view-file': 'View current file',
  'user-manual': 'User manual',
};

export interface FloatingMenuProps {
  onAction: (action: FloatingMenuAction) => void;
}

/** The menu floating over the canvas: the raw data, the file at the current page, the user manual. */
export function FloatingMenu({ onAction }: FloatingMenuProps) {
  return (
    <div className={styles.floatingMenu}>
      <MenuButton label="Data entry menu" icon={<MenuIcon />} variant="primary" placement="top end" onAction={(key) => onAction(key as FloatingMenuAction)}>
        {floatingMenuActions.map((id) => (
          <MenuItem key={id} id={id}>
            {floatingMenuLabels[id]}
          </MenuItem>
        ))}
      </MenuButton>
    </div>
  );
}
