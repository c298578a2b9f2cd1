import { defineMessages } from '../../../lib/i18n';

/** The Projects page's texts (spec §2). */
export const PROJECTS_MESSAGES = defineMessages({
  title: { id: 'projects.title', defaultMessage: 'Projects' },
  count: { id: 'projects.count', defaultMessage: '{count, plural, one {# project} other {# projects}}' },
  viewer: { id: 'projects.viewer', defaultMessage: 'You are a viewer here: you can open, download and export these projects.' },
  loadFailed: { id: 'projects.loadFailed', defaultMessage: 'Your projects could not be loaded: {error}' },
  retrying: { id: 'projects.retrying', defaultMessage: 'Retrying...' },
  retry: { id: 'projects.retry', defaultMessage: 'Retry' },
  loading: { id: 'projects.loading', defaultMessage: 'Loading projects...' },
  emptyCreate: { id: 'projects.emptyCreate', defaultMessage: 'No projects yet. Start your first one from a brand and a place.' },
  emptyView: { id: 'projects.emptyView', defaultMessage: 'No projects in this workspace yet.' },
  noLocation: { id: 'projects.noLocation', defaultMessage: 'No location yet' },
  duplicateProject: { id: 'projects.duplicateProject', defaultMessage: 'Duplicate project {name}' },
  duplicate: { id: 'projects.duplicate', defaultMessage: 'Duplicate' },
  moveProject: { id: 'projects.moveProject', defaultMessage: 'Move project {name}' },
  move: { id: 'projects.move', defaultMessage: 'Move to another workspace' },
  deleteProject: { id: 'projects.deleteProject', defaultMessage: 'Delete project {name}' },
  delete: { id: 'projects.delete', defaultMessage: 'Delete' },
  changedBy: { id: 'projects.changedBy', defaultMessage: 'Changed by {name} · {when}' },
  changed: { id: 'projects.changed', defaultMessage: 'Changed {when}' },
  newProject: { id: 'projects.newProject', defaultMessage: 'New Project' },
  newProjectHint: { id: 'projects.newProjectHint', defaultMessage: 'Start from a brand and a place' },
});
