import { describe, expect, it } from 'vitest';
import { truthPlaces } from '../offline/truth-places.js';
import { withSliderModifiers } from '../prompts/slider-modifiers.js';
import type { Section } from '../schemas.js';
import { describeBoardShots, describeShot } from './describe-shot.js';
import { photoQueryOf, shotFromPrompt } from './read-prompt.js';
import type { ShotKind } from './shot.js';
import { writeShotPrompt } from './write-prompt.js';

const kyoto = truthPlaces.tokyo.facts();
const places = {
  kyoto: { ...kyoto, name: 'Kyoto', lat: 35.0116, lng: 135.7681 },
  porto: truthPlaces.porto.facts(),
  lisbon: truthPlaces.lisbon.facts(),
  nairobi: truthPlaces.nairobi.facts(),
  chelsea: truthPlaces.chelsea.facts(),
};
type City = keyof typeof places;

/** Labels as boards and designers write them, and the picture a designer would take of each. */
const cases: [label: string, section: Section, city: City, kind: ShotKind, motif?: string][] = [
  // Streets and squares
  ['Tram Streets', 'social', 'porto', 'street', 'street'],
  ['Yokocho Alleys', 'social', 'kyoto', 'street'],
  ['Shotengai Arcades', 'social', 'kyoto', 'street', 'arcade'],
  ['Granite Facades', 'historical', 'porto', 'street', 'facades'],
  ['Public Squares', 'historical', 'lisbon', 'street', 'square'],
  ['Maasai Market', 'social', 'nairobi', 'street', 'market'],
  ['Georgian Terraces', 'historical', 'chelsea', 'street'],
  ['Hillside Stairways', 'physical', 'lisbon', 'street', 'square'],
  ['Festival Streets', 'social', 'nairobi', 'street'],
  // Landmarks
  ['Shrine Gates', 'historical', 'kyoto', 'landmark', 'torii gate'],
  ['Temple Halls', 'historical', 'kyoto', 'landmark', 'shrine'],
  ['Baroque Churches', 'historical', 'porto', 'landmark', 'shrine'],
  ['Iron Bridges', 'physical', 'porto', 'landmark', 'bridge'],
  ['Kamo Riverbanks', 'physical', 'kyoto', 'landmark', 'embankment'],
  ['Douro Riverbanks', 'physical', 'porto', 'landmark', 'embankment'],
  ['Tagus Estuary', 'physical', 'lisbon', 'landmark', 'embankment'],
  ['Civic Landmarks', 'historical', 'porto', 'landmark', 'tower'],
  ['Manueline Cloisters', 'historical', 'lisbon', 'landmark', 'shrine'],
  ['Railway Heritage', 'historical', 'nairobi', 'landmark'],
  // Gardens and landscape
  ['Temple Gardens', 'historical', 'kyoto', 'garden', 'garden'],
  ['Moss Gardens', 'physical', 'kyoto', 'garden', 'garden'],
  ['Courtyard Gardens', 'physical', 'porto', 'garden'],
  ['Jacaranda Avenues', 'physical', 'nairobi', 'garden', 'trees'],
  ['Street Trees', 'physical', 'lisbon', 'garden', 'trees'],
  ['Savanna Edge', 'physical', 'nairobi', 'landmark'],
  ['Eastern Hills', 'physical', 'nairobi', 'garden', 'landscape'],
  ['Native Planting', 'physical', 'chelsea', 'garden'],
  // Interiors
  ['Shoji Screens', 'historical', 'kyoto', 'interior', 'screens'],
  ['Izakaya Counters', 'social', 'kyoto', 'interior', 'counter'],
  ['Fado Taverns', 'social', 'lisbon', 'interior', 'counter'],
  ['Corner Cafés', 'social', 'porto', 'interior', 'counter'],
  ['Restored Interiors', 'historical', 'lisbon', 'interior', 'lounge'],
  ['Old Archives', 'historical', 'chelsea', 'interior', 'shelves'],
  ['Craft Workshops', 'historical', 'nairobi', 'interior', 'shelves'],
  ['Sento Bathhouses', 'social', 'kyoto', 'interior'],
  ['Seating', 'social', 'porto', 'interior', 'lounge'],
  // Details
  ['Machiya Timber', 'historical', 'kyoto', 'detail', 'joinery'],
  ['Azulejo Tiles', 'historical', 'lisbon', 'detail', 'tiles'],
  ['Period Ironwork', 'historical', 'porto', 'detail', 'ironwork'],
  ['Portland Stone', 'historical', 'chelsea', 'detail', 'stone'],
  ['Patina Walls', 'historical', 'porto', 'detail', 'plaster'],
  ['Faded Signage', 'historical', 'nairobi', 'detail', 'signage'],
  ['Weathered Shrine Gates', 'historical', 'kyoto', 'detail', 'ironwork'],
  ['Carved Doorways', 'historical', 'lisbon', 'detail', 'joinery'],
  ['Tableware', 'social', 'kyoto', 'detail', 'tableware'],
  ['Cedar Grain', 'physical', 'kyoto', 'detail', 'joinery'],
  // Flat-lays
  ['Material Palette', 'social', 'kyoto', 'flat-lay', 'swatches'],
  ['Material Samples', 'physical', 'porto', 'flat-lay', 'swatches'],
  ['Colour Accent', 'social', 'lisbon', 'flat-lay', 'colour'],
  ['Barragán Colour', 'physical', 'lisbon', 'flat-lay', 'colour'],
  // Textiles
  ['Textiles', 'social', 'kyoto', 'textile', 'weave'],
  ['Indigo Noren', 'historical', 'kyoto', 'textile', 'noren'],
  ['Linen Weaves', 'social', 'porto', 'textile', 'weave'],
  ['Kilim Rugs', 'social', 'nairobi', 'textile', 'rug'],
  // Floors
  ['Floor Finish', 'social', 'kyoto', 'floor', 'tatami'],
  ['Floor Finish', 'social', 'chelsea', 'floor', 'herringbone'],
  ['Tatami Rooms', 'historical', 'kyoto', 'interior'],
  ['Calçada Paving', 'physical', 'lisbon', 'floor', 'paving'],
  ['Oak Parquet', 'historical', 'chelsea', 'floor', 'herringbone'],
  // Plans and aerials
  ['Rooftop Horizon', 'physical', 'porto', 'plan', 'grid'],
  ['Terracotta Roofs', 'physical', 'lisbon', 'plan', 'grid'],
  ['Pombaline Grid', 'historical', 'lisbon', 'plan', 'grid'],
  ['Canal Ring', 'physical', 'chelsea', 'plan', 'canal'],
  // Lighting studies
  ['Lighting Mood', 'social', 'kyoto', 'lighting', 'window'],
  ['Engawa Light', 'physical', 'kyoto', 'lighting', 'window'],
  ['Paper Lanterns', 'social', 'kyoto', 'lighting', 'lantern'],
  ['Facade Shadows', 'physical', 'porto', 'lighting', 'shadow'],
  ['Low Sun', 'physical', 'chelsea', 'lighting', 'shadow'],
  // Thresholds
  ['Stone Thresholds', 'historical', 'lisbon', 'threshold', 'door'],
  ['Threshold', 'social', 'kyoto', 'threshold', 'door'],
  ['Brownstone Stoops', 'historical', 'chelsea', 'threshold', 'door'],
  ['Hand-washing Ritual at the Entrance', 'social', 'kyoto', 'threshold', 'door'],
];

describe('shot descriptions: the picture a designer would take of a label', () => {
  it('covers every kind with at least 60 labels', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
    expect(new Set(cases.map((c) => c[3])).size).toBe(11);
  });

  for (const [label, section, city, kind, motif] of cases) {
    it(`${label} (${city}, ${section}) → ${kind}${motif ? ` / ${motif}` : ''}`, () => {
      const shot = describeShot({ label, section, place: places[city] });
      expect(shot.kind).toBe(kind);
      if (motif) expect(shot.motif).toBe(motif);
      expect(shot.subject).toBe(label);
    });
  }

  it('draws on the place: Kyoto materials and features are not Porto ones', () => {
    const k = describeShot({ label: 'Material Palette', section: 'social', place: places.kyoto });
    const p = describeShot({ label: 'Material Palette', section: 'social', place: places.porto });
    expect(k.materials).toContain('hinoki');
    expect(p.materials).toContain('granite');
    expect(p.materials).not.toContain('hinoki');
    expect(k.palette).not.toEqual(p.palette);
  });

  it('gives a board of pairs (a subject and its closer look) different pictures', () => {
    const labels = ['Evening Iron Bridges', 'Weathered Iron Bridges', 'Restored Baroque Churches', 'Old Baroque Churches'];
    const shots = describeBoardShots(labels.map((label) => ({ label, section: 'physical' as const, place: places.porto })));
    expect(new Set(shots.map((s) => `${s.kind}|${s.motif}`)).size).toBe(4);
    expect(shots[0]).toMatchObject({ kind: 'landmark', motif: 'bridge' });
  });

  it('round-trips through the prompt, and reads a shot from an old prompt by its label', () => {
    const shot = describeShot({ label: 'Shrine Gates', section: 'historical', place: places.kyoto });
    const prompt = writeShotPrompt(shot, 'in Kyoto, Japan');
    expect(prompt).not.toMatch(/design cue|View: street-level/);
    expect(shotFromPrompt(prompt)).toEqual(shot);
    const old = shotFromPrompt(
      'Shoji Screens in Kyoto, Japan showing a landmark seen through generations of repair with "hinoki" as a design cue.',
    );
    expect(old).toMatchObject({ subject: 'Shoji Screens', kind: 'interior', motif: 'screens' });
  });

  it('adds no fixed view line at the middle scale, and searches photos by subject and place', () => {
    const prompt = writeShotPrompt(describeShot({ label: 'Material Palette', section: 'social', place: places.kyoto }), 'in Kyoto, Japan');
    expect(withSliderModifiers(prompt, 1, 0)).not.toContain('View:');
    expect(withSliderModifiers(prompt, 1, 0)).toContain('from directly above');
    expect(withSliderModifiers(prompt, 0, 0)).toContain('View: material close-up');
    expect(photoQueryOf(prompt)).toBe('Material Palette in Kyoto, Japan');
  });
});
