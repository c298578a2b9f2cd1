import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFIG, fakeApi } from '../test/fake-api';
import { EMPTY_LOCATION } from '../utils/instruction-form';
import { LocationSelector } from './location-selector';

// The map chunk cannot be loaded (e.g. offline after deploy).
vi.mock('./hex-map', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => vi.unstubAllGlobals());

describe('map chunk failure', () => {
  it.each([
    ['google', 'Error loading Google Maps. Please check your API key and try again.'],
    ['offline', 'Error loading the map service. Please check your connection and try again.'],
  ])('with the %s geocoder shows the warning and keeps the text input', async (geocoder, message) => {
    fakeApi({ 'GET /api/config': () => ({ body: { ...CONFIG, geocoder } }) });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <LocationSelector location={EMPTY_LOCATION} onChange={() => {}} />
      </QueryClientProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show map' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('combobox', { name: 'Project Location *' })).toBeEnabled();
  });
});
