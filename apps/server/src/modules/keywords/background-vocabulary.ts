/**
 * Words common on any website, whatever it sells: a tiny stand-in for document frequencies.
 * They may appear in keywords, but count for much less than distinctive words.
 */
const COMMON = `about experience experiences quality people team company business world life home place
places part parts range story stories journey passion passionate love loved perfect beautiful
unique special amazing wonderful simple easy fresh finest fine premium luxury luxurious exclusive
local world-class award award-winning awards collection collections design designed designs style
styles modern classic original authentic real true together community family friends guests
guest visitors visit visiting members member everyone offer offers offering provide provides
providing create creates created creating bring brings brought work works working worked
made crafted craft based located location locations city town area areas region street road
heart centre center space spaces room rooms inside outside full part whole high low long short
years history heritage tradition traditional future today moment moments idea ideas vision
mission values value care caring welcome welcoming enjoy enjoying discover explore experience
best finest favourite favorite popular signature original inspired inspiration
brand brands official online digital group studio team founder founders founded since established
hand hands piece pieces batch batches lot lots
people person open opening hours private public small large little big latest upcoming event events
`;

/** Down-weighted generic words. */
export const COMMON_WEB_WORDS: ReadonlySet<string> = new Set(COMMON.split(/\s+/).filter(Boolean));

/** How much a token says about this particular brand, 0–1. */
export function tokenSpecificity(token: string): number {
  return COMMON_WEB_WORDS.has(token) ? 0.3 : 1;
}
