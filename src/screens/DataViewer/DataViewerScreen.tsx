import { useEffect, useMemo, useState } from 'react';
import type { Key, Selection } from 'react-aria-components';
import { Database } from 'lucide-react';
import type { DigitizerFile } from '../../editor/pages/pageSource';
import type { Project } from '../../editor/core/model/types';
import { Banner, EmptyState, Link, SearchField, Spinner, Tree } from '../../ui';
import { AccessDeniedPage } from '../Session/AccessDeniedPage';
import {
  buildDataTree,
  DATA_SEARCH_MIN_LENGTH,
  expandableIds,
  filterDataTree,
  hasData,
  type DataTreeGrouping,
  type DataTreeNode,
} from './dataViewerTree';
import { PageWithCrosshairs } from './PageWithCrosshairs';
import * as styles from './DataViewer.css';

export const dataViewerStatuses = ['loading', 'error', 'forbidden', 'none', 'ready'] as const;
/** 'none': the address names no extraction. */
export type DataViewerStatus = (typeof dataViewerStatuses)[number];

export interface DataViewerScreenProps {
  status: DataViewerStatus;
  /** The message of a failed load. */
  error?: string | null;
  /** The paper's name, for the heading. */
  paperName?: string;
  /** The saved extraction; null when it holds no document. */
  project: Project | null;
  /** What the extraction tree's top row is called, e.g. 'Extraction by qc@example.com'. */
  saveName?: string;
  /** The paper's files, downloaded. */
  files: readonly DigitizerFile[];
  /** 'extraction' with the dactyl-tree-data-viewer flag on; otherwise 'studyBranch'. @default 'studyBranch' */
  grouping?: DataTreeGrouping;
  /** The chosen point or text item (the address's dataPointUuid). */
  selectedPointId: string | null;
  /** A point or text item was chosen in the tree. */
  onSelectPoint: (id: string) => void;
}

/** What a row shows: its name and, for points, their values and tags. */
function RowLabel({ node }: { node: DataTreeNode }) {
  return (
    <span className={styles.rowLabel}>
      <span className={styles.rowName}>{node.name}</span>
      {node.detail ? <span className={styles.rowDetail}>{node.detail}</span> : null}
    </span>
  );
}

/**
 * The data viewer: the extraction's tree with 'Search data' on the left, the paper's file on the
 * right with crosshairs on the chosen point; choosing a point moves the page and the crosshairs.
 */
export function DataViewerScreen({
  status,
  error,
  paperName,
  project,
  saveName = 'Extraction',
  files,
  grouping = 'studyBranch',
  selectedPointId,
  onSelectPoint,
}: DataViewerScreenProps) {
  const fileNames = useMemo(() => files.map((f) => f.name), [files]);
  const tree = useMemo(
    () => (project ? buildDataTree(project, { grouping, fileNames, saveName }) : { nodes: [], locations: new Map() }),
    [project, grouping, fileNames, saveName],
  );
  const [search, setSearch] = useState('');
  const shown = useMemo(() => filterDataTree(tree.nodes, search), [tree.nodes, search]);
  // Everything starts open; only what the user closes stays closed.
  const [collapsed, setCollapsed] = useState<ReadonlySet<Key>>(new Set());
  const expandable = useMemo(() => expandableIds(shown), [shown]);
  const expanded = useMemo(() => expandable.filter((id) => !collapsed.has(id)), [expandable, collapsed]);

  const selected = selectedPointId ? (tree.locations.get(selectedPointId) ?? null) : null;
  const [view, setView] = useState({ file: 0, page: 1 });
  // Choosing a point (or opening at one) brings its file and page.
  const goTo = selected ? { file: selected.file, page: selected.page } : null;
  useEffect(() => {
    if (goTo) setView(goTo);
  }, [selected?.id, goTo?.file, goTo?.page]);

  if (status === 'forbidden') return <AccessDeniedPage />;

  const heading = (
    <h1 className={styles.title}>
      Data Viewer{paperName ? `: ${paperName}` : ''}
    </h1>
  );
  if (status === 'loading') {
    return (
      <div className={styles.screen}>
        {heading}
        <Spinner label="Loading the extraction" showLabel />
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div className={styles.screen}>
        {heading}
        <Banner tone="danger" title="The extraction cannot be shown">
          {error}
        </Banner>
      </div>
    );
  }
  if (status === 'none') {
    return (
      <div className={styles.screen}>
        {heading}
        <EmptyState
          icon={Database}
          headingLevel={2}
          title="No extraction chosen"
          description="Open an extraction with its View button in Completed Extractions."
          action={<Link href="/home/completed-extractions">Completed Extractions</Link>}
        />
      </div>
    );
  }

  const onSelectionChange = (keys: Selection) => {
    if (keys === 'all') return;
    const [key] = [...keys];
    if (key !== undefined && tree.locations.has(String(key))) onSelectPoint(String(key));
  };
  const onHere = selected && selected.file === view.file && selected.page === view.page;
  const elsewhere =
    selected && !onHere
      ? `The chosen point is on page ${selected.page}${files.length > 1 ? ` of ${fileNames[selected.file] ?? `file ${selected.file + 1}`}` : ''}`
      : selectedPointId && !selected
        ? `The data point ${selectedPointId} is not in this extraction`
        : null;

  return (
    <div className={styles.screen}>
      {heading}
      <div className={styles.columns}>
        <section className={styles.treePane} aria-label="Extracted data">
          <SearchField
            label="Search data"
            description={`Applies from ${DATA_SEARCH_MIN_LENGTH} characters`}
            minLength={DATA_SEARCH_MIN_LENGTH}
            onSearch={setSearch}
          />
          {hasData(tree) ? (
            <Tree<DataTreeNode>
              aria-label="Extracted data"
              className={styles.tree}
              items={shown}
              renderLabel={(node) => <RowLabel node={node} />}
              expandedKeys={expanded}
              onExpandedChange={(keys) => setCollapsed(new Set(expandable.filter((id) => !keys.has(id))))}
              selectedKeys={selected ? [selected.id] : []}
              onSelectionChange={onSelectionChange}
              disallowEmptySelection
            />
          ) : (
            <EmptyState icon={Database} headingLevel={2} title="No data" description="This extraction holds no data points or tagged text." />
          )}
        </section>
        {files.length ? (
          <PageWithCrosshairs
            files={files}
            fileIndex={view.file}
            page={view.page}
            crosshair={onHere ? { x: selected.x, y: selected.y } : null}
            elsewhere={elsewhere}
            onShowChosen={selected && !onHere ? () => setView({ file: selected.file, page: selected.page }) : undefined}
            onFileChange={(file) => setView({ file, page: 1 })}
            onPageChange={(page) => setView((v) => ({ ...v, page }))}
          />
        ) : (
          <EmptyState headingLevel={2} title="No files" description="The paper has no files to show." />
        )}
      </div>
    </div>
  );
}
