import type { ProjectData, Section } from '@loci/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { configQuery } from '../../../lib/config-query';
import { useBoardGeneration } from '../hooks/use-board-generation';
import { useGenerateAllControl } from '../hooks/use-generate-all';
import { useMoodboards } from '../hooks/use-moodboards';
import { usePresentationPages } from '../hooks/use-presentation-pages';
import { useProgressToast } from '../hooks/use-progress-toast';
import { readInsightOptions } from '../model/moodboard-insights';
import { moodboardKey, selectionAfterDelete } from '../model/pages';
import { findProgress, isActive } from '../model/progress';
import { hasBoardContent, isContextReady, readBoard } from '../model/section-data';
import { GenerationToast } from './generation-toast';
import { NewMoodboardDialog } from './new-moodboard-dialog';
import { PageContent } from './page-content';
import { PagePicker } from './page-picker';
import { PageSidebar } from './page-sidebar';
import { PresentationFooter } from './presentation-footer';
import styles from './presentation-workspace.module.css';
import { TopicsGateDialog } from './topics-gate-dialog';

type PresentationWorkspaceProps = {
  projectId?: string;
  projectName: string;
  projectLocation: string;
  insights: Section[];
  data: ProjectData | undefined;
  /** Under the page on screen: what app/ adds from other features (client feedback), by page id. */
  pageAside?: (pageId: string) => ReactNode;
};

/** Sidebar, board and footer; starts generation for the page on screen (spec §4). */
export function PresentationWorkspace(props: PresentationWorkspaceProps) {
  const { projectId, data } = props;
  const generation = useBoardGeneration(projectId);
  const moodboards = useMoodboards(projectId, data);
  const { pages, selectedIndex, selected, select, selectKey } = usePresentationPages({
    insights: props.insights,
    data,
    progress: generation.sections,
    moodboards: moodboards.views.map((m) => ({ id: m.id, title: m.title, busy: m.isGenerating })),
  });
  const generateAll = useGenerateAllControl({ projectId, pages, data, running: generation.running });
  const config = useQuery(configQuery());
  const [gate, setGate] = useState<Section>();
  const [addingMoodboard, setAddingMoodboard] = useState(false);
  const gated = useRef(new Set<Section>());
  const ref = selected?.ref;
  const boardRef = ref && ref.kind !== 'moodboard' ? ref : undefined;
  const progressKnown = generation.sections !== undefined || generation.startError !== null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: decide once per page and data change
  useEffect(() => {
    if (!projectId || !boardRef || (!progressKnown && data === undefined)) return;
    const { section, kind } = boardRef;
    const context = readBoard(data, section, 'context');
    const activeContext = isActive(findProgress(generation.sections, section, 'context'));
    if (kind === 'context') {
      if (!hasBoardContent(context) && !activeContext) generation.request(section, 'context');
      return;
    }
    const topics = readBoard(data, section, 'topics');
    const activeTopics = isActive(findProgress(generation.sections, section, 'topics'));
    // Spec §2: Topics before its Context alerts once; OK queues both (the server brings the context first).
    // A context already generating needs no alert: the topics are asked for at once.
    if (!isContextReady(context) && !activeContext && !activeTopics) {
      if (!gated.current.has(section)) {
        gated.current.add(section);
        setGate(section);
      }
      return;
    }
    if (!hasBoardContent(topics) && !activeTopics) generation.request(section, 'topics');
  }, [selected?.key, projectId, data === undefined, progressKnown]);

  const closeGate = () => {
    if (gate) generation.request(gate, 'topics');
    setGate(undefined);
  };

  const toast = useProgressToast({ sections: generation.sections, selected: boardRef, moodboards: moodboards.views });
  // Spec §4: deleting a moodboard selects the previous page, or the last when the index overflows.
  const moodboardDeleted = (id: string) => {
    const index = pages.findIndex((p) => p.key === moodboardKey(id));
    const fallback = selectionAfterDelete(
      pages.filter((_, i) => i !== index),
      index,
    );
    if (fallback) selectKey(fallback);
    moodboards.forget(id);
  };
  return (
    <div className={styles.workspace}>
      <PageSidebar
        projectName={props.projectName}
        pages={pages}
        selectedIndex={selectedIndex}
        onSelect={select}
        onAddMoodboard={() => setAddingMoodboard(true)}
        generateAll={generateAll}
      />
      <div className={styles.column}>
        <PagePicker
          projectName={props.projectName}
          pages={pages}
          selectedIndex={selectedIndex}
          onSelect={select}
          onAddMoodboard={() => setAddingMoodboard(true)}
        />
        <main className={styles.main}>
          <PageContent
            key={selected?.key ?? 'none'}
            page={selected}
            data={data}
            progress={generation.sections}
            starting={generation.starting}
            projectId={projectId}
            projectLocation={props.projectLocation}
            offline={Boolean(config.data?.offlineImages)}
            moodboards={moodboards.views}
            onMoodboardDeleted={moodboardDeleted}
            onGenerate={generation.requestAgain}
          />
          {selected && props.pageAside ? props.pageAside(selected.key) : null}
        </main>
        <PresentationFooter pages={pages} selectedIndex={selectedIndex} onSelect={select} status={<GenerationToast content={toast} />} />
      </div>
      <TopicsGateDialog section={gate} onClose={closeGate} />
      <NewMoodboardDialog
        open={addingMoodboard}
        onOpenChange={setAddingMoodboard}
        projectId={projectId}
        insights={readInsightOptions(data)}
        onCreated={(id) => selectKey(moodboardKey(id))}
        addLocal={moodboards.addLocal}
      />
    </div>
  );
}
