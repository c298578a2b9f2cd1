import { describe, expect, it } from 'vitest';
import { getDeleteFailureReason, getDeleteSuccessMessage, getProjectDisplayName } from './delete-messages';

describe('delete messages (spec §8)', () => {
  it.each([
    [404, 'Project not found.'],
    [401, 'You do not have permission to delete this project.'],
    [403, 'You do not have permission to delete this project.'],
    [500, 'Server error occurred. Please try again later.'],
    [502, 'Please check your connection and try again.'],
    [undefined, 'Please check your connection and try again.'],
  ])('status %s → %s', (status, reason) => {
    expect(getDeleteFailureReason(status)).toBe(reason);
  });

  it('words the success message', () => {
    expect(getDeleteSuccessMessage('Harbour Hotel')).toBe('Project "Harbour Hotel" has been deleted successfully.');
  });

  it('falls back to "Unnamed Project" for a blank name', () => {
    expect(getProjectDisplayName('  ')).toBe('Unnamed Project');
    expect(getProjectDisplayName(' Lisbon Loft ')).toBe('Lisbon Loft');
  });
});
