/** The library's folders as a tree, root first, children by title. */
import { z } from 'zod';

const folderSchema = z.object({
  title: z.string().catch(''),
  root: z.boolean().catch(false),
  parent: z.string().optional().catch(undefined),
  createdAt: z.date().nullable().catch(null),
});

export type Folder = z.infer<typeof folderSchema> & { id: string };
export type FolderNode = Folder & { children: FolderNode[] };

export const toFolder = (id: string, data: unknown): Folder => ({ ...folderSchema.parse(data ?? {}), id });

export function folderTree(folders: readonly Folder[]): FolderNode[] {
  const nodes = new Map(folders.map((f) => [f.id, { ...f, children: [] as FolderNode[] }]));
  const roots: FolderNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent ? nodes.get(node.parent) : undefined;
    if (parent && !node.root) parent.children.push(node);
    else roots.push(node);
  }
  const byTitle = (a: FolderNode, b: FolderNode) => a.title.localeCompare(b.title, undefined, { numeric: true });
  const sortDeep = (list: FolderNode[]) => {
    list.sort((a, b) => Number(b.root) - Number(a.root) || byTitle(a, b));
    list.forEach((n) => sortDeep(n.children));
  };
  sortDeep(roots);
  return roots;
}
