import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { rememberOpenedProject } from '../../lib/opened-projects';
import { ProjectNotFound } from './project-not-found';

function renderFor(projectId: string) {
  return render(
    <MemoryRouter>
      <ProjectNotFound projectId={projectId} />
    </MemoryRouter>,
  );
}

describe('ProjectNotFound', () => {
  it('says "not found" for a project this tab never opened (nothing told to strangers)', () => {
    renderFor('never-seen');
    expect(screen.getByRole('heading', { name: 'Project not found' })).toBeInTheDocument();
  });

  it('says access was removed for a project this tab opened before', () => {
    rememberOpenedProject('was-mine');
    renderFor('was-mine');
    expect(screen.getByRole('heading', { name: 'No longer available' })).toBeInTheDocument();
    expect(screen.getByText(/You no longer have access to this project/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute('href', '/projects');
  });
});
