export { MetadataDialog, type MetadataDialogProps, type MetadataDialogConfirmDetails, type HeaderTagEntry } from './MetadataDialog';
export { MetadataPreviewPopup, type MetadataPreviewPopupProps } from './MetadataPreviewPopup';
export * from './metadataDialogState';
