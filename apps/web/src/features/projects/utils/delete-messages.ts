/** Spec §8: the reason line of the delete failure alert, by HTTP status. */
export function getDeleteFailureReason(status: number | undefined): string {
  if (status === 404) return 'Project not found.';
  if (status === 401 || status === 403) return 'You do not have permission to delete this project.';
  if (status === 500) return 'Server error occurred. Please try again later.';
  return 'Please check your connection and try again.';
}

/** Spec §8: the success message after a delete. */
export function getDeleteSuccessMessage(name: string): string {
  return `Project "${name}" has been deleted successfully.`;
}

export const DELETE_FAILURE_TITLE = 'Failed to delete project.';

/** Spec §2: the name shown for a project without one. */
export function getProjectDisplayName(name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? trimmed : 'Unnamed Project';
}
