/** The study tree panel: branches, their buttons and popups. */
export { StudyTreePanel, STUDY_TREE_TEXTS, ADD_BUTTON_LABELS, type StudyTreePanelProps } from './StudyTreePanel';
