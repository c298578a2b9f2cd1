import type { PlaceFacts } from '../../geo/place-facts.js';

/** Hand-built PlaceFacts for tests and the bench (values from the gazetteer and sun formulas). */
export const testPlaces: Record<'lisbon' | 'tokyo' | 'nairobi' | 'buenosAires' | 'melbourne', PlaceFacts> = {
  lisbon: {
    name: 'Lisbon', lat: 38.7167, lng: -9.1333, region: 'Lisbon District', population: 517_802,
    country: { code: 'PT', name: 'Portugal', capital: 'Lisbon', continent: 'EU', languages: ['pt'], currency: 'EUR' },
    neighbours: [{ name: 'Amadora', population: 178_858, distanceKm: 10 }, { name: 'Almada', population: 101_500, distanceKm: 7 }],
    sun: { juneNoonAltitude: 74.7, decemberNoonAltitude: 27.9, juneDayHours: 14.8, decemberDayHours: 9.4 },
    climateBand: 'subtropical', hemisphere: 'northern',
  },
  tokyo: {
    name: 'Tokyo', lat: 35.6895, lng: 139.6917, region: 'Tokyo', population: 8_336_599,
    country: { code: 'JP', name: 'Japan', capital: 'Tokyo', continent: 'AS', languages: ['ja'], currency: 'JPY' },
    neighbours: [{ name: 'Kawasaki', population: 1_437_266, distanceKm: 18 }, { name: 'Yokohama', population: 3_574_443, distanceKm: 28 }],
    sun: { juneNoonAltitude: 77.8, decemberNoonAltitude: 30.9, juneDayHours: 14.6, decemberDayHours: 9.8 },
    climateBand: 'subtropical', hemisphere: 'northern',
  },
  nairobi: {
    name: 'Nairobi', lat: -1.2833, lng: 36.8167, region: 'Nairobi County', population: 2_750_547,
    country: { code: 'KE', name: 'Kenya', capital: 'Nairobi', continent: 'AF', languages: ['en', 'sw'], currency: 'KES' },
    neighbours: [{ name: 'Ruiru', population: 238_858, distanceKm: 21 }, { name: 'Kiambu', population: 88_869, distanceKm: 15 }],
    sun: { juneNoonAltitude: 65.3, decemberNoonAltitude: 67.8, juneDayHours: 12.1, decemberDayHours: 12.2 },
    climateBand: 'tropical', hemisphere: 'southern',
  },
  buenosAires: {
    name: 'Buenos Aires', lat: -34.6131, lng: -58.3772, region: 'Buenos Aires F.D.', population: 13_076_300,
    country: { code: 'AR', name: 'Argentina', capital: 'Buenos Aires', continent: 'SA', languages: ['es', 'gn'], currency: 'ARS' },
    neighbours: [{ name: 'Avellaneda', population: 340_985, distanceKm: 6 }, { name: 'Lanús', population: 453_082, distanceKm: 11 }],
    sun: { juneNoonAltitude: 32.0, decemberNoonAltitude: 78.8, juneDayHours: 9.9, decemberDayHours: 14.4 },
    climateBand: 'subtropical', hemisphere: 'southern',
  },
  melbourne: {
    name: 'Melbourne', lat: -37.814, lng: 144.9633, region: 'Victoria', population: 4_246_375,
    country: { code: 'AU', name: 'Australia', capital: 'Canberra', continent: 'OC', languages: ['en'], currency: 'AUD' },
    neighbours: [{ name: 'Footscray', population: 13_203, distanceKm: 6 }, { name: 'St Kilda', population: 19_490, distanceKm: 6 }],
    sun: { juneNoonAltitude: 28.8, decemberNoonAltitude: 75.6, juneDayHours: 9.5, decemberDayHours: 14.8 },
    climateBand: 'temperate', hemisphere: 'southern',
  },
};
