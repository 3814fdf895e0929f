import './theme/fonts';
import './theme/themes.css';

export { vars, lightTheme, darkTheme, sprinkles, tokens, type Sprinkles } from './theme';
export { Box, Stack, Inline, type BoxProps, type StackProps, type InlineProps } from './Box/Box';
export { Button, buttonVariants, buttonSizes, type ButtonProps, type ButtonVariant, type ButtonSize } from './Button/Button';
export {
  NotificationProvider,
  NotificationRegion,
  useNotify,
  type NotificationProviderProps,
  type NotificationRegionProps,
} from './Notifications/Notifications';
export {
  notifications,
  NotificationQueue,
  notificationStatuses,
  resolveNotification,
  DEFAULT_NOTIFICATION_TIMEOUT,
  CLOSE_BUTTON_MIN_TIMEOUT,
  type Notification,
  type NotificationStatus,
  type NotifyOptions,
} from './Notifications/notificationQueue';
export { TextField, textFieldTypes, type TextFieldProps, type TextFieldType } from './TextField/TextField';
export { ShowErrorsContext, useErrorVisibility, type ErrorVisibilityOptions } from './Field/errorVisibility';
export { ProgressBar, progressBarSizes, progressBarTones, type ProgressBarProps, type ProgressBarSize, type ProgressBarTone } from './ProgressBar/ProgressBar';
export { Spinner, spinnerSizes, type SpinnerProps, type SpinnerSize } from './Spinner/Spinner';
export { Skeleton, skeletonVariants, type SkeletonProps, type SkeletonVariant } from './Skeleton/Skeleton';
export { Banner, bannerTones, type BannerProps, type BannerTone } from './Banner/Banner';
export { EmptyState, type EmptyStateProps } from './EmptyState/EmptyState';
export { Tooltip, TOOLTIP_DELAY, tooltipPlacements, type TooltipProps, type TooltipPlacement } from './Tooltip/Tooltip';
export { Popover, PopoverDialog, popoverStyles, popoverBoundaries, type PopoverProps, type PopoverDialogProps, type PopoverBoundary } from './Popover/Popover';
export {
  IconButton,
  iconButtonVariants,
  iconButtonSizes,
  type IconButtonProps,
  type IconButtonVariant,
  type IconButtonSize,
} from './IconButton/IconButton';
export { ToggleButton, toggleButtonSizes, type ToggleButtonProps, type ToggleButtonSize } from './ToggleButton/ToggleButton';
export { Link, linkVariants, type LinkProps, type LinkVariant } from './Link/Link';
export {
  Menu,
  MenuItem,
  MenuSection,
  MenuSeparator,
  MenuButton,
  menuItemTones,
  type MenuProps,
  type MenuItemProps,
  type MenuSectionProps,
  type MenuButtonProps,
  type MenuItemTone,
} from './Menu/Menu';
export { Dialog, DialogTrigger, dialogMaxWidths, type DialogProps, type DialogMaxWidth } from './Dialog/Dialog';
export { ConfirmDialog, confirmTones, type ConfirmDialogProps, type ConfirmTone } from './ConfirmDialog/ConfirmDialog';
export { Badge, badgeTones, type BadgeProps, type BadgeTone } from './Badge/Badge';
export { AlertIcon, alertIconTones, alertIconSizes, type AlertIconProps, type AlertIconTone, type AlertIconSize } from './AlertIcon/AlertIcon';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox';
export { Switch, type SwitchProps } from './Switch/Switch';
export { RadioGroup, Radio, type RadioGroupProps, type RadioProps } from './RadioGroup/RadioGroup';
export {
  DataTable,
  Pager,
  dataTablePagingModes,
  dataTableDensities,
  type DataTableDensity,
  type DataTableProps,
  type DataTableColumn,
  type DataTablePagination,
  type DataTablePaging,
  type PagerProps,
} from './DataTable/DataTable';
export { sortRows, pageRows, pageCount, rangeLabel, LOADING_INDICATOR_DELAY, type SortValue } from './DataTable/dataTableLogic';
export { VirtualTable, type VirtualTableProps, type VirtualTableColumn } from './VirtualTable/VirtualTable';
export { NumberField, type NumberFieldProps } from './NumberField/NumberField';
export { TextArea, type TextAreaProps } from './TextArea/TextArea';
export { SearchField, type SearchFieldProps } from './SearchField/SearchField';
export { effectiveQuery, meetsMinLength } from './SearchField/searchQuery';
export { Select, SelectItem, selectStyles, type SelectProps, type SelectItemProps } from './Select/Select';
export { ComboBox, type ComboBoxProps } from './ComboBox/ComboBox';
export { comboBoxItems, type ComboBoxItemsOptions, type ComboBoxItemsResult } from './ComboBox/comboBoxItems';
export { Tree, type TreeProps, type TreeNode } from './Tree/Tree';
export { Disclosure, DisclosureGroup, type DisclosureProps, type DisclosureGroupProps } from './Disclosure/Disclosure';
export { Tabs, TabList, Tab, TabPanel, type TabsProps, type TabListProps, type TabProps, type TabPanelProps } from './Tabs/Tabs';
export { Toolbar, ToolbarGroup, ToolbarSeparator, type ToolbarProps, type ToolbarGroupProps } from './Toolbar/Toolbar';
export {
  NavigationDrawer,
  type NavigationDrawerProps,
  type NavigationEntry,
  type NavigationUser,
} from './NavigationDrawer/NavigationDrawer';
export { FileDropZone, type FileDropZoneProps } from './FileDropZone/FileDropZone';
export { checkFiles, formatBytes, describeFileTypes, type FileRules, type RejectedFile, type FileCheck } from './FileDropZone/fileValidation';
export { FileChip, fileChipStatuses, type FileChipProps, type FileChipStatus } from './FileChip/FileChip';
export { TagGroup, Chip, chipStyles, type TagGroupProps, type ChipProps } from './Chip/Chip';
export { ChipLabel } from './Chip/ChipLabel';
export { MultiSelectPicker, MULTI_SELECT_HINT, type MultiSelectPickerProps } from './MultiSelectPicker/MultiSelectPicker';
export { reorder, type DropPosition } from './MultiSelectPicker/reorder';
export { truncate, isTruncated, TRUNCATE_FILE_NAME, TRUNCATE_NAME } from './utils/truncate';
export { debounce, useDebouncedCallback, type Debounced } from './utils/useDebouncedCallback';
export { PasswordField, type PasswordFieldProps } from './PasswordField/PasswordField';
export {
  passwordStrength,
  loadPasswordStrength,
  usePasswordStrength,
  lengthBadge,
  strengthLabels,
  type PasswordStrength,
} from './PasswordField/strength';
