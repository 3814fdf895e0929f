import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { ArrowDownToLine, ArrowUpToLine, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import {
  Badge,
  Banner,
  Button,
  ConfirmDialog,
  DataTable,
  IconButton,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  type DataTableColumn,
} from '../../ui';
import type { TagGroup, TagGroupForm } from '../../api/schemas';
import { ConfirmText } from '../shared/AdminTable';
import { TagGroupFormDialog, type TagOption } from './TagGroupForm';
import { DEFAULT_LEVEL, higherLevel, lowerLevel, tagGroupLevels, type TagGroupLevel } from './tagGroupLevels';
import * as adminStyles from '../shared/admin.css';
import * as styles from './TagGroups.css';

/** Tag groups by level, as the server answers them: live and deleted rows together. */
export type TagGroupsByLevel = Readonly<Record<TagGroupLevel, readonly TagGroup[]>>;

export interface TagGroupsScreenProps {
  /** Every tag group, by level. */
  tagGroups: TagGroupsByLevel;
  /** The groups are loading. @default false */
  isLoading?: boolean;
  /** Why the groups could not be loaded; shown above the tabs. */
  error?: string | null;
  /** The tab that opens first. @default 2 */
  defaultLevel?: TagGroupLevel;
  /** List deleted groups instead of live ones at first. @default false */
  defaultShowDeleted?: boolean;
  /** Finds base tags for the form's 'Base tags' search. */
  onSearchTags: (text: string, signal: AbortSignal) => Promise<readonly TagOption[]>;
  /** Saves a new group on the open tab's level; the dialog closes when it resolves. */
  onCreate: (values: TagGroupForm) => Promise<unknown>;
  /** Saves changes to a group; the dialog closes when it resolves. */
  onUpdate: (tagGroup: TagGroup, values: TagGroupForm) => Promise<unknown>;
  /** Soft-deletes a group after confirmation. */
  onDelete: (tagGroup: TagGroup) => Promise<unknown>;
  /** Restores a deleted group after confirmation. */
  onRestore: (tagGroup: TagGroup) => Promise<unknown>;
  /** Moves a group one level down or up. */
  onMoveLevel: (tagGroup: TagGroup, level: TagGroupLevel) => Promise<unknown>;
}

type Confirmation = { kind: 'delete' | 'restore'; tagGroup: TagGroup };
type FormTarget = { tagGroup: TagGroup | undefined };

const isDeleted = (group: TagGroup) => group.deleted_at !== null;

const columns: DataTableColumn<TagGroup>[] = [
  { id: 'name', name: 'Name', isRowHeader: true },
  { id: 'description', name: 'Description', render: (group) => <span className={styles.description}>{group.description}</span> },
  {
    id: 'tags',
    name: 'Tags',
    render: (group) => (
      <ul className={styles.tagList}>
        {group.tags.map((tag) => (
          <li key={tag.uuid}>
            <Badge>{tag.name}</Badge>
          </li>
        ))}
      </ul>
    ),
  },
];

/** 'Tag groups': one tab per level with its groups, their level moves, and the group form. */
export function TagGroupsScreen({
  tagGroups,
  isLoading = false,
  error,
  defaultLevel = DEFAULT_LEVEL,
  defaultShowDeleted = false,
  onSearchTags,
  onCreate,
  onUpdate,
  onDelete,
  onRestore,
  onMoveLevel,
}: TagGroupsScreenProps) {
  const [level, setLevel] = useState<TagGroupLevel>(defaultLevel);
  const [showDeleted, setShowDeleted] = useState(defaultShowDeleted);
  const [form, setForm] = useState<FormTarget | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  // The last target stays rendered while the confirmation fades out.
  const [isConfirmOpen, setConfirmOpen] = useState(false);

  const ask = (kind: Confirmation['kind'], tagGroup: TagGroup) => {
    setConfirmation({ kind, tagGroup });
    setConfirmOpen(true);
  };

  const rowActions = (group: TagGroup) => {
    if (isDeleted(group)) {
      return <IconButton label={`Restore ${group.name}`} icon={<RotateCcw />} size="small" onPress={() => ask('restore', group)} />;
    }
    const down = lowerLevel(group.level);
    const up = higherLevel(group.level);
    return (
      <>
        <IconButton label={`Edit ${group.name}`} icon={<Pencil />} size="small" onPress={() => setForm({ tagGroup: group })} />
        <IconButton label={`Delete ${group.name}`} icon={<Trash2 />} size="small" variant="danger" onPress={() => ask('delete', group)} />
        {down ? (
          <IconButton
            label={`Move ${group.name} to level ${down}`}
            icon={<ArrowDownToLine />}
            size="small"
            onPress={() => void onMoveLevel(group, down).catch(() => undefined)}
          />
        ) : null}
        {up ? (
          <IconButton
            label={`Move ${group.name} to level ${up}`}
            icon={<ArrowUpToLine />}
            size="small"
            onPress={() => void onMoveLevel(group, up).catch(() => undefined)}
          />
        ) : null}
      </>
    );
  };

  const toolbar = (
    <>
      <Button variant="secondary" onPress={() => setShowDeleted((shown) => !shown)}>
        {showDeleted ? 'Hide deleted' : 'Show deleted'}
      </Button>
      <Button onPress={() => setForm({ tagGroup: undefined })}>New Tag Group</Button>
    </>
  );

  return (
    <div className={adminStyles.screen}>
      <h1 className={adminStyles.screenTitle}>Tag groups</h1>
      {error ? (
        <Banner tone="danger" aria-label="Tag groups could not be loaded" announce>
          {error}
        </Banner>
      ) : null}
      <Tabs selectedKey={level} onSelectionChange={(key: Key) => setLevel(Number(key) as TagGroupLevel)}>
        <TabList aria-label="Tag group levels">
          {tagGroupLevels.map((entry) => (
            <Tab key={entry.level} id={entry.level}>
              {entry.label}
            </Tab>
          ))}
        </TabList>
        {tagGroupLevels.map((entry) => (
          <TabPanel key={entry.level} id={entry.level}>
            <p className={styles.audience}>{entry.audience}</p>
            <DataTable<TagGroup>
              aria-label={`${entry.label} tag groups`}
              columns={columns}
              items={tagGroups[entry.level].filter((group) => isDeleted(group) === showDeleted)}
              getRowId={(group) => group.uuid}
              isLoading={isLoading}
              emptyText={showDeleted ? 'No deleted tag groups' : 'No tag groups'}
              rowActions={rowActions}
              isRowDeleted={isDeleted}
              toolbar={toolbar}
            />
          </TabPanel>
        ))}
      </Tabs>
      {form ? (
        <TagGroupFormDialog
          tagGroup={form.tagGroup}
          level={level}
          onSearchTags={onSearchTags}
          onClose={() => setForm(null)}
          onSubmit={(values) => (form.tagGroup ? onUpdate(form.tagGroup, values) : onCreate(values))}
        />
      ) : null}
      {confirmation ? (
        <ConfirmDialog
          isOpen={isConfirmOpen}
          onOpenChange={setConfirmOpen}
          maxWidth={600}
          tone={confirmation.kind === 'delete' ? 'danger' : 'neutral'}
          title={confirmation.kind === 'delete' ? 'Delete tag group' : 'Restore tag group'}
          confirmLabel={confirmation.kind === 'delete' ? 'Delete' : 'Restore'}
          cancelLabel="Cancel"
          message={
            <ConfirmText
              question={`Are you sure you want to ${confirmation.kind} this tag group?`}
              subject={confirmation.tagGroup.name}
            />
          }
          onConfirm={() => (confirmation.kind === 'delete' ? onDelete(confirmation.tagGroup) : onRestore(confirmation.tagGroup))}
        />
      ) : null}
    </div>
  );
}
