import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestProviders } from '../../../test/providers';
import { ContentCredentials } from './content-credentials';

const IMAGE = `/api/assets/${'a'.repeat(64)}`;

function answer(verify: unknown) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      if (url === IMAGE) return new Response(new Blob([new Uint8Array([0xff, 0xd8, 0xff])]), { status: 200 });
      return new Response(JSON.stringify(verify), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('ContentCredentials', () => {
  it('checks the original when opened and shows made by, with what, from which images, signer and status', async () => {
    const calls = answer({
      present: true,
      summary: {
        claimGenerator: 'Loci 0.1.0',
        actions: [
          { action: 'c2pa.created', digitalSourceType: 'algorithmicMedia', softwareAgent: 'offline procedural-v1' },
          { action: 'c2pa.placed' },
        ],
        digitalSourceType: 'algorithmicMedia',
        ingredients: [{ title: 'Moodboard image 1', relationship: 'componentOf', claimGenerator: 'Loci 0.1.0' }],
        signer: { commonName: 'Loci', organization: 'Loci', selfSigned: true },
        valid: true,
      },
    });
    render(<ContentCredentials image={IMAGE} />, { wrapper: createTestProviders().wrapper });
    expect(calls).toEqual([]); // nothing fetched until asked
    await userEvent.click(screen.getByText('Content Credentials'));
    expect(await screen.findByText('Loci 0.1.0')).toBeInTheDocument();
    expect(screen.getByText('an algorithm (offline study) · offline procedural-v1')).toBeInTheDocument();
    expect(screen.getByText('Moodboard image 1 (credentials by Loci 0.1.0)')).toBeInTheDocument();
    expect(screen.getByText('Loci (self-signed)')).toBeInTheDocument();
    expect(screen.getByText('Valid')).toBeInTheDocument();
    expect(calls).toEqual([IMAGE, '/api/credentials/verify']);
  });

  it('says so when the image changed after signing, or has no credentials', async () => {
    answer({
      present: true,
      summary: {
        claimGenerator: 'Loci 0.1.0',
        actions: [],
        ingredients: [],
        signer: { commonName: 'Studio', selfSigned: false },
        valid: false,
      },
    });
    const { unmount } = render(<ContentCredentials image={IMAGE} />, { wrapper: createTestProviders().wrapper });
    await userEvent.click(screen.getByText('Content Credentials'));
    expect(await screen.findByText('Invalid: the image changed after signing')).toBeInTheDocument();
    expect(screen.getByText('Studio')).toBeInTheDocument();
    unmount();
    answer({ present: false, summary: null });
    render(<ContentCredentials image={IMAGE} />, { wrapper: createTestProviders().wrapper });
    await userEvent.click(screen.getByText('Content Credentials'));
    expect(await screen.findByText('This image has no Content Credentials.')).toBeInTheDocument();
  });
});
