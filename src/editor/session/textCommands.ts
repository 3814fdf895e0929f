import { EditorError } from '../core/errors';
import type { PointMetadata, TextItem } from '../core/model/types';
import { patchCommand, pagePath, type CommandContext, type PatchCommand } from './commands';
import type { PatchOperation } from './patch';

/*
 * Tagged text selections of a page (`PageData.texts`, the Text root of the tree). Each edit is a
 * command with its own operations, like every other edit of the extraction.
 */

function texts(ctx: CommandContext): TextItem[] | undefined {
  const page = ctx.document.pages[ctx.pageIndex];
  if (!page) throw new EditorError('project-invalid', `Page ${ctx.pageIndex} does not exist`);
  return page.texts;
}

/** Index of a text item on the context's page. */
export function textIndex(ctx: CommandContext, uuid: string): number {
  const index = texts(ctx)?.findIndex((t) => t.uuid === uuid) ?? -1;
  if (index < 0) throw new EditorError('project-invalid', `Text ${uuid} not found`);
  return index;
}

/** Add a text item at the end of the page's texts (creating the list on the first one). */
export function addTextItem(ctx: CommandContext, item: TextItem): PatchCommand {
  const list = texts(ctx);
  if (list?.some((t) => t.uuid === item.uuid)) throw new EditorError('project-invalid', `Text ${item.uuid} already exists`);
  const ops: PatchOperation[] = list ? [{ op: 'add', path: pagePath(ctx, 'texts', list.length), value: item }] : [{ op: 'add', path: pagePath(ctx, 'texts'), value: [item] }];
  return patchCommand(ctx.document, 'Add text', ops);
}

/** Replace the metadata of a text item. */
export function setTextMetadata(ctx: CommandContext, uuid: string, metadata: PointMetadata): PatchCommand {
  return patchCommand(ctx.document, 'Tag text', [{ op: 'replace', path: pagePath(ctx, 'texts', textIndex(ctx, uuid), 'metadata'), value: metadata }]);
}

/** Delete a text item. */
export function deleteTextItem(ctx: CommandContext, uuid: string): PatchCommand {
  return patchCommand(ctx.document, 'Delete text', [{ op: 'remove', path: pagePath(ctx, 'texts', textIndex(ctx, uuid)) }]);
}
