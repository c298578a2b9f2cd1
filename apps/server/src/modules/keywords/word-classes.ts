import { BOILERPLATE_WORDS } from './boilerplate-words.js';
import { stopWordsFor } from './stop-words.js';
import type { Tokeniser } from './tokenise.js';

/**
 * What a language's words may do in a keyword. Without a part-of-speech tagger these are
 * heuristics, kept honest and small: stop words and web chrome never start or end a phrase;
 * suffix rules spot adverbs and verb forms in European languages; German nouns are the
 * capitalised words; in Chinese and Japanese, nouns are written in kanji or katakana while
 * particles and inflections are hiragana.
 */
export interface WordClasses {
  /** May begin or end a keyword. */
  isContent(word: string): boolean;
  /** May stand between two content words of a three-word keyword ("house of coffee"). */
  isConnector(word: string): boolean;
  /** True when some word of the phrase can be a noun (keywords name things). */
  carriesNoun(words: string[]): boolean;
  /** True for a word whose ending marks an adverb or a verb form ("slowly", "torramos", "يدويا"). */
  isVerbOrAdverb(word: string): boolean;
}

const CONNECTORS: Record<string, string[]> = {
  en: ['of', 'and'],
  pt: ['de', 'do', 'da', 'dos', 'das', 'e', 'em'],
  es: ['de', 'del', 'y', 'en'],
  fr: ['de', 'du', 'des', "d'", 'et', 'en', 'à'],
  it: ['di', 'del', 'della', "d'", "dell'", 'e', 'in'],
  de: ['und', 'aus'],
  nl: ['van', 'en', 'uit'],
  ja: ['の'],
};

/** Adverb and verb-form endings: a word ending so is not a noun (exceptions in NOUNS_LIKE). */
const NOT_NOUN: Record<string, RegExp> = {
  en: /^(?:[\p{L}]{3,}ly|[^-]{3,}(?:ing|ed))$/u,
  pt: /^\p{L}{3,}(?:mente|ando|endo|indo|amos|emos|imos|aram|eram|iram|ou)$/u,
  es: /^\p{L}{3,}(?:mente|ando|iendo|amos|emos|imos|aron|ieron)$/u,
  fr: /^\p{L}{2,}(?:ivement|ellement|ablement|iquement|amment|emment|èrement|eusement|ètement|ons|ez|aient)$/u,
  it: /^\p{L}{3,}(?:mente|ando|endo|iamo)$/u,
  ar: /^\p{Script=Arabic}{3,}يا$/u,
};
/** Nouns (and noun-like words a designer wants) that the endings above would wrongly reject. */
const NOUNS_LIKE = new Set(
  `family italy supply assembly jelly lily butterfly building buildings ceiling ceilings lighting
flooring clothing bedding seating painting paintings cladding tiling panelling paneling furnishing
furnishings planting wedding dining tasting roasting brewing tailoring living housing landscaping
sting string spring wing king ring shed bed seed feed reed
maisons saisons savons salons chansons boissons façons crayons cordons bâtons ballons lions
mundo segundo fundo`.split(/\s+/),
);
const NUMBER = /^\p{N}/u;
const LETTER = /\p{L}/u;
const HAN = /\p{Script=Han}/u;
const KANJI_OR_KATAKANA = /[\p{Script=Han}\p{Script=Katakana}]/u;
const ENDS_HIRAGANA = /\p{Script=Hiragana}$/u;
/** Nominal endings of compounds like 数寄屋造り, 手焼き: a long word ending so is still a noun. */
const JA_NOUN_ENDINGS = /[\p{Script=Han}\p{Script=Katakana}]{3,}[りきしみえ]$/u;

function scriptAllows(lang: string, word: string): boolean {
  if (lang === 'zh') return HAN.test(word);
  if (lang === 'ja') return KANJI_OR_KATAKANA.test(word) && (!ENDS_HIRAGANA.test(word) || JA_NOUN_ENDINGS.test(word));
  return LETTER.test(word);
}

/**
 * Word classes of one page's language. German noun evidence comes from the capitals the
 * tokeniser sees in `texts`, read in full first so the first phrase is judged like the last.
 */
export function wordClasses(tokeniser: Tokeniser, texts: string[] = []): WordClasses {
  const { lang } = tokeniser;
  if (lang === 'de') for (const text of texts) tokeniser.segments(text);
  const stops = stopWordsFor(lang);
  const english = lang === 'en' ? stops : stopWordsFor('en');
  const connectors = new Set(CONNECTORS[lang] ?? []);
  const minLength = tokeniser.unspaced ? 1 : 3;
  const notNoun = NOT_NOUN[lang];

  const isContent = (w: string) =>
    [...w].length >= minLength &&
    !NUMBER.test(w) &&
    !stops.has(w) &&
    // English function words turn up on every page ("our", "the") whatever its language.
    !(english !== stops && english.has(w) && /^[a-z']+$/.test(w)) &&
    !BOILERPLATE_WORDS.has(w) &&
    scriptAllows(lang, w);

  const isVerbOrAdverb = (w: string) => notNoun?.test(w) === true && !NOUNS_LIKE.has(w);

  const isNoun = (w: string): boolean => {
    if (!isContent(w)) return false;
    if (lang === 'de') {
      // Nouns are capitalised; a word never seen mid-sentence gets the benefit of the doubt.
      const c = tokeniser.capitals.get(w);
      return !c || c.upper >= c.lower;
    }
    return !isVerbOrAdverb(w);
  };

  return {
    isContent,
    isConnector: (w) => connectors.has(w),
    carriesNoun: (words) => words.some(isNoun),
    isVerbOrAdverb,
  };
}
