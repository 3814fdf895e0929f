import type { TagNode } from '../../api/schemas';
import { BaseTagsScreen } from '../../screens/BaseTags/BaseTagsScreen';
import { api } from '../api';
import { useTags } from '../data/resources';
import { useMutation } from '../data/mutations';
import { errorMessage } from '../notify';

const NO_TAGS: readonly TagNode[] = [];

/** /home/tag/base-tag-manager: the whole tree, deleted tags included so they can be restored. */
export default function BaseTagsRoute() {
  const tags = useTags({});
  const mutation = useMutation();
  // Without `flat` the server answers the tree; the flat shape never reaches this page.
  const tree = (tags.data?.tags as readonly TagNode[] | undefined) ?? NO_TAGS;

  return (
    <BaseTagsScreen
      tags={tree}
      isLoading={tags.isLoading}
      error={tags.error ? errorMessage(tags.error) : null}
      onCreate={(values) => mutation('tags', () => api.createTag(values))}
      onUpdate={(tag: TagNode, values) => mutation('tags', () => api.updateTag(tag.uuid, values))}
      onDelete={(tag: TagNode) => mutation('tags', () => api.deleteTag(tag.uuid))}
      onRestore={(tag: TagNode) => mutation('tags', () => api.undeleteTag(tag.uuid))}
    />
  );
}
