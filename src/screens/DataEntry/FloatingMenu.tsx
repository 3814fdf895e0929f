import { Menu as MenuIcon } from 'lucide-react';
import { Button, DialogTrigger, IconButton, Popover, PopoverDialog } from '../../ui';
import * as styles from './DataEntry.css';

export const floatingMenuActions = ['view-data', 'view-file', 'import-wpd', 'export-wpd', 'user-manual'] as const;
export type FloatingMenuAction = (typeof floatingMenuActions)[number];

export const floatingMenuLabels: Record<FloatingMenuAction, string> = {
  'view-data': 'View current data',
  'view-file': 'View current file',
  'import-wpd': 'Import WebPlotDigitizer project',
  'export-wpd': 'Export WebPlotDigitizer project',
  'user-manual': 'User manual',
};

export interface FloatingMenuProps {
  onAction: (action: FloatingMenuAction) => void;
}

/**
 * The menu floating over the canvas: the raw data, the file at the current page, WebPlotDigitizer
 * projects in and out, the user manual.
 * A popover of buttons rather than a menu widget: the app's login page shares its chunk of
 * menu code with this screen otherwise, 13 KB gzip more before anyone logs in.
 */
export function FloatingMenu({ onAction }: FloatingMenuProps) {
  return (
    <div className={styles.floatingMenu}>
      <DialogTrigger>
        <IconButton label="Data entry menu" icon={<MenuIcon />} variant="primary" tooltipPlacement="start" />
        <Popover placement="top end">
          <PopoverDialog aria-label="Data entry menu" className={styles.floatingMenuList}>
            {({ close }) =>
              floatingMenuActions.map((id, index) => (
                <Button
                  key={id}
                  autoFocus={index === 0}
                  variant="quiet"
                  onPress={() => {
                    close();
                    onAction(id);
                  }}
                >
                  {floatingMenuLabels[id]}
                </Button>
              ))
            }
          </PopoverDialog>
        </Popover>
      </DialogTrigger>
    </div>
  );
}
