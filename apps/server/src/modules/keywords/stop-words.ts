import { createRequire } from 'node:module';

/** English function words, fillers and time words beyond the maintained list. */
const ENGLISH = `a about above across after afterwards again against all almost alone along already also
although always am among amongst an and another any anyhow anyone anything anyway anywhere are aren't
around as at back be became because become becomes becoming been before beforehand behind being below
beside besides between beyond both but by can can't cannot could couldn't did didn't do does doesn't
doing don't done down during each eg either else elsewhere enough etc even ever every everyone
everything everywhere except few for former formerly from further had hadn't has hasn't have haven't
having he he'd he'll he's hence her here here's hereafter hereby herein hers herself him himself his
how how's however i i'd i'll i'm i've ie if in indeed into is isn't it it's its itself just keep kept
last latter least less let let's made many may maybe me meanwhile might mine more moreover most mostly
much must mustn't my myself namely neither never nevertheless next no nobody none noone nor not
nothing now nowhere of off often on once one only onto or other others otherwise our ours ourselves
out over own per perhaps please put quite rather re really same several shall shan't she she'd she'll
she's should shouldn't since so some somehow someone something sometime sometimes somewhere still such
than that that's the their theirs them themselves then thence there there's thereafter thereby
therefore therein thereupon these they they'd they'll they're they've this those though through
throughout thru thus to together too toward towards under until up upon us very via was wasn't we
we'd we'll we're we've well were weren't what what's whatever when when's whence whenever where
where's whereafter whereas whereby wherein whereupon wherever whether which while whither who who's
whoever whole whom whose why why's will with within without won't would wouldn't yet you you'd
you'll you're you've your yours yourself yourselves
zero two three four five six seven eight nine ten first second third twice
also get gets got getting go goes going gone make makes making take takes taking give gives given
come comes came see seen look looks find finds found use used uses using want wants need needs
like likes know knows think feel feels say says said tell told ask try tries let lets become
able across around away new newer newest old great good better best big small little lot lots
way ways thing things kind kinds sort lot really truly simply just quite very much many every
today tomorrow yesterday day days week weeks month months year years time times hour hours minute
minutes morning evening night nights daily weekly monthly annual annually ago soon later
mon tue wed thu fri sat sun monday tuesday wednesday thursday friday saturday sunday
january february march april may june july august september october november december
am pm st nd rd th
actually including include includes included prefer prefers preferred issue issues step steps
build builds built test tests tested update updates updated feature features featured example examples`;

/** Words the maintained lists call stop words that name things a designer looks for. */
const KEEP: Record<string, string[]> = { en: ['room', 'rooms', 'open', 'light', 'house', 'art', 'food'] };

const require = createRequire(import.meta.url);
/** stopwords-iso: ISO 639-1 code → stop words, for 50+ languages. */
const ISO = require('stopwords-iso') as Record<string, string[]>;
const EXTRA: Record<string, string> = { en: ENGLISH };
const cache = new Map<string, ReadonlySet<string>>();
const NONE: ReadonlySet<string> = new Set();

/** Stop words of a language (its maintained list plus our additions); empty for unknown codes. */
export function stopWordsFor(lang: string): ReadonlySet<string> {
  const cached = cache.get(lang);
  if (cached) return cached;
  // Unknown codes share one empty set: a page cannot grow this cache with made-up languages.
  if (!ISO[lang] && !EXTRA[lang]) return NONE;
  const keep = new Set(KEEP[lang] ?? []);
  const words = [...(ISO[lang] ?? []), ...(EXTRA[lang] ?? '').split(/\s+/)].map((w) => w.toLowerCase()).filter((w) => w && !keep.has(w));
  const set: ReadonlySet<string> = new Set(words);
  cache.set(lang, set);
  return set;
}
