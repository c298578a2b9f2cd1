import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFIG, fakeApi } from '../test/fake-api';
import { buildHexGrid } from '../utils/hex-grid';
import { EMPTY_LOCATION, type ProjectLocation } from '../utils/instruction-form';
import type { HexMapProps } from './hex-map';
import { LocationSelector } from './location-selector';
import { mapLoadErrorMessage } from './map-load-error';

// Leaflet does not run in happy-dom: a stand-in draws the first cells as buttons.
vi.mock('./hex-map', () => ({
  HexMap: ({ center, selectedH3, onSelect, onPickPoint, pinning, onPinSite, site }: HexMapProps) => {
    const cells = buildHexGrid(center);
    const far = { lat: center.lat + 0.5, lng: center.lng + 0.5 };
    return (
      <div>
        <button type="button" onClick={() => (pinning ? onPinSite(far) : onPickPoint(buildHexGrid(far, 0)[0]))}>
          map far away
        </button>
        {site ? <p data-testid="site">{`${site.lat.toFixed(2)},${site.lng.toFixed(2)}`}</p> : null}
        <p data-testid="centre">{`${center.lat.toFixed(2)},${center.lng.toFixed(2)}`}</p>
        <p data-testid="cell-count">{cells.length}</p>
        {cells.slice(0, 2).map((cell) => (
          <button key={cell.h3} type="button" onClick={() => onSelect(cell)}>
            {`cell ${cell.h3}`}
          </button>
        ))}
        <p>
          {selectedH3
            ? 'Area selected - Click another hexagon to change selection'
            : 'Click on a hexagon to select the target area for your project'}
        </p>
      </div>
    );
  },
}));

afterEach(() => vi.unstubAllGlobals());

let latest: ProjectLocation = EMPTY_LOCATION;

function Harness() {
  const [location, setLocation] = useState<ProjectLocation>(EMPTY_LOCATION);
  latest = location;
  return <LocationSelector location={location} onChange={setLocation} />;
}

function renderSelector() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
}

const LISBON = { id: '1', name: 'Lisbon', label: 'Lisbon, Portugal', lat: 38.7167, lng: -9.1333 };

describe('LocationSelector', () => {
  it('suggests places; the keyboard picks one and the map recentres on it', async () => {
    const api = fakeApi({
      'GET /api/config': () => ({ body: CONFIG }),
      'GET /api/geo/search': ({ url }) => ({ body: { results: url.searchParams.get('q') === 'Lisb' ? [LISBON] : [] } }),
    });
    renderSelector();
    const user = userEvent.setup();
    const input = screen.getByRole('combobox', { name: 'Project Location *' });
    expect(input).toHaveAttribute('placeholder', 'Enter project location or address');

    await user.type(input, 'Lisb');
    expect(await screen.findByRole('option', { name: 'Lisbon, Portugal' })).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option').id);
    await user.keyboard('{Enter}');

    expect(input).toHaveValue('Lisbon, Portugal');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(latest).toEqual({ text: 'Lisbon, Portugal', lat: LISBON.lat, lng: LISBON.lng, h3: null });
    // Debounced: no request per keystroke for the short prefixes.
    expect(api.calls.filter((c) => c.path === '/api/geo/search').length).toBeLessThan(4);

    await user.click(screen.getByRole('button', { name: 'Show map' }));
    expect(await screen.findByTestId('centre')).toHaveTextContent('38.72,-9.13');
    expect(screen.getByTestId('cell-count')).toHaveTextContent('169');
  });

  it('says "No places found" when a search matches nothing, and when search is down', async () => {
    let down = false;
    fakeApi({
      'GET /api/geo/search': () => (down ? { status: 503, body: { code: 'UNAVAILABLE', error: 'down' } } : { body: { results: [] } }),
    });
    renderSelector();
    const user = userEvent.setup();
    const input = screen.getByRole('combobox');
    await user.type(input, 'Qwxzy');
    expect(await screen.findByText('No places found')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    down = true;
    await user.type(input, 'q');
    expect(await screen.findByText(/Place search is not available right now/)).toBeInTheDocument();
  });

  it('Escape closes the suggestions', async () => {
    fakeApi({ 'GET /api/geo/search': () => ({ body: { results: [LISBON] } }) });
    renderSelector();
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox'), 'Lis');
    await screen.findByRole('option');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('a clicked hexagon is selected and names the location from the reverse lookup', async () => {
    fakeApi({
      'GET /api/config': () => ({ body: CONFIG }),
      'GET /api/geo/reverse': () => ({
        body: { neighbourhood: null, sublocality: 'Tribeca', locality: 'New York', formattedAddress: 'x', lat: 0, lng: 0 },
      }),
    });
    renderSelector();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Show map' }));
    expect(screen.getByRole('button', { name: 'Hide map' })).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByTestId('centre')).toHaveTextContent('40.71,-74.01');
    expect(screen.getByText('Click on a hexagon to select the target area for your project')).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: /^cell / })[1]);
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveValue('Tribeca'));
    expect(screen.getByText('Area selected - Click another hexagon to change selection')).toBeInTheDocument();
    expect(latest.h3).toMatch(/^[0-9a-f]{15}$/);
    expect(latest.lat).not.toBeNull();
  });
});

describe('a hexagon click and a place the user chose', () => {
  const KYOTO = { id: '2', name: 'Kyoto', label: 'Kyoto, Japan', lat: 35.02107, lng: 135.75385 };
  const reverse = { neighbourhood: null, sublocality: 'Kamigyō-ku', locality: 'Kyoto', formattedAddress: 'x', lat: 0, lng: 0 };

  it('keeps "Kyoto, Japan" when a hexagon is clicked, and renames it only when the user chooses the area\'s name', async () => {
    fakeApi({
      'GET /api/config': () => ({ body: CONFIG }),
      'GET /api/geo/search': () => ({ body: { results: [KYOTO] } }),
      'GET /api/geo/reverse': () => ({ body: reverse }),
    });
    renderSelector();
    const user = userEvent.setup();
    const input = screen.getByRole('combobox');
    await user.type(input, 'Kyoto');
    await user.click(await screen.findByRole('option', { name: 'Kyoto, Japan' }));
    await user.click(screen.getByRole('button', { name: 'Show map' }));
    await user.click((await screen.findAllByRole('button', { name: /^cell / }))[1]);

    const use = await screen.findByRole('button', { name: 'Use “Kamigyō-ku” as the location' });
    expect(input).toHaveValue('Kyoto, Japan');
    expect(latest.text).toBe('Kyoto, Japan');
    expect(latest.h3).toMatch(/^[0-9a-f]{15}$/);
    await user.click(use);
    expect(input).toHaveValue('Kamigyō-ku');
    expect(latest.h3).toMatch(/^[0-9a-f]{15}$/);
  });

  it("keeps a typed name no search found, with the hexagon's coordinates", async () => {
    fakeApi({
      'GET /api/config': () => ({ body: CONFIG }),
      'GET /api/geo/search': () => ({ body: { results: [] } }),
      'GET /api/geo/reverse': () => ({ body: reverse }),
    });
    renderSelector();
    const user = userEvent.setup();
    const input = screen.getByRole('combobox');
    await user.type(input, 'Quinta do Vale Escuro');
    await screen.findByText('No places found');
    await user.click(screen.getByRole('button', { name: 'Show map' }));
    await user.click((await screen.findAllByRole('button', { name: /^cell / }))[0]);
    await screen.findByRole('button', { name: 'Use “Kamigyō-ku” as the location' });
    expect(latest.text).toBe('Quinta do Vale Escuro');
    expect(latest.lat).not.toBeNull();
  });
});

describe('mapLoadErrorMessage', () => {
  it("uses the spec's words for Google and names the map service otherwise", () => {
    expect(mapLoadErrorMessage('google')).toBe('Error loading Google Maps. Please check your API key and try again.');
    expect(mapLoadErrorMessage('offline')).toBe('Error loading the map service. Please check your connection and try again.');
  });
});

describe('the map beyond the hexagons, and a site', () => {
  const SITE = {
    lat: 41.21,
    lng: 0.5,
    centre: { name: 'Lisbon', distanceKm: 3.2 },
    sun: { juneNoonAltitude: 74.8, decemberNoonAltitude: 27.9, juneDayHours: 14.8, decemberDayHours: 9.5 },
    nearby: [{ name: 'Tagus River', kind: 'river', distanceKm: 0.4, source: 'loci' }],
  };

  it('a click far from the grid moves it there and picks that hexagon', async () => {
    fakeApi({
      'GET /api/config': () => ({ body: CONFIG }),
      'GET /api/geo/reverse': () => ({ body: { sublocality: 'Far Field', formattedAddress: 'x', lat: 0, lng: 0 } }),
    });
    renderSelector();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show map' }));
    expect(await screen.findByTestId('centre')).toHaveTextContent('40.71,-74.01');
    await user.click(screen.getByRole('button', { name: 'map far away' }));
    expect(screen.getByTestId('centre')).toHaveTextContent('41.21,-73.51');
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveValue('Far Field'));
    expect(latest.h3).toMatch(/^[0-9a-f]{15}$/);
  });

  it('pins the site, shows its sun and what is near it, moves and removes it', async () => {
    const asked: string[] = [];
    fakeApi({
      'GET /api/config': () => ({ body: CONFIG }),
      'GET /api/geo/site': ({ url }) => {
        asked.push(url.search);
        return { body: SITE };
      },
    });
    renderSelector();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show map' }));
    await screen.findByTestId('centre');
    await user.click(screen.getByRole('button', { name: 'Pin the site' }));
    expect(screen.getByRole('button', { name: 'Stop pinning' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'map far away' }));
    expect(latest.site).toEqual({ lat: 41.2128, lng: -73.506 });
    // A pin ends the pinning: the next click picks a hexagon again.
    expect(screen.getByRole('button', { name: 'Move the site pin' })).toHaveAttribute('aria-pressed', 'false');
    const site = await screen.findByRole('region', { name: 'Site' });
    await waitFor(() => expect(site).toHaveTextContent('Noon sun 74.8° in June and 27.9° in December'));
    expect(site).toHaveTextContent('3.2 km from the centre of Lisbon');
    expect(site).toHaveTextContent("Near the site: Tagus River (0.4 km). From Loci's list of the area's landmarks.");
    expect(asked[0]).toMatch(/lat=41\.2128&lng=-73\.506/);
    await user.click(screen.getByRole('button', { name: 'Remove the site pin' }));
    expect(latest.site).toBeNull();
    expect(screen.queryByRole('region', { name: 'Site' })).toBeNull();
  });
});
