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
