import { Fragment, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ListBox, ListBoxItem, type Key } from 'react-aria-components';
import { CircleCheck, KeyRound, Lightbulb } from 'lucide-react';
import clsx from 'clsx';
import { Button, ComboBox, ToggleButton, Toolbar, Tooltip } from '../../../ui';
import { visuallyHidden } from '../../../ui/theme/a11y.css';
import { TAGGING_LIMITS, comboboxTagGroups } from '../../core/tagging';
import {
  TAG_DESCRIPTIONS,
  branchLevelName,
  type CollectedDataSummary,
  type StudyBranchOption,
  type TagButtonModel,
} from './taggingToolbarState';
import * as styles from './TaggingToolbar.css';

/** A tag group as the combobox offers it. */
export interface TagGroupOption {
  uuid: string;
  name: string;
}

/** Texts of the toolbar that are not hints. */
export const TAGGING_TOOLBAR_TEXT = {
  toolbar: 'Tagging',
  tagGroup: 'Tag group',
  tagGroupPlaceholder: 'Choose a tag group',
  noTagGroups: 'No tag groups match',
  branches: 'Study branch',
  noBranches: 'No study branches yet: add a study in the study tree',
  showStudyTree: 'Show the study tree',
  tags: 'Tags',
  noGroupTags: 'Choose a tag group to see its tags',
  noTags: 'This tag group has no tags',
  collectedData: 'Collected data',
  noSelection: 'Select a point or text item to see its collected data',
  noRows: 'Nothing collected yet',
  hint: 'Hint',
} as const;

/** When the hint tooltip opens after the hint changes, and how long it stays (spec 3 section 9). */
export interface HintTimes {
  /** @default 500 */
  openDelayMs: number;
  /** @default 3000 */
  hideAfterMs: number;
}

const DEFAULT_HINT_TIMES: HintTimes = { openDelayMs: TAGGING_LIMITS.tooltipOpenDelayMs, hideAfterMs: TAGGING_LIMITS.hintHideMs };

export interface TaggingToolbarProps {
  /** Every tag group of the project; the combobox leaves out branch groups and sorts the rest. */
  tagGroups: readonly TagGroupOption[];
  /** The chosen tag group. */
  activeGroupUuid: string | null;
  /** The study tree's branches, parents first (see `studyBranchOptions`). */
  branches: readonly StudyBranchOption[];
  /** The chosen branch's composite key. */
  activeBranchKey: string | null;
  /** The chosen group's tags with their states (see `tagButtons`). */
  tags: readonly TagButtonModel[];
  /** The selected point's or text item's collected data, or null when nothing is selected. */
  selectedPoint: CollectedDataSummary | null;
  /** What to do next (see `taggingHint`). */
  hint: string;
  onTagGroupChange: (groupUuid: string) => void;
  onBranchChange: (compositeKey: string) => void;
  /** A tag button was pressed: toggle it (see `nextPressedTag`). */
  onTagPress: (tagUuid: string) => void;
  /** While the study tree is hidden: an empty branch list offers to show it. */
  onShowStudyTree?: () => void;
  /** Controls the hint tooltip; by default it opens after the hint changes and hides itself. */
  isHintOpen?: boolean;
  onHintOpenChange?: (isOpen: boolean) => void;
  /** @default { openDelayMs: 500, hideAfterMs: 3000 } */
  hintTimes?: HintTimes;
  className?: string;
}

/**
 * The hint tooltip's open state: it opens `openDelayMs` after the hint changes (not on first show),
 * also on hover or focus of its button, and hides itself `hideAfterMs` after opening.
 */
export function useHintTooltip(hint: string, times: HintTimes, isOpen?: boolean, onOpenChange?: (isOpen: boolean) => void) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = isOpen ?? ownOpen;
  const [seenHint, setSeenHint] = useState(hint);
  const [changes, setChanges] = useState(0);
  if (seenHint !== hint) {
    setSeenHint(hint);
    setChanges((n) => n + 1);
  }
  const setOpen = (next: boolean) => {
    if (isOpen === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  const setOpenRef = useRef(setOpen);
  setOpenRef.current = setOpen;

  useEffect(() => {
    if (changes === 0) return;
    const timer = setTimeout(() => setOpenRef.current(true), times.openDelayMs);
    return () => clearTimeout(timer);
  }, [changes, times.openDelayMs]);

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setOpenRef.current(false), times.hideAfterMs);
    return () => clearTimeout(timer);
  }, [open, changes, times.hideAfterMs]);

  return { isOpen: open, setOpen };
}

/**
 * Left and Right in the tag-group field. Inside the text they move the caret while it can move that
 * way. Otherwise they leave the field for its neighbour directly: the toolbar's own walk would stop on
 * the field's list button, where the list, opened by focusing the field, would stay open and hide the
 * rest of the toolbar from assistive technology.
 */
function tagGroupFieldArrows(event: KeyboardEvent, field: HTMLElement | null) {
  if ((event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') || !field || !(event.target instanceof HTMLElement)) return;
  if (!field.contains(event.target)) return;
  const input = field.querySelector('input');
  if (event.target === input) {
    const { selectionStart, selectionEnd, value } = input;
    const atStart = selectionStart === 0 && selectionEnd === 0;
    const atEnd = selectionStart === value.length && selectionEnd === value.length;
    if ((event.key === 'ArrowLeft' && !atStart) || (event.key === 'ArrowRight' && !atEnd)) {
      // Only the toolbar's handler is skipped; the browser still moves the caret.
      event.stopPropagation();
      return;
    }
  }
  event.stopPropagation();
  event.preventDefault();
  if (event.key === 'ArrowRight') nextFocusable(field)?.focus();
  else if (event.target !== input) input?.focus();
}

/** The first control after `element` within its toolbar. */
function nextFocusable(element: HTMLElement): HTMLElement | undefined {
  const toolbar = element.closest('[role="toolbar"]');
  if (!toolbar) return undefined;
  const candidates = toolbar.querySelectorAll<HTMLElement>('input, button, [tabindex]');
  return Array.from(candidates).find(
    (c) =>
      !element.contains(c) &&
      element.compareDocumentPosition(c) & Node.DOCUMENT_POSITION_FOLLOWING &&
      !c.matches(':disabled, [aria-disabled="true"], [hidden]'),
  );
}

/**
 * The bottom-centre tagging toolbar: the tag-group combobox, the study-tree list, the tags panel, the
 * collected data of the selected point, and the hint. One Tab stop; arrow keys move across it.
 */
export function TaggingToolbar({
  tagGroups,
  activeGroupUuid,
  branches,
  activeBranchKey,
  tags,
  selectedPoint,
  hint,
  onTagGroupChange,
  onBranchChange,
  onTagPress,
  onShowStudyTree,
  isHintOpen,
  onHintOpenChange,
  hintTimes = DEFAULT_HINT_TIMES,
  className,
}: TaggingToolbarProps) {
  const id = useId();
  const ids = {
    branches: `${id}-branches`,
    tags: `${id}-tags`,
    data: `${id}-data`,
    collected: `${id}-collected`,
    positionless: `${id}-positionless`,
  };
  // Every group but the branch groups, in the spec's order; the combobox shows 20 and counts the rest.
  const groups = comboboxTagGroups(tagGroups, Number.POSITIVE_INFINITY);
  const activeGroup = groups.find((g) => g.uuid === activeGroupUuid) ?? null;
  const hintTooltip = useHintTooltip(hint, hintTimes, isHintOpen, onHintOpenChange);
  const tagGroupField = useRef<HTMLDivElement>(null);
  const branchList = useRef<HTMLDivElement>(null);
  // Bring the chosen branch into sight in the short list, without scrolling the page. The list fills
  // in its options after its own first render, so this waits a frame.
  useEffect(() => {
    if (!activeBranchKey) return;
    const frame = requestAnimationFrame(() => {
      const list = branchList.current;
      const option = list?.querySelector<HTMLElement>('[aria-selected="true"]');
      if (!list || !option) return;
      // The list is positioned, so offsetTop counts from its top.
      const top = option.offsetTop;
      if (top < list.scrollTop || top + option.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = Math.max(0, top - 2);
    });
    return () => cancelAnimationFrame(frame);
  }, [activeBranchKey]);
  // The combobox text is ours to keep: with both the selection and the text controlled, react-aria
  // leaves it to the owner to show the chosen group's name (and to restore it after a typed search).
  const [groupText, setGroupText] = useState(activeGroup?.name ?? '');
  const [groupTextFor, setGroupTextFor] = useState(activeGroup?.uuid ?? null);
  if ((activeGroup?.uuid ?? null) !== groupTextFor) {
    setGroupTextFor(activeGroup?.uuid ?? null);
    setGroupText(activeGroup?.name ?? '');
  }

  return (
    <div
      className={clsx(styles.root, className)}
      onKeyDownCapture={(event) => tagGroupFieldArrows(event, tagGroupField.current)}
    >
      <Toolbar aria-label={TAGGING_TOOLBAR_TEXT.toolbar} className={styles.toolbar}>
        <div className={styles.grid}>
          <div className={styles.groupPanel}>
            <div ref={tagGroupField}>
              <ComboBox<TagGroupOption>
                label={TAGGING_TOOLBAR_TEXT.tagGroup}
                items={groups}
                getKey={(g) => g.uuid}
                getLabel={(g) => g.name}
                maxItems={TAGGING_LIMITS.dropdownItems}
                minChars={0}
                emptyText={TAGGING_TOOLBAR_TEXT.noTagGroups}
                placeholder={TAGGING_TOOLBAR_TEXT.tagGroupPlaceholder}
                selectedKey={activeGroup?.uuid ?? null}
                inputValue={groupText}
                onInputChange={setGroupText}
                onSelectionChange={(key: Key | null) => {
                  const chosen = groups.find((g) => g.uuid === key) ?? activeGroup;
                  setGroupText(chosen?.name ?? '');
                  if (chosen && chosen.uuid !== activeGroupUuid) onTagGroupChange(chosen.uuid);
                }}
              />
            </div>
          </div>

          <div className={styles.branchPanel}>
            <span id={ids.branches} className={styles.panelTitle}>
              {TAGGING_TOOLBAR_TEXT.branches}
            </span>
            <ListBox<StudyBranchOption>
              ref={branchList}
              aria-labelledby={ids.branches}
              className={styles.branchList}
              items={branches}
              selectionMode="single"
              disallowEmptySelection
              selectedKeys={activeBranchKey ? [activeBranchKey] : []}
              onSelectionChange={(selection) => {
                if (selection === 'all') return;
                const [key] = [...selection];
                if (key !== undefined && key !== activeBranchKey) onBranchChange(String(key));
              }}
              renderEmptyState={() => <p className={styles.emptyText}>{TAGGING_TOOLBAR_TEXT.noBranches}</p>}
            >
              {(branch) => {
                const level = branchLevelName(branch.key);
                return (
                  <ListBoxItem id={branch.key} textValue={branch.label} className={styles.branchItem}>
                    <span className={styles.branchLabel}>{branch.label}</span>
                    {level ? <span className={styles.branchLevel}>{level}</span> : null}
                  </ListBoxItem>
                );
              }}
            </ListBox>
            {branches.length === 0 && onShowStudyTree ? (
              <Button size="small" variant="quiet" onPress={onShowStudyTree}>
                {TAGGING_TOOLBAR_TEXT.showStudyTree}
              </Button>
            ) : null}
          </div>

          <div className={styles.tagsPanel}>
            <div className={styles.titleRow}>
              <span id={ids.tags} className={styles.panelTitle}>
                {activeGroup ? `${TAGGING_TOOLBAR_TEXT.tags}: ${activeGroup.name}` : TAGGING_TOOLBAR_TEXT.tags}
              </span>
              <div className={styles.hintSlot}>
                <Tooltip content={hint} isOpen={hintTooltip.isOpen} onOpenChange={hintTooltip.setOpen} delay={hintTimes.openDelayMs} placement="top">
                  <Button variant="quiet" size="small" className={styles.hintButton}>
                    <Lightbulb size={16} aria-hidden="true" />
                    {TAGGING_TOOLBAR_TEXT.hint}
                  </Button>
                </Tooltip>
              </div>
            </div>
            <span id={ids.collected} hidden>
              {TAG_DESCRIPTIONS.collected}
            </span>
            <span id={ids.positionless} hidden>
              {TAG_DESCRIPTIONS.positionless}
            </span>
            <div
              role="group"
              aria-labelledby={ids.tags}
              className={styles.tagList}
              // Disabled tags cannot take focus, so the list itself does, to be scrolled from the keyboard.
              tabIndex={activeGroup && tags.length > 0 && !activeBranchKey ? 0 : undefined}
            >
              {!activeGroup ? (
                <p className={styles.emptyText}>{TAGGING_TOOLBAR_TEXT.noGroupTags}</p>
              ) : tags.length === 0 ? (
                <p className={styles.emptyText}>{TAGGING_TOOLBAR_TEXT.noTags}</p>
              ) : (
                tags.map((tag) => {
                  const describedBy = [tag.collected ? ids.collected : null, tag.positionless ? ids.positionless : null].filter(Boolean).join(' ');
                  return (
                    <ToggleButton
                      key={tag.uuid}
                      size="small"
                      className={styles.tagButton}
                      isSelected={tag.state === 'pressed'}
                      onChange={() => onTagPress(tag.uuid)}
                      isDisabled={!activeBranchKey}
                      aria-describedby={describedBy || undefined}
                      data-state={tag.state}
                      data-collected={tag.collected || undefined}
                    >
                      {tag.positionless ? <KeyRound className={styles.keyMark} aria-hidden="true" /> : null}
                      {tag.name}
                      {tag.collected ? <CircleCheck className={styles.collectedMark} aria-hidden="true" /> : null}
                    </ToggleButton>
                  );
                })
              )}
            </div>
          </div>

          <div className={styles.dataPanel}>
            <span id={ids.data} className={styles.panelTitle}>
              {TAGGING_TOOLBAR_TEXT.collectedData}
            </span>
            {selectedPoint ? (
              // Focusable so keyboard users can scroll a long list of rows.
              <div role="group" aria-labelledby={ids.data} tabIndex={0} className={styles.dataScroller}>
                <p className={styles.pointName}>{selectedPoint.name}</p>
                {selectedPoint.tagGroup || selectedPoint.branch ? (
                  <p className={styles.pointContext}>{[selectedPoint.tagGroup, selectedPoint.branch].filter(Boolean).join(' · ')}</p>
                ) : null}
                {selectedPoint.rows.length > 0 ? (
                  <dl className={styles.dataRows}>
                    {selectedPoint.rows.map((row, i) => (
                      <Fragment key={i}>
                        <dt className={styles.dataTag}>{row.tag}</dt>
                        <dd className={styles.dataValue}>{row.value}</dd>
                      </Fragment>
                    ))}
                  </dl>
                ) : (
                  <p className={styles.emptyText}>{TAGGING_TOOLBAR_TEXT.noRows}</p>
                )}
              </div>
            ) : (
              <p className={styles.emptyText}>{TAGGING_TOOLBAR_TEXT.noSelection}</p>
            )}
          </div>
        </div>
      </Toolbar>
      <div role="status" className={visuallyHidden}>
        {hint}
      </div>
    </div>
  );
}
