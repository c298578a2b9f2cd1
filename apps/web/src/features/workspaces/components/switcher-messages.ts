import { defineMessages } from '../../../lib/i18n';

/** The header's workspace switcher, closed and open. */
export const SWITCHER_MESSAGES = defineMessages({
  workspace: { id: 'switcher.workspace', defaultMessage: 'Workspace: {name}' },
  workspaces: { id: 'switcher.workspaces', defaultMessage: 'Workspaces' },
  current: { id: 'switcher.current', defaultMessage: 'Current' },
  personal: { id: 'switcher.personal', defaultMessage: 'Personal' },
  settings: { id: 'switcher.settings', defaultMessage: 'Members & settings' },
  newStudio: { id: 'switcher.newStudio', defaultMessage: 'New studio…' },
});
