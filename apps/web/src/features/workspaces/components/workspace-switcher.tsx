import { ChevronsUpDown } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useMatch } from 'react-router';
import { menuStandInHandlers } from '../../../components/ui/menu-stand-in';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { useT } from '../../../lib/i18n';
import { SWITCHER_MESSAGES } from './switcher-messages';
import styles from './workspace-switcher.module.css';

const loadMenu = () => import('./workspace-menu');
const WorkspaceMenu = lazy(() => loadMenu().then((m) => ({ default: m.WorkspaceMenu })));

/** The button as the menu renders it while closed; shown until the menu's code has loaded. */
function StaticTrigger({ name, onOpen }: { name: string; onOpen?: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      className={styles.trigger}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      title={t.formatMessage(SWITCHER_MESSAGES.workspace, { name })}
      {...menuStandInHandlers(onOpen, () => void loadMenu())}
    >
      <span className={styles.name}>{name}</span>
      <ChevronsUpDown size={14} strokeWidth={1.5} aria-hidden="true" />
    </button>
  );
}

/** Header: the current workspace's name (the one whose settings are open, there); its menu (other workspaces, New studio…, Members & settings) loads on first open. */
export function WorkspaceSwitcher() {
  const { current: chosen, workspaces } = useCurrentWorkspace();
  // On a studio's settings page, that studio: the header names the workspace the page is about.
  const settingsOf = useMatch('/workspaces/:workspaceId')?.params.workspaceId;
  const current = workspaces?.find((w) => w.id === settingsOf) ?? chosen;
  const [wanted, setWanted] = useState(false);
  if (!current || !workspaces) return <span className={styles.placeholder} aria-hidden="true" />;
  if (!wanted) return <StaticTrigger name={current.name} onOpen={() => setWanted(true)} />;
  return (
    <Suspense fallback={<StaticTrigger name={current.name} />}>
      <WorkspaceMenu current={current} workspaces={workspaces} />
    </Suspense>
  );
}
