/**
 * Words that tell a designer what a brand is made of and feels like: materials, finishes,
 * crafts, spaces and light, in the languages Loci reads best. A phrase holding one ranks
 * above one that does not, so "lime plaster walls" beats "opening hours".
 */
const WORDS = `
oak walnut ash pine cedar teak beech birch timber wood wooden stone marble granite limestone slate terrazzo
travertine concrete plaster lime clay terracotta ceramic ceramics stoneware porcelain glaze tile tiles brick
glass brass copper bronze iron steel linen wool silk cotton leather cork rattan wicker bamboo paper velvet
jute hemp textile textiles courtyard terrace garden atrium loft workshop studio kiln hearth facade
daylight light shade texture patina grain handmade hand-made handcrafted crafted artisan craft joinery
calm quiet warm serene rustic coastal tactile natural organic
ritual rituals ceremony ceremonies bathing bathhouse basin basins washbasin counter counters shelving shelves
reclaimed salvaged hand-thrown thrown honed unfinished moss machiya alcove threshold cloister arcade
madeira pedra mármore granito calcário betão barro cerâmica azulejo azulejos vidro latão cobre ferro linho lã
seda algodão couro cortiça vime bambu pátio jardim terraço oficina forno luz textura artesanal artesão
madera piedra mármol cal arcilla cerámica vidrio latón cobre hierro lino lana seda algodón cuero corcho mimbre
patio terraza taller horno luz textura artesanal artesano encalado encalada encalados
bois chêne noyer pierre marbre calcaire béton plâtre chaux argile céramique faïence carrelage tomettes verre
laiton cuivre fer lin laine soie coton cuir liège osier jardin cour atelier four lumière texture artisanal artisan
holz eiche nussbaum esche stein marmor beton putz kalk ton keramik fliesen glas messing kupfer eisen leinen
wolle seide baumwolle leder kork massivholz altholz werkstatt garten hof licht handwerk handgemacht naturöl
legno rovere noce pietra marmo cemento intonaco calce argilla ceramica vetro ottone rame ferro lino lana seta
cortile giardino bottega laboratorio luce artigianale artigiano
خشب حجر رخام طين فخار زجاج نحاس حديد كتان صوف حرير قطن جلد فناء حديقة ورشة ضوء يدوي حرفة الحجر الخشب النحاس`;

/** Characters that name materials and crafted things in Chinese and Japanese words. */
const CJK_CHARS = /[木石竹漆陶瓷瓦紙纸絹丝絲綿棉麻銅铜鉄铁土砖磚庭園园窓窗檜畳苔釉窯窑織织繍绣染]/u;

const LEXICON: ReadonlySet<string> = new Set(WORDS.split(/\s+/).filter(Boolean));
const BOOST = 1.5;

/** 1.5 when a phrase names a material, finish, craft, space or mood; else 1. */
export function designRelevance(words: string[]): number {
  return words.some((w) => LEXICON.has(w) || CJK_CHARS.test(w)) ? BOOST : 1;
}

/**
 * What a shop sells rather than what it is made of (English): body parts, product forms and
 * claims. A phrase of these words alone ("skin", "hand wash", "bottles") says nothing a designer
 * can draw, so it ranks well below a design cue even when the page repeats it (issue #44).
 */
const PRODUCT_WORDS: ReadonlySet<string> = new Set(
  `skin skins hair hands hand body face faces lips eyes wash washes cleanse cleanser cleansers tone toner hydrate
hydrating moisturiser moisturizer serum serums balm balms cream creams lotion lotions mask masks scrub gel gels
shampoo conditioner deodorant bottle bottles jar jars tube tubes pump refill refills travel sample samples ml
formula formulas ingredient ingredients product products range ranges collection collections kit kits set sets
gentle soothing nourishing gift gifts care routine routines results skincare haircare bodycare`.split(/\s+/),
);
const PRODUCT_WEIGHT = 0.3;

const JOINERS = new Set(['and', 'or', 'of', 'for', 'with', '&']);

/** True for a phrase of product words only ("hand wash", "hands and body", "bottles"). */
export function isProductOnly(words: readonly string[]): boolean {
  const content = words.map((w) => w.toLowerCase()).filter((w) => !JOINERS.has(w));
  return content.length > 0 && content.every((w) => PRODUCT_WORDS.has(w));
}

/** 0.3 for a phrase made only of product words ("hand wash", "skin care"), else 1. */
export function productWeight(words: string[]): number {
  return isProductOnly(words) ? PRODUCT_WEIGHT : 1;
}

/**
 * Single words that say nothing of a brand's world on their own (English): nationalities and
 * regions ("japanese", "nordic") and bare claims. Never a keyword alone; inside a phrase they may
 * stay ("japanese cedar").
 */
const GENERIC_SINGLE: ReadonlySet<string> = new Set(
  `japanese chinese korean thai vietnamese indian french italian spanish portuguese german dutch belgian swiss
austrian british english scottish irish welsh american canadian mexican brazilian argentinian peruvian
chilean colombian australian european asian african nordic scandinavian danish swedish norwegian finnish
icelandic greek turkish moroccan egyptian lebanese israeli russian polish czech hungarian mediterranean
international global local modern contemporary classic classical traditional luxury luxurious premium
quality exclusive unique authentic original iconic signature essential essentials beautiful elegant
perfect timeless everyday daily simple pure fresh special favourite favorite popular bestseller bestsellers
gentle soft visit visitors store stores shop shops welcome`.split(/\s+/),
);

/** True for a one-word keyword that is a nationality or a bare claim ("japanese", "luxury"). */
export function isGenericSingle(keyword: string): boolean {
  const words = keyword.trim().toLowerCase().split(/\s+/);
  return words.length === 1 && GENERIC_SINGLE.has(words[0]);
}
