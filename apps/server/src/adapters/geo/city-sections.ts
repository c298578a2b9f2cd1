/**
 * Named sections of cities (GeoNames feature code PPLX) that GeoNames' cities500 leaves out: it keeps a
 * section only when it has a population figure, so Gion, Ribeira or Alfama are missing from it. Each
 * section names its city by GeoNames id (country and admin area come from that city) and carries the
 * names a person may type for it. Coordinates are the section's centre, compiled by hand for Loci
 * (within about 500 m); add a section here when a well-known one is missing.
 */
export interface CitySection {
  name: string;
  /** Other names: local script first (祇園), then other spellings. */
  alternates: string[];
  /** GeoNames id of the city the section belongs to. */
  cityId: number;
  lat: number;
  lng: number;
}

const KYOTO = 1857910;
const TOKYO = 1850147;
const OSAKA = 1853909;
const PORTO = 2735943;
const LISBON = 2267057;

export const CITY_SECTIONS: CitySection[] = [
  { name: 'Gion', alternates: ['祇園', 'ぎおん'], cityId: KYOTO, lat: 35.0037, lng: 135.7752 },
  { name: 'Higashiyama', alternates: ['東山'], cityId: KYOTO, lat: 34.9961, lng: 135.7808 },
  { name: 'Pontocho', alternates: ['先斗町', 'Pontochō'], cityId: KYOTO, lat: 35.0052, lng: 135.7708 },
  { name: 'Sagano', alternates: ['嵯峨野'], cityId: KYOTO, lat: 35.0194, lng: 135.6725 },
  { name: 'Ginza', alternates: ['銀座'], cityId: TOKYO, lat: 35.6717, lng: 139.765 },
  { name: 'Asakusa', alternates: ['浅草'], cityId: TOKYO, lat: 35.7148, lng: 139.7967 },
  { name: 'Shimokitazawa', alternates: ['下北沢', 'Shimokita'], cityId: TOKYO, lat: 35.6613, lng: 139.6683 },
  { name: 'Yanaka', alternates: ['谷中'], cityId: TOKYO, lat: 35.7258, lng: 139.7669 },
  { name: 'Dotonbori', alternates: ['道頓堀', 'Dōtonbori'], cityId: OSAKA, lat: 34.6687, lng: 135.5013 },
  { name: 'Ribeira', alternates: [], cityId: PORTO, lat: 41.1407, lng: -8.6132 },
  { name: 'Foz do Douro', alternates: ['Foz'], cityId: PORTO, lat: 41.1535, lng: -8.6755 },
  { name: 'Alfama', alternates: [], cityId: LISBON, lat: 38.7118, lng: -9.1303 },
  { name: 'Chiado', alternates: [], cityId: LISBON, lat: 38.7107, lng: -9.1423 },
  { name: 'Bairro Alto', alternates: [], cityId: LISBON, lat: 38.7127, lng: -9.1446 },
  { name: 'Belém', alternates: ['Belem'], cityId: LISBON, lat: 38.6975, lng: -9.2063 },
  { name: 'Le Marais', alternates: ['Marais'], cityId: 2988507, lat: 48.8575, lng: 2.3585 },
  { name: 'Montmartre', alternates: [], cityId: 2988507, lat: 48.8867, lng: 2.3431 },
  { name: 'Trastevere', alternates: [], cityId: 3169070, lat: 41.8867, lng: 12.4692 },
  { name: 'Arbat', alternates: ['Арбат'], cityId: 524901, lat: 55.7494, lng: 37.5917 },
  { name: 'Hongdae', alternates: ['홍대', 'Hongik'], cityId: 1835848, lat: 37.5563, lng: 126.9236 },
  { name: 'Itaewon', alternates: ['이태원'], cityId: 1835848, lat: 37.5345, lng: 126.9946 },
  { name: 'Ximending', alternates: ['西門町', '西门町'], cityId: 1668341, lat: 25.0421, lng: 121.5071 },
  { name: 'Sanlitun', alternates: ['三里屯'], cityId: 1816670, lat: 39.9335, lng: 116.4545 },
  { name: 'Yaowarat', alternates: ['เยาวราช', 'Chinatown Bangkok'], cityId: 1609350, lat: 13.7406, lng: 100.5097 },
  { name: 'Plaka', alternates: ['Πλάκα'], cityId: 264371, lat: 37.9722, lng: 23.7302 },
  { name: 'Jordaan', alternates: [], cityId: 2759794, lat: 52.3759, lng: 4.8817 },
  { name: 'Nyhavn', alternates: [], cityId: 2618425, lat: 55.6798, lng: 12.5907 },
  { name: 'Grünerløkka', alternates: ['Grunerlokka'], cityId: 3143244, lat: 59.9225, lng: 10.7594 },
  { name: 'Karaköy', alternates: [], cityId: 745044, lat: 41.0229, lng: 28.9772 },
  { name: 'Zamalek', alternates: ['الزمالك'], cityId: 360630, lat: 30.0609, lng: 31.2197 },
  { name: 'Bandra', alternates: ['बांद्रा'], cityId: 1275339, lat: 19.0596, lng: 72.8295 },
  { name: 'Colaba', alternates: ['कुलाबा'], cityId: 1275339, lat: 18.9067, lng: 72.8147 },
  { name: 'Neve Tzedek', alternates: ['נווה צדק'], cityId: 293397, lat: 32.0607, lng: 34.7646 },
  { name: 'Shoreditch', alternates: [], cityId: 2643743, lat: 51.5265, lng: -0.0786 },
  { name: 'San Telmo', alternates: [], cityId: 3435910, lat: -34.6212, lng: -58.3731 },
  { name: 'Coyoacán', alternates: ['Coyoacan'], cityId: 3530597, lat: 19.3467, lng: -99.1617 },
];
