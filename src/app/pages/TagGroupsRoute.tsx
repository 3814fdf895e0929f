import { useCallback } from 'react';
import type { TagGroup } from '../../api/schemas';
import { TagGroupsScreen, type TagGroupsByLevel } from '../../screens/TagGroups/TagGroupsScreen';
import { api } from '../api';
import { useTagGroups } from '../data/resources';
import { useMutation } from '../data/mutations';
import { errorMessage } from '../notify';

const EMPTY: TagGroupsByLevel = { 1: [], 2: [], 3: [] };

/** /home/tag/tag-group-manager. */
export default function TagGroupsRoute() {
  const groups = useTagGroups({});
  const mutation = useMutation();
  const byLevel = groups.data && !Array.isArray(groups.data.tagGroups) ? (groups.data.tagGroups as TagGroupsByLevel) : EMPTY;

  const searchTags = useCallback(async (text: string, signal: AbortSignal) => {
    const result = await api.listTags({ flat: 'true' }, { signal });
    const needle = text.trim().toLowerCase();
    return (result.tags as { uuid: string; name: string }[])
      .filter((tag) => tag.name.toLowerCase().includes(needle))
      .map(({ uuid, name }) => ({ uuid, name }));
  }, []);

  return (
    <TagGroupsScreen
      tagGroups={byLevel}
      isLoading={groups.isLoading}
      error={groups.error ? errorMessage(groups.error) : null}
      onSearchTags={searchTags}
      onCreate={(values) => mutation('tagGroups', () => api.createTagGroup(values))}
      onUpdate={(group: TagGroup, values) => mutation('tagGroups', () => api.updateTagGroup(group.uuid, values))}
      onDelete={(group: TagGroup) => mutation('tagGroups', () => api.deleteTagGroup(group.uuid))}
      onRestore={(group: TagGroup) => mutation('tagGroups', () => api.undeleteTagGroup(group.uuid))}
      onMoveLevel={(group: TagGroup, level) => mutation('tagGroups', () => api.moveTagGroup(group.uuid, level))}
    />
  );
}
