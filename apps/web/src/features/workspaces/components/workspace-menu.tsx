import type { Workspace } from '@loci/shared';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, ChevronsUpDown, Plus, Settings } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { setCurrentWorkspace } from '../../../lib/current-workspace';
import { useT } from '../../../lib/i18n';
import { NewStudioDialog } from './new-studio-dialog';
import { SWITCHER_MESSAGES } from './switcher-messages';
import styles from './workspace-switcher.module.css';

/** The switcher's menu (Radix), opened as it mounts: it loads on the first press of the switcher. */
export function WorkspaceMenu({ current, workspaces }: { current: Workspace; workspaces: Workspace[] }) {
  const navigate = useNavigate();
  const t = useT();
  const [creating, setCreating] = useState(false);
  const choose = (workspace: Workspace) => {
    setCurrentWorkspace(workspace.personal ? null : workspace.id);
    navigate('/projects');
  };
  return (
    <>
      <DropdownMenu.Root modal={false} defaultOpen>
        <DropdownMenu.Trigger className={styles.trigger} title={t.formatMessage(SWITCHER_MESSAGES.workspace, { name: current.name })}>
          <span className={styles.name}>{current.name}</span>
          <ChevronsUpDown size={14} strokeWidth={1.5} aria-hidden="true" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className={styles.content} align="start" sideOffset={8}>
            <DropdownMenu.Label className={styles.label}>{t.formatMessage(SWITCHER_MESSAGES.workspaces)}</DropdownMenu.Label>
            {workspaces.map((w) => (
              <DropdownMenu.Item key={w.id} className={styles.item} onSelect={() => choose(w)}>
                <span className={styles.check}>
                  {w.id === current.id ? (
                    <Check size={16} strokeWidth={1.5} aria-label={t.formatMessage(SWITCHER_MESSAGES.current)} />
                  ) : null}
                </span>
                <span className={styles.itemName}>{w.name}</span>
                <span className={styles.role}>{w.personal ? t.formatMessage(SWITCHER_MESSAGES.personal) : w.role}</span>
              </DropdownMenu.Item>
            ))}
            <DropdownMenu.Separator className={styles.separator} />
            {current.personal ? null : (
              <DropdownMenu.Item asChild className={styles.item}>
                <Link to={`/workspaces/${current.id}`}>
                  <Settings size={16} strokeWidth={1.5} aria-hidden="true" />
                  {t.formatMessage(SWITCHER_MESSAGES.settings)}
                </Link>
              </DropdownMenu.Item>
            )}
            <DropdownMenu.Item className={styles.item} onSelect={() => setCreating(true)}>
              <Plus size={16} strokeWidth={1.5} aria-hidden="true" />
              {t.formatMessage(SWITCHER_MESSAGES.newStudio)}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <NewStudioDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
