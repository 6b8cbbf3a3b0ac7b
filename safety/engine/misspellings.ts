/**
 * Words typed with two letters swapped ("haet", "ignoratn"), one letter dropped ("womn", "trns") or the
 * space before or after them left out ("Ihate", "justpathetic", "Jedéteste"): what a disguise of hate
 * looks like once digits and separators are read (./normalise.ts). Only the words of the hate
 * combinations (./plain-harm.ts) are read this way, and only in what people type: such a word counts
 * only with the rest of its combination (an act of hostility and its target), never alone, so an
 * ordinary word one letter away ("back" for "black") refuses nothing by itself.
 */

/** The words a spelling may stand for. */
export type Misspellings = ReadonlyMap<string, readonly string[]>;

// Words shorter than this have too many ordinary neighbours one letter away.
const SHORTEST = 4;

/**
 * Every spelling one swap or one drop away from a word of `vocabulary`, its first and last letters kept.
 * Words that name people (`names`) are left out: their neighbours one letter away are other names and
 * words ("romains" for "roumains", "aras" for "arabs"); they are read only run into another word.
 */
export function misspellingsOf(vocabulary: ReadonlySet<string>, names: ReadonlySet<string>): Misspellings {
  const variants = new Map<string, Set<string>>();
  const add = (variant: string, word: string) => {
    if (variant === word || variant.length < SHORTEST || vocabulary.has(variant)) return;
    const words = variants.get(variant);
    if (words) words.add(word);
    else variants.set(variant, new Set([word]));
  };
  for (const word of vocabulary) {
    if (word.length < SHORTEST || names.has(word)) continue;
    for (let i = 1; i < word.length - 1; i++) add(`${word.slice(0, i)}${word[i + 1]}${word[i]}${word.slice(i + 2)}`, word);
    // Not the last letter either: "africa", "muslim" and "trans" are words of their own.
    if (word.length > SHORTEST) for (let i = 1; i < word.length - 1; i++) add(`${word.slice(0, i)}${word.slice(i + 1)}`, word);
  }
  return new Map([...variants].map(([variant, words]) => [variant, [...words]]));
}

// The small words a typist runs into the next one ("Ihate", "sosickening", "Jedéteste", "todie").
const JOINED = new Set([
  "i", "we", "you", "they", "so", "just", "to", "all", "are", "is", "be", "such", "these", "those", "them", "me", "my",
  "je", "j", "tu", "nous", "vous", "ils", "elles", "les", "des", "si", "trop", "ces", "ce", "cette", "tous", "toutes",
  "sont", "est", "de", "d", "l", "me", "m", "te", "se", "que", "qu", "sales", "sale",
]);

/**
 * The vocabulary words `form` may be a misspelling of: swapped or dropped letters, or a word run into a
 * small one (or into another vocabulary word: "womendisgust").
 */
export function misspelled(form: string, vocabulary: ReadonlySet<string>, misspellings: Misspellings): string[] {
  const words = [...(misspellings.get(form) ?? [])];
  for (let cut = 1; cut < form.length; cut++) {
    const [head, tail] = [form.slice(0, cut), form.slice(cut)];
    const known = (part: string) => part.length >= SHORTEST && vocabulary.has(part);
    if (known(tail) && (JOINED.has(head) || known(head))) words.push(tail);
    if (known(head) && JOINED.has(tail)) words.push(head);
    if (known(head) && known(tail)) words.push(head);
  }
  return words;
}
