export { rawDataViewerTitle, authorAndYear, RAW_DATA_VIEWER_TITLE } from './RawDataViewer/title';
export { formatCountdown, sessionTimeoutMessage, SESSION_COUNTDOWN_MS, INACTIVITY_LIMIT_MS } from './Session/countdown';
export {
  visibleNavigation,
  userInitials,
  type NavigationAccess,
  type NavigationItem,
  type NavigationItemLink,
  type NavigationItemGroup,
  type NavigationItemId,
} from './Navigation/visibleNavigation';
export { SessionTimeoutDialog, type SessionTimeoutDialogProps } from './Session/SessionTimeoutDialog';
export { CookieBanner, type CookieBannerProps } from './Session/CookieBanner';
export { AccessDeniedPage, type AccessDeniedPageProps } from './Session/AccessDeniedPage';
export { WelcomePage, type WelcomePageProps } from './Session/WelcomePage';
export { UserManualPage, UserManualDialog, UserManualContent, USER_MANUAL_HREF, type UserManualDialogProps, type UserManualContentProps } from './UserManual/UserManual';
export { sourceDataExtractionShortcuts, type Shortcut, type ShortcutTable } from './UserManual/shortcuts';
export { AppHeader, shellMessages, navigationToggleLabel, type AppHeaderProps } from './Shell/AppHeader';
export { AppShell, type AppShellProps } from './Shell/AppShell';
export {
  useShellNavigation,
  useMediaQuery,
  navigationModes,
  NARROW_SHELL_QUERY,
  NARROW_SHELL_MAX_WIDTH,
  type NavigationMode,
  type ShellNavigation,
} from './Shell/useShellNavigation';
export { GuestHeader, type GuestHeaderProps } from './Shell/GuestHeader';
export { PartnerLogo, type PartnerLogoProps } from './Shell/PartnerLogo';
export { HeaderBar, type HeaderBarProps } from './Shell/HeaderBar';
export { SourcebenchLogo, type SourcebenchLogoProps } from './Shell/Logo';
export { headerActionsFor, headerActionLabels, headerActionIds, shellModes, type HeaderActionId, type ShellMode } from './Shell/headerActions';
export { LoginDialog, type LoginDialogProps, type LoginCredentials } from './Login/LoginDialog';
export { ForgotPasswordDialog, type ForgotPasswordDialogProps } from './Login/ForgotPasswordDialog';
export { isSsoEmail, loginFieldError, type LoginServerError } from './Login/loginRules';
export { AppNavigation, APP_VERSION, type AppNavigationProps, type NavigationUserDetails } from './Navigation/AppNavigation';
export { UsersScreen, type UsersScreenProps } from './Users/UsersScreen';
export { UsersTable, userSubject, isAdministrator, USERS_SEARCH_DEBOUNCE_MS, type UsersTableProps } from './Users/UsersTable';
export { UserFormDialog, type UserFormDialogProps, type UserFormSubmit, type RoleOption, type OrganizationOption } from './Users/UserForm';
export { RolesTable, roleSubject, type RolesTableProps } from './Users/RolesTable';
export { PermissionsTable, permissionSubject, type PermissionsTableProps } from './Users/PermissionsTable';
export {
  AccessFormDialog,
  RoleFormDialog,
  PermissionFormDialog,
  type AccessFormDialogProps,
  type RoleFormDialogProps,
  type PermissionFormDialogProps,
  type AccessFormValues,
  type RoleFormSubmit,
  type PermissionOption,
} from './Users/RoleForm';
export { createKeySequenceMatcher, UNLOCK_SEQUENCE, KEY_SEQUENCE_WINDOW, type KeySequenceMatcher, type KeySequenceOptions } from './Users/keySequence';
export { AdminTable, ConfirmText, type AdminTableProps } from './shared/AdminTable';
export { EntityFormDialog, type EntityFormDialogProps, type EntityFormResetButton } from './shared/EntityFormDialog';
export { ADMIN_PAGE_SIZE, type AdminListProps, type AdminListFilter } from './shared/adminList';
export { localDateTime, utcDateTime, DATE_TIME_PATTERN, type DateTimeFormatter } from './shared/dateTime';
export {
  PasswordResetScreen,
  passwordResetStatuses,
  EXPIRED_LINK_MESSAGE,
  type PasswordResetScreenProps,
  type PasswordResetStatus,
} from './PasswordReset/PasswordResetScreen';
export { TagGroupsScreen, type TagGroupsScreenProps, type TagGroupsByLevel } from './TagGroups/TagGroupsScreen';
export { TagGroupFormDialog, type TagGroupFormDialogProps, type TagOption } from './TagGroups/TagGroupForm';
export { tagGroupLevels, lowerLevel, higherLevel, DEFAULT_LEVEL as DEFAULT_TAG_GROUP_TAB, type TagGroupLevel } from './TagGroups/tagGroupLevels';
export { OrganizationsScreen, type OrganizationsScreenProps } from './Organizations/OrganizationsScreen';
export {
  OrganizationFormDialog,
  userOptionLabel,
  type OrganizationFormDialogProps,
  type OrganizationFormSubmit,
  type ProjectOption,
  type UserOption,
} from './Organizations/OrganizationForm';
export { ProjectsScreen, DEFAULT_PROJECT_SORT, type ProjectsScreenProps } from './Projects/ProjectsScreen';
export {
  ProjectFormDialog,
  ProjectFormFields,
  useProjectForm,
  projectFormValues,
  EMPTY_PROJECT_FORM,
  type ProjectFormDialogProps,
  type ProjectFormFieldsProps,
  type ProjectFormValues,
  type ProjectFormSubmit,
  type ProjectOrganizationOption,
} from './Projects/ProjectForm';
export { hasChanges, useEntityForm, type EntityForm } from './shared/useEntityForm';
export { MetathesaurusScreen, metathesaurusResultTypes, noResultsText, METATHESAURUS_PROMPT, type MetathesaurusScreenProps, type MetathesaurusResults, type MetathesaurusResultType } from './Metathesaurus/MetathesaurusScreen';
export { SynonymDialog, synonymDialogSubtitle, type SynonymDialogProps } from './Metathesaurus/SynonymDialog';
export { PencilPlusIcon } from './Metathesaurus/PencilPlusIcon';
export { BaseTagsScreen, type BaseTagsScreenProps } from './BaseTags/BaseTagsScreen';
export { TagFormDialog, type TagFormDialogProps, type TagDraft } from './BaseTags/TagForm';
export { TOP_LEVEL_LABEL, findTag, findParent, subtreeIds, toTreeNodes, type BaseTagTreeNode } from './BaseTags/baseTagTree';
export { SettingsScreen, type SettingsScreenProps } from './Settings/SettingsScreen';
export { PasswordPanel, COMPANY_PASSWORD_NOTICE, type PasswordPanelProps, type PasswordChange } from './Settings/PasswordPanel';
export { ApiTokensPanel, COPY_CONFIRMATION_MS, API_TOKENS_LOAD_ERROR, type ApiTokensPanelProps } from './Settings/ApiTokensPanel';
export { DataEntryScreen, dataEntryStatuses, saveStates, saveStateLabels, type DataEntryScreenProps, type DataEntryStatus, type SaveState } from './DataEntry/DataEntryScreen';
export { DataEntryWorkspace, type DataEntryWorkspaceProps, type WorkspaceFocus, type WorkspaceLayout } from './DataEntry/DataEntryWorkspace';
export { type SurvivalIpdDownload } from './DataEntry/SurvivalHost';
export { ValidationDialog, problemLocation, type ValidationDialogProps } from './DataEntry/ValidationDialog';
export { UnsupportedVersionDialog, type UnsupportedVersionDialogProps } from './DataEntry/UnsupportedVersionDialog';
export { WpdImportDialog, WPD_PROJECT_MAX_BYTES, type WpdImportDialogProps, type WpdImportState } from './DataEntry/WpdImportDialog';
export { RecoveredEditsDialog, type RecoveredEditsDialogProps, type RecoveredEdits } from './DataEntry/RecoveredEditsDialog';
export { ConflictDialog, type ConflictDialogProps, type ConflictItem, type ConflictChoice } from './DataEntry/ConflictDialog';
export { FloatingMenu, floatingMenuActions, floatingMenuLabels, type FloatingMenuProps, type FloatingMenuAction } from './DataEntry/FloatingMenu';
export { WorkspaceTree, type WorkspaceTreeProps, type WorkspaceTreeNode } from './DataEntry/WorkspaceTree';
export { FilePageSelector, type FilePageSelectorProps } from './DataEntry/FilePageSelector';
export {
  DATA_ENTRY_MESSAGES,
  UNSUPPORTED_BEFORE,
  isUnsupportedSave,
  treeRootOf,
  workspaceAxes,
  describeConflictValue,
  type ValidationProblem,
  type ValidationReport,
  type TreeRoot,
  type WorkspaceAxes,
} from './DataEntry/dataEntryRules';
export { FilePageViewer, type FilePageViewerProps } from './DataEntry/FilePageViewer';
export { HistoryPanel, historyPanelStatuses, HISTORY_MESSAGES, versionHeading, changeCountsText, changeLines, type HistoryPanelProps, type HistoryPanelStatus, type VersionChanges } from './History/HistoryPanel';
export {
  PaperFormDialog,
  PaperFormStatusDialog,
  type PaperFormDialogProps,
  type PaperFormStatusDialogProps,
  type PaperFormSubmit,
  type PaperProjectOption,
  type PaperIdentifiers,
  type ProjectAttachment,
} from './PaperForm/PaperFormDialog';
export {
  checkPaperForm,
  uniquenessErrors,
  citationQuery,
  citationSummary,
  applyCitation,
  paperFormValues,
  toPaperInput,
  newFileKey,
  addFiles,
  EMPTY_PAPER_FORM,
  PROJECT_ATTACH_MODES,
  PROJECT_REQUIRED,
  type PaperFormValues,
  type PaperFormPaper,
  type PaperFormField,
  type PaperFormCheck,
  type KnownPaper,
  type CitationQuery,
  type CitationSummary,
  type ProjectAttachMode,
} from './PaperForm/paperFormRules';
export { PapersTable, PAPERS_TABLE_MESSAGES, type PapersTableProps, type WorkStart } from './Papers/PapersTable';
export { PaperWorkPage, type PaperWorkPageProps } from './Papers/PaperWorkPage';
export {
  papersTableModes,
  pageSizeOf,
  openEntryOf,
  workOf,
  completedEntries,
  paperLabel,
  isQueueItem,
  PAPERS_PAGE_SIZE,
  QUEUE_PAGE_SIZE,
  PAPER_SEARCH_MIN_LENGTH,
  PAPER_SEARCH_DEBOUNCE_MS,
  UNNAMED_PAPER,
  type PapersTableMode,
  type PapersTableItem,
  type QueueItem,
  type PaperWork,
} from './Papers/paperRows';
export { FilesScreen, FILES_MESSAGES, FILES_PAGE_SIZE, DEFAULT_FILES_SORT, type FilesScreenProps } from './Files/FilesScreen';
export {
  UploadFilesDialog,
  type UploadFilesDialogProps,
  type UploadFilesRequest,
  type UploadOutcome,
  type UploadProgress,
  type FileUploadStatus,
  type ChosenFile,
  type PaperAttachment,
} from './Files/UploadFilesDialog';
export { PaperPicker, paperOptionLabel, PAPER_PICKER_MESSAGES, type PaperPickerProps, type PaperOption } from './Files/PaperPicker';
export { uploadFormErrors, UPLOAD_MESSAGES, ATTACH_MODES, type AttachMode, type UploadFormState } from './Files/uploadRules';
export {
  CompletedExtractionsScreen,
  COMPLETED_EXTRACTIONS_MESSAGES,
  COMPLETED_EXTRACTIONS_PAGE_SIZE,
  DEFAULT_COMPLETED_SORT,
  type CompletedExtractionsScreenProps,
  type CompletedPaper,
} from './CompletedExtractions/CompletedExtractionsScreen';
export { InvalidDataExtractionDialog, INVALID_EXTRACTION_TITLE, formatErrorText, problemRows, type InvalidDataExtractionDialogProps } from './CompletedExtractions/InvalidDataExtractionDialog';
export {
  EXTRACTION_DOWNLOAD_FORMATS,
  type ExtractionDownloadFormat,
  type ExtractionDownloadRequest,
  type ExtractionDownloadProgress,
  type CompletedExtractionRef,
  type InvalidExtractions,
  type InvalidExtractionProblem,
} from './CompletedExtractions/downloads';
export { DataViewerScreen, dataViewerStatuses, type DataViewerScreenProps, type DataViewerStatus } from './DataViewer/DataViewerScreen';
export { PageWithCrosshairs, type PageWithCrosshairsProps } from './DataViewer/PageWithCrosshairs';
export {
  buildDataTree,
  filterDataTree,
  dataPointId,
  crosshairPosition,
  CROSSHAIR_SCALE_RATIO,
  DATA_SEARCH_MIN_LENGTH,
  type DataTree,
  type DataTreeNode,
  type DataTreeGrouping,
  type DataLocation,
} from './DataViewer/dataViewerTree';
export { QualityControlScreen, QC_MESSAGES, qualityControlStatuses, type QualityControlScreenProps, type QualityControlStatus } from './QualityControl/QualityControlScreen';
export {
  RawDataViewer,
  RawDataViewerScreen,
  RawDataViewerDialog,
  RAW_VIEWER_TEXT,
  type RawDataViewerProps,
  type RawDataViewerScreenProps,
  type RawDataViewerDialogProps,
} from './RawDataViewer/RawDataViewer';
export { groupRawData, filterGroups, RAW_VIEWER_LARGE_PANEL, type RawGroup, type RawRow, type RawTarget } from './RawDataViewer/rawDataGroups';
export { ProjectAgreementScreen, projectAgreementStatuses, type ProjectAgreementScreenProps, type ProjectAgreementStatus } from './ProjectAgreement/ProjectAgreementScreen';
export { AGREEMENT_TEXT } from './ProjectAgreement/agreementText';
export { AgreementProjectPicker, type AgreementProjectPickerProps } from './ProjectAgreement/AgreementProjectPicker';
