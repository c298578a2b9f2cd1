import { roleAllows, VIEWER_CANNOT_EDIT, type WorkspaceRole } from '@loci/shared/roles';
import { createContext, type ReactNode, useContext } from 'react';

type ProjectAccess = {
  /** The caller may change the project and generate (editor or owner of its workspace). */
  canEdit: boolean;
  /** Why they may not, as the disabled controls say it. */
  reason: string;
};

const ProjectAccessContext = createContext<ProjectAccess>({ canEdit: true, reason: '' });

/** What the signed-in person may do on the project whose screen this is (its `role` from the API). */
export function ProjectAccessProvider({ role, children }: { role: WorkspaceRole | undefined; children: ReactNode }) {
  const canEdit = role === undefined || roleAllows(role, 'edit');
  return (
    <ProjectAccessContext.Provider value={{ canEdit, reason: canEdit ? '' : VIEWER_CANNOT_EDIT }}>{children}</ProjectAccessContext.Provider>
  );
}

export function useProjectAccess(): ProjectAccess {
  return useContext(ProjectAccessContext);
}

/** Props that disable a control that changes the project, for a viewer, and say why (tooltip and accessible description). */
export function useEditControl(): { disabled?: true; title?: string; 'aria-description'?: string } {
  const { canEdit, reason } = useProjectAccess();
  return canEdit ? {} : { disabled: true, title: reason, 'aria-description': reason };
}
