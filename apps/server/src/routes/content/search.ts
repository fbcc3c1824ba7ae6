import { type Compilable, type OperationNodeSource, type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/index';
import { GENERIC_PLAN } from '../../db/pglite-statements';
import { escapeLike, georgianFold, searchWords } from '../../lib/text';
import {
  type EpisodeRow,
  episodesInOrder,
  type Filters,
  filterCondition,
  filteredIds,
  filtersTested,
  parseIds,
  toEpisode,
} from './queries';

/** Search counts stop here: the filter bar shows at most this many ("500+"). */
export const SEARCH_COUNT_CAP = 500;

/**
 * A query word the vocabulary answers: three or more of the letters `search_runs()` makes words of (migration
 * 0012: digits, ASCII lower case, Georgian). Shorter words have no trigram to find their words by.
 */
const VOCABULARY_WORD = /^[0-9a-z\u10d0-\u10fa\u10fc-\u10ff]{3,}$/;
/** Not a search letter: what ends a run of them (a regular expression's class, for the vocabulary's words). */
const NOT_LETTER = '[^0-9a-z\u10d0-\u10fa\u10fc-\u10ff]';
/**
 * A query word inside more vocabulary words than this is matched by its own trigrams and prefix instead; so is a
 * three-letter word inside more than a GROUP (its one trigram's entries are then exactly the episodes holding it).
 */
const MAX_WORDS = 256;
/**
 * Words per GIN scan. The index tests each episode it finds against the scan's whole query, so one query of 300
 * words cost 77 ms for 14 000 episodes at 100 000 (PostgreSQL); an OR of scans of 16 words each tests 16.
 */
const GROUP = 16;
/**
 * A word query (`to_tsquery('simple', text)`) made once a statement: `to_tsquery` is stable, not immutable, so
 * PostgreSQL evaluates it again for every row a condition tests unless it sits in a sub-select (a 501-row count at
 * 1 000 000: 10 ms against 7.5, ADR 006).
 */
const tsQuery = (text: string) => sql`(select to_tsquery('simple', ${text}))`;
/**
 * A query word found through at most this many words is read through them as a list: in one GIN scan's query with
 * the other query words' lists (which intersects in the index), and in `title_words` word by word. More, and they
 * go into scans of GROUP words each, ORed. A common word's forms and the runs around it are a few dozen ('კვება' is
 * inside 20 words at 1 000 000, 19 of them in one episode each).
 */
const LIST = 32;
/**
 * The first look reads in any order (stopping at the cap) rather than collect a bitmap of `bound` candidates when
 * bound² > DENSE · (cap + 1) · episodes: the read visits about (cap + 1) · episodes / bound rows at a few µs each,
 * the bitmap costs about 0.15 µs a candidate (233 000 candidates: 36 ms at 1 000 000 episodes on PostgreSQL).
 */
const DENSE = 12;
/** A walk of this many rows per row wanted (at most WALK_MAX) is tried before a bitmap of candidates is sorted. */
const WALK_FIRST = 100;
const WALK_MAX = 5000;
/**
 * The newest matches are looked for first in the newest share of the dates where WINDOW · take of them are expected,
 * when that share is at most WINDOW_MAX: a range of more dates costs about as much as reading every candidate.
 */
const WINDOW = 3;
const WINDOW_MAX = 0.25;
/**
 * The newest share's range of the date index is ANDed with the candidates' bitmap when it holds at most this many
 * entries per candidate expected (an entry of the range about 0.08 µs, a candidate read and tested 1.3–2 µs, at
 * 1 000 000 on PostgreSQL); a wider range is only tested on the candidates.
 */
const DATE_AND = 10;
/**
 * At most this many candidates in all cells: the filters are tested on each instead of ANDing their indexes' bitmaps
 * (the planner, taking the candidates for 0.5 % of the rows, ANDed 365 000 rows of three categories with 14).
 */
const FEW = 4000;
/** With a channel filter, title matches are read in date order from `title_words` only below this many in the cells. */
const CHANNEL_TITLES = 2000;

type Condition = RawBuilder<boolean>;

/**
 * The length filter's bucket, read with a substring's candidates from the trigram indexes that hold it (migration
 * 0018); none with a channel filter, whose index narrows the candidates more.
 */
const bucketOf = (f: Filters) => (f.created_by_id === undefined ? f.video_length_seconds : undefined);

/** What the vocabulary tells about a search, within the cells (category, length) its filters allow. */
interface Vocabulary {
  /** Published, ready episodes in those cells. */
  episodes: number;
  /** Published, ready episodes in all cells: what a range of a date index holds. */
  catalogue: number;
  /** At least the number of matches, and of title matches; and of candidates, and title candidates, in all cells. */
  bound: number;
  titleBound: number;
  total: number;
  titleTotal: number;
  /** How many there are likely to be (the bounds for one query word). */
  estimate: number;
  titleEstimate: number;
  /** The fewer there may well be: several query words taken as independent (the estimates for one). */
  fewest: number;
  titleFewest: number;
  /**
   * At most the number of matches, and of title matches (0 when unknown): for one query word, the whole query, whose
   * words are the text's own letters (none `mapped`), the episodes holding its most frequent word, less any excluded.
   * When it passes the cap the count is known without reading a row.
   */
  least: number;
  titleLeast: number;
  /** Every match satisfies it, and a GIN index answers it (the episodes holding the exact words found). */
  candidates: Condition;
  /** The same for title matches; null when there can be none. */
  titleCandidates: Condition | null;
  /** The candidates (and the title candidates) are a substring's, from a trigram index holding the cells (0018). */
  substring: boolean;
  titleSubstring: boolean;
  /**
   * When the candidates are exactly the matches, and the title candidates exactly the title matches: no row they
   * find is tested again. `match` tests a match on its own (a walk's test); `title` a title match on the stored
   * vector, cheaper than the definition (which parses the title), or null: the definition's test. So it is for
   * - one query word, the whole query, found through its words, none of them `mapped`;
   * - one query word, the whole query, matched the old way: its candidates are the definition of a match;
   * - several query words, the whole query, each found through at most LIST words that all begin with it (none
   *   `mapped`): an episode holds one of each word's words exactly when it holds a word beginning with each query
   *   word, the definition's prefixes (and a text holding the phrase holds such words too).
   */
  exact: { match: Condition; title: Condition | null } | null;
  /**
   * The title words of the query words found through at most LIST words each (migration 0014's `title_words`
   * holds them in date order), rarest query word first; null when none is. Every title match holds a word of each
   * list; when `exact` is set the one list's words are exactly the title matches.
   */
  titleLists: string[][] | null;
  /** The title matches (in the cells) of the first list's query word, the rarest: what a read of its list visits. */
  titleDriver: number;
}

interface WordRow {
  i: number;
  docs: number;
  titles: number;
  total: number;
  title_total: number;
  loose: number;
  mapped: number;
  /** Null: more than the old way's limit (not counted). */
  words: number | null;
  /** The episodes (title matches) holding the most frequent of its words, in the cells. */
  top_docs: number;
  top_titles: number;
  doc_words: string[] | null;
  title_words: string[] | null;
}

/** A tsquery of exact lexemes, any of them (`weight` 'A': in the title). */
function anyOf(words: string[], weight = ''): string {
  return words.map((w) => `'${w.replace(/\\/g, '\\\\').replace(/'/g, "''")}'${weight && `:${weight}`}`).join(' | ');
}

/** The cells (migration 0012: `coalesce(category_id, 0) * 4 + length bucket`) the filters allow; null for none. */
function cellsOf(f: Filters): Condition | null {
  let categories: number[] | undefined = f.category_id !== undefined ? [f.category_id] : undefined;
  const listed = parseIds(f.category_id__in);
  if (listed.length > 0) categories = categories ? categories.filter((c) => listed.includes(c)) : listed;
  categories = categories?.filter((c) => c > 0);
  if (categories && categories.length === 0) return null;
  const parts = [sql<boolean>`true`];
  if (categories) parts.push(sql<boolean>`cell / 4 in (${sql.join(categories)})`);
  // The length filter's three ranges are the buckets 1–3 (DURATION).
  if (f.video_length_seconds) parts.push(sql<boolean>`cell % 4 = ${f.video_length_seconds}`);
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}

/**
 * Looks the query's words up in the vocabulary (ADR 006). Every match holds, for each query word of three or more
 * search letters, a word containing it: a lexeme of its `search_vector` (a prefix match is one too), or a run of
 * letters no lexeme holds (`loose`; e.g. a link's `https`). So "the episode holds one of the lexemes containing w"
 * for each such w, as a GIN condition on `search_vector`, holds for every match, and the counts bound how many
 * there are. A word with loose words (or very many) is matched the old way, by its trigrams and prefix.
 * Null: no word the vocabulary can answer (the planner's way, as before); `bound` 0: nothing can match.
 */
async function lookUp(db: Db, words: string[], phrase: string, filters: Filters): Promise<Vocabulary | null> {
  const usable = [...new Set(words.filter((w) => VOCABULARY_WORD.test(w)))];
  if (usable.length === 0) return null;
  const cells = cellsOf(filters);
  const none = {
    episodes: 0,
    catalogue: 0,
    bound: 0,
    titleBound: 0,
    total: 0,
    titleTotal: 0,
    estimate: 0,
    titleEstimate: 0,
    fewest: 0,
    titleFewest: 0,
    least: 0,
    titleLeast: 0,
    candidates: sql<boolean>`false`,
    titleCandidates: null,
    substring: false,
    titleSubstring: false,
    exact: null,
    titleLists: null,
    titleDriver: 0,
  };
  if (!cells) return none;
  // Where a query word sits in the text of a match, when the query is its words with a space between each. Through
  // the prefixes, each query word begins a lexeme. Through the phrase, a word after a space begins a run of search
  // letters in the text, and the first word, before a space, ends one. A run is a vocabulary word or a run of one
  // (migration 0019), so only the vocabulary words holding the query word at a run's start (or, for the first word, at
  // a run's start or end) can hold it for a match. 'ბებიდ' is inside 'კლუბებიდან' (23 000 episodes at 1 000 000)
  // but begins no word but itself: a query 'შესავალი ბებიდ' finds its one episode through it.
  const spaced = words.length > 1 && phrase === words.join(' ');
  const place = (w: string) => {
    if (!spaced) return sql``;
    const start = `(^|${NOT_LETTER})${w}`;
    return sql` and word ~ ${words.indexOf(w, 1) > 0 ? start : `${start}|${w}($|${NOT_LETTER})`}`;
  };
  // A word is a row per cell: summed per word first (d, t, l, m: in the allowed cells; n: its rows there).
  const read = (w: string) => sql`from search_words where word like ${`%${w}%`}${place(w)}`;
  const grouped = (w: string, i: number, gate = sql``) => sql`select ${sql.lit(i + 1)}::int as i,
        coalesce(sum(d + l), 0)::int as docs,
        coalesce(sum(t + l), 0)::int as titles,
        coalesce(sum(a), 0)::int as total,
        coalesce(sum(at), 0)::int as title_total,
        coalesce(sum(l), 0)::int as loose,
        coalesce(sum(m), 0)::int as mapped,
        count(*) filter (where n > 0)::int as words,
        coalesce(max(d), 0)::int as top_docs,
        coalesce(max(t), 0)::int as top_titles,
        (array_agg(word) filter (where d > 0))[1:${sql.lit(MAX_WORDS)}] as doc_words,
        (array_agg(word) filter (where t > 0))[1:${sql.lit(MAX_WORDS)}] as title_words
      from (
        select word, sum(docs) filter (where ${cells}) as d, sum(titles) filter (where ${cells}) as t,
               sum(loose) filter (where ${cells}) as l, sum(mapped) filter (where ${cells}) as m,
               count(*) filter (where ${cells}) as n, sum(docs + loose) as a,
               sum(titles + loose) as at
        ${read(w)} group by word) x${gate}`;
  // A three-letter word's rows are summed first (f), and grouped by word only when there are no more of them in the
  // cells than GROUP words can have (each at most a row a cell, and a cell holding a word holds episodes: a row of
  // ''). More, and the word is matched the old way: its words are not needed, nor their number (null), and the most
  // frequent word's episodes are the most of one row (a lower bound still). Grouping 3 959 rows of 'იბდ' at 1 000 000
  // took 2.5 of the look-up's 4 ms.
  const perWord = usable.map((w, i) =>
    w.length !== 3
      ? grouped(w, i)
      : sql`(with f as (select coalesce(sum(docs + loose) filter (where ${cells}), 0)::int as docs,
            coalesce(sum(titles + loose) filter (where ${cells}), 0)::int as titles,
            coalesce(sum(docs + loose), 0)::int as total, coalesce(sum(titles + loose), 0)::int as title_total,
            coalesce(sum(loose) filter (where ${cells}), 0)::int as loose,
            coalesce(sum(mapped) filter (where ${cells}), 0)::int as mapped,
            coalesce(max(docs) filter (where ${cells}), 0)::int as top_docs,
            coalesce(max(titles) filter (where ${cells}), 0)::int as top_titles,
            count(*) filter (where ${cells})
              > ${sql.lit(GROUP)} * (select count(*) from search_words where word = '' and ${cells}) as flat
          ${read(w)})
        ${grouped(w, i, sql` where not (select flat from f) having not (select flat from f)`)}
        union all select ${sql.lit(i + 1)}, docs, titles, total, title_total, loose, mapped, null, top_docs, top_titles,
          null, null from f where flat)`,
  );
  // One plan for every call (GENERIC_PLAN): a `%w%` pattern is read through the trigram index whatever w is.
  const { rows } = await sql<WordRow>`${sql.raw(GENERIC_PLAN)}${sql.join(perWord, sql` union all `)}
    union all select 0, coalesce(sum(docs) filter (where ${cells}), 0)::int, 0, coalesce(sum(docs), 0)::int, 0, 0, 0, 0, 0, 0,
      null, null from search_words where word = ''`.execute(db);
  const found = rows.filter((r) => r.i > 0);
  const everything = rows.find((r) => r.i === 0);
  const episodes = everything?.docs ?? 0;
  const catalogue = everything?.total ?? 0;
  const bound = Math.min(...found.map((r) => r.docs));
  const titleBound = Math.min(...found.map((r) => r.titles));
  if (bound === 0) return { ...none, episodes, catalogue };
  const total = Math.min(...found.map((r) => r.total));
  const titleTotal = Math.min(...found.map((r) => r.title_total));
  // Several query words: the candidates are episodes holding all of them. The least of their counts overstates
  // words rarely together ('ძილი კითხვები'), taking them as independent understates a title's phrase ('ჯანსაღი
  // ძილი': 125 000 together at 1 000 000, independent 15 600, whose bitmap and sort took 550 ms): the geometric
  // mean of the two.
  const independent = (counts: number[]) =>
    Math.min(
      ...counts,
      counts.reduce((p, c) => (p * Math.min(c, episodes)) / Math.max(episodes, 1), episodes),
    );
  const together = (counts: number[]) => Math.max(1, Math.round(Math.sqrt(Math.min(...counts) * independent(counts))));
  const estimate = together(found.map((r) => r.docs));
  const titleEstimate = together(found.map((r) => r.titles));
  const fewest = Math.max(1, Math.round(independent(found.map((r) => r.docs))));
  const titleFewest = Math.max(1, Math.round(independent(found.map((r) => r.titles))));
  const oldWay = (r: WordRow, w: string) =>
    r.loose > 0 || r.words === null || r.words > MAX_WORDS || (w.length === 3 && r.words > GROUP);
  // A sub-select: the planner takes the words for rare (default estimate) and reads them from the GIN index.
  const anyWord = (column: RawBuilder<unknown>, words: string[], weight = '') => {
    if (words.length === 0) return sql<boolean>`false`;
    const groups = Array.from({ length: Math.ceil(words.length / GROUP) }, (_, g) =>
      words.slice(g * GROUP, (g + 1) * GROUP),
    );
    return sql<boolean>`(${sql.join(
      groups.map((g) => sql`${column} @@ (select ${anyOf(g, weight)}::tsquery)`),
      sql` or `,
    )})`;
  };
  // The old way's patterns as sub-selects too: the planner then reads them from the indexes rather than guessing
  // from its statistics that a read of the table in any order fills the limit sooner. The trigram indexes hold the
  // category and the length bucket (migration 0018): with a length filter the substring's candidates are read in
  // its bucket only (the category filter is a condition of every statement already). The bucket goes with the
  // substring alone: as a condition of its own the planner read a whole bucket from the index (720 000 entries).
  // When none of the words containing w is `mapped` (in the cells), every lexeme beginning with w is the text's own
  // letters: the text contains w, and the substring alone finds every match, in one index scan.
  const inBucket = bucketOf(filters);
  const bucket = inBucket
    ? sql<boolean>` and search_cell(e.category_id, e.video_length_seconds) % 4 = ${sql.lit(inBucket)}`
    : sql``;
  const oldCandidates = (r: WordRow, w: string, title: boolean) => {
    const text = title ? sql`e.search_title` : sql`e.search_body`;
    const substring = sql<boolean>`(${text} like (select ${`%${w}%`}::text)${bucket})`;
    if (r.mapped === 0) return substring;
    const vector = title ? sql`to_tsvector('simple', e.search_title)` : sql`e.search_vector`;
    return sql<boolean>`(${substring} or ${vector} @@ ${tsQuery(`${w}:*`)})`;
  };
  /**
   * One index condition for the matches (or title matches): every match satisfies each query word's condition,
   * so the one expected to find fewest rows is enough (the match itself is tested on each row found). Query words
   * of a few words each go into one GIN scan together (`(a | b) & (c | d)`), which intersects in the index: two
   * common words rarely together find few rows. A planner would pick among several such conditions blind (each
   * estimated alike), so it gets one.
   */
  const oneCondition = (title: boolean) => {
    const column = title ? sql`to_tsvector('simple', e.search_title)` : sql`e.search_vector`;
    const count = (r: WordRow) => (title ? r.titles : r.docs);
    const list = (r: WordRow) => (title ? r.title_words : r.doc_words) ?? [];
    // `substring`: the old way's, read from a trigram index.
    const options: { bound: number; condition: Condition; substring?: boolean }[] = [];
    const together = found.filter(
      (r) => !oldWay(r, usable[r.i - 1] ?? '') && list(r).length > 0 && list(r).length <= LIST,
    );
    if (together.length > 0)
      options.push({
        bound: Math.min(...together.map(count)),
        condition: sql<boolean>`${column} @@ (select ${together.map((r) => `(${anyOf(list(r))})`).join(' & ')}::tsquery)`,
      });
    for (const r of found) {
      const w = usable[r.i - 1] ?? '';
      if (oldWay(r, w)) options.push({ bound: count(r), condition: oldCandidates(r, w, title), substring: true });
      else if (list(r).length === 0) options.push({ bound: 0, condition: sql<boolean>`false` });
      else if (list(r).length > LIST) options.push({ bound: count(r), condition: anyWord(column, list(r)) });
    }
    options.sort((a, b) => a.bound - b.bound);
    return { condition: options[0]?.condition ?? sql<boolean>`false`, substring: options[0]?.substring === true };
  };
  const docCondition = oneCondition(false);
  const candidates = [docCondition.condition];
  const titleFirst = titleBound === 0 ? null : oneCondition(true);
  // One word, the whole query: a match holds a word containing it (a prefix is contained too), and a word
  // containing it that is the text's own letters means the text contains it. A title word is search_vector's
  // weight A.
  const [only] = found;
  const oneWord = found.length === 1 && words.length === 1 && phrase === usable[0];
  // One query word, the whole query, whose words are the text's own letters (none `mapped`).
  const single = oneWord && only?.mapped === 0 && only;
  // Several query words, the whole query, each in at most LIST words (title words too), all beginning with it.
  const beginning = (r: WordRow) => {
    const w = usable[r.i - 1] ?? '';
    const doc = r.doc_words ?? [];
    const title = r.title_words ?? [];
    return (
      !oldWay(r, w) &&
      r.mapped === 0 &&
      doc.length > 0 &&
      doc.length <= LIST &&
      title.length <= LIST &&
      doc.every((x) => x.startsWith(w)) &&
      title.every((x) => x.startsWith(w))
    );
  };
  const phraseOfWords =
    found.length > 1 && usable.length === words.length && phrase === words.join(' ') && found.every(beginning);
  const exact = single
    ? {
        match: candidates[0] ?? sql<boolean>`false`,
        // Matched the old way, the title's definition; through its words, theirs in the title (at most LIST).
        title:
          !oldWay(single, usable[0] ?? '') && (only.title_words?.length ?? 0) <= LIST
            ? anyWord(sql`e.search_vector`, only.title_words ?? [], 'A')
            : null,
      }
    : oneWord && only && oldWay(only, usable[0] ?? '')
      ? { match: candidates[0] ?? sql<boolean>`false`, title: null }
      : phraseOfWords
        ? {
            match: candidates[0] ?? sql<boolean>`false`,
            title: found.every((r) => (r.title_words?.length ?? 0) > 0)
              ? sql<boolean>`e.search_vector @@ (select ${found.map((r) => `(${anyOf(r.title_words ?? [], 'A')})`).join(' & ')}::tsquery)`
              : sql<boolean>`false`,
          }
        : null;
  // Each query word's title words, to read title matches in date order from `title_words`, rarest first.
  const listed = found
    .filter((r) => !oldWay(r, usable[r.i - 1] ?? '') && (r.title_words?.length ?? 0) > 0)
    .filter((r) => (r.title_words?.length ?? 0) <= LIST)
    .sort((a, b) => a.titles - b.titles);
  const titleLists = listed.map((r) => r.title_words ?? []);
  // Lower bounds, for a `single` word: an episode holding any of its words contains it, so the episodes holding its
  // most frequent word all match; so they do for a word matched the old way too (loose words, or very many: 'ავე'
  // is inside 2 875 words at 1 000 000, one of them in 25 000 episodes). They hold for the cells' filters (category,
  // length) alone: less each excluded id, none for a channel.
  const known = filters.created_by_id === undefined && single;
  const excluded = parseIds(filters.exclude_ids).length;
  return {
    episodes,
    catalogue,
    bound,
    titleBound,
    total,
    titleTotal,
    estimate,
    titleEstimate,
    fewest,
    titleFewest,
    least: known ? Math.max(0, only.top_docs - excluded) : 0,
    titleLeast: known ? Math.max(0, only.top_titles - excluded) : 0,
    candidates: candidates[0] ?? sql<boolean>`false`,
    titleCandidates: titleFirst?.condition ?? null,
    substring: docCondition.substring,
    titleSubstring: titleFirst?.substring ?? false,
    exact,
    titleLists: titleLists.length > 0 ? titleLists : null,
    titleDriver: listed[0]?.titles ?? 0,
  };
}

/**
 * Georgian-aware search: every word as a prefix (tsvector, 'simple' config) or the whole phrase as a substring;
 * capital Georgian and Latin case are folded on both sides. Title matches rank first, then the others, each newest
 * first (ties by id). The count stops at SEARCH_COUNT_CAP. How each step reads the catalogue: ADR 006.
 */
export async function searchEpisodes(db: Db, q: string, filters: Filters, limit: number, offset: number) {
  const words = searchWords(q);
  const phrase = georgianFold(q).trim().replace(/\s+/g, ' ');
  if (words.length === 0 || phrase.length === 0) return { items: [], count: 0 };
  const tsquery = words.map((w) => `${w}:*`).join(' & ');
  const like = `%${escapeLike(phrase)}%`;
  const vocabulary = await lookUp(db, words, phrase, filters);
  if (vocabulary?.bound === 0) return { items: [], count: 0 };

  // The definition of a match and of a title match, tested on every row however it was found (or, when the
  // vocabulary's words are exactly the matches, the same answer from the stored vector).
  const matches =
    vocabulary?.exact?.match ?? sql<boolean>`(e.search_vector @@ ${tsQuery(tsquery)} or e.search_body like ${like})`;
  // The title's words are search_vector's weight-A words; their own index answers without the descriptions.
  // Tested on rows found otherwise (the vocabulary's ways), the same words are read from the stored vector, weight
  // A, instead of parsing each title again (2–10 µs a row).
  const inTitle =
    vocabulary?.exact?.title ??
    (vocabulary
      ? sql<boolean>`(e.search_title like ${like} or e.search_vector @@ ${tsQuery(words.map((w) => `${w}:*A`).join(' & '))})`
      : sql<boolean>`(e.search_title like ${like} or to_tsvector('simple', e.search_title) @@ ${tsQuery(tsquery)})`);
  const base = filteredIds(db, filters).select(inTitle.as('t'));
  // Few candidates in all: the filters tested on each (no bitmap of a filter's index to AND with them). Judged for
  // each way on its own candidates: a word's 32 title matches were ANDed with the category's 120 000 entries in the
  // trigram index (26 ms at 1 000 000) because the word's descriptions held more than FEW.
  const fenced = filteredIds(db, {}).where(filtersTested(filters)).select(inTitle.as('t'));
  // A substring's candidates come from a trigram index holding the category and the length bucket (migration 0018),
  // read with both, however few: one GIN scan skips through the category's entries to the substring's ('ზეკ' in
  // category 5 at 1 000 000: 340 of 3 959 candidates, 0.6 ms, where testing the category on each took 7.5 ms). The
  // channel's index is ANDed with them (its few entries); the length range and the excluded ids are tested on each,
  // rather than the length index's bitmap ANDed with them (125 000 entries read at 1 000 000 to keep what the bucket
  // had kept).
  const { category_id, category_id__in, created_by_id, ...others } = filters;
  const inCells = filteredIds(db, { category_id, category_id__in, created_by_id })
    .where(filtersTested(others))
    .select(inTitle.as('t'));
  const fencedFor = (way: Way) => (way.substring ? inCells : vocabulary && way.total <= FEW ? fenced : base);
  const need = offset + limit;
  // The statements below are planned once for each text (GENERIC_PLAN) rather than for each call's values: planning
  // them as WebAssembly took about as long as running them. What chooses a plan is written into the text (the
  // categories and the length range: filterCondition; the limits); the words and patterns that stay parameters are
  // hidden from the planner in sub-selects already, or only tested on rows found otherwise (ADR 006, "planned once").
  // Not the title-word reads, whose plan depends on each word's number of entries (orderedTitles).
  const once = async <R>(query: Compilable<R> & OperationNodeSource) =>
    (await sql<R>`${sql.raw(GENERIC_PLAN)}${query}`.execute(db)).rows;

  /** How to find rows of `condition`, of which there are at most `bound`, through `candidates`. */
  interface Way {
    condition: Condition;
    candidates: Condition | null;
    /** About how many rows of `condition` there are (the counts' estimate), at most `most`; candidates in all cells. */
    bound: number;
    /** The fewer rows of `condition` there may well be. */
    fewest: number;
    most: number;
    total: number;
    /** A cheaper condition every row of `condition` satisfies, tested first on each row of a walk. */
    first: Condition | null;
    /** The candidates are a substring's (`Vocabulary.substring`). */
    substring: boolean;
  }
  const all: Way = {
    condition: matches,
    candidates: vocabulary?.candidates ?? null,
    bound: vocabulary?.estimate ?? 0,
    fewest: vocabulary?.fewest ?? 0,
    most: vocabulary?.bound ?? 0,
    total: vocabulary?.total ?? 0,
    first: vocabulary?.exact ? null : (vocabulary?.candidates ?? null),
    substring: vocabulary?.substring ?? false,
  };
  const titled: Way = {
    condition: inTitle,
    candidates: vocabulary ? (vocabulary.titleCandidates ?? sql<boolean>`false`) : null,
    bound: vocabulary?.titleEstimate ?? 0,
    fewest: vocabulary?.titleFewest ?? 0,
    most: vocabulary?.titleBound ?? 0,
    total: vocabulary?.titleTotal ?? 0,
    first: null,
    substring: vocabulary?.titleSubstring ?? false,
  };
  const exact = Boolean(vocabulary?.exact);
  // `(…) is true` hides a condition from the indexes: it is then only tested on the rows another way found.
  const tested = (c: Condition) => sql<boolean>`(${c}) is true`;
  // So does coalesce, and the planner then takes half the rows for matches: it walks an index in the order asked
  // for (or reads the table) and stops at the limit, which is what the counts chose.
  const walked = (way: Way) =>
    way.first
      ? sql<boolean>`coalesce(${way.first} and ${way.condition}, false)`
      : sql<boolean>`coalesce(${way.condition}, false)`;
  // The rows the candidates' indexes find: exactly the matches, or tested.
  const found = <Q extends { where: (c: Condition) => Q }>(rows: Q, way: Way & { candidates: Condition }) =>
    exact ? rows.where(way.candidates) : rows.where(way.candidates).where(tested(way.condition));
  const episodes = vocabulary?.episodes ?? 0;
  // The rows of `way` newest first, each tested: a walk down a date index. A length range or a list of categories is
  // no date index's key, and a walk down one read every row to test them ('კვება შესავალი' 10 to 15 minutes long at
  // 1 000 000: 59 000 rows read for the 8 300 in the range, 86 ms). The listing indexes hold both (INCLUDE): the
  // filtered ids are read from one alone, newest first, and only their rows are read and tested (the nested loop
  // keeps the listing's order).
  const narrowed = Boolean(filters.video_length_seconds) || parseIds(filters.category_id__in).length > 0;
  const walk = (way: Way) =>
    narrowed
      ? db
          .selectFrom(filteredIds(db, filters).select('e.published_at').as('l'))
          .innerJoin('episodes as e', 'e.id', 'l.id')
          .select(['e.id', inTitle.as('t'), 'e.published_at'])
          .where(walked(way))
          .orderBy('l.published_at', 'desc')
          .orderBy('l.id', 'desc')
      : base.select('e.published_at').where(walked(way)).orderBy('e.published_at', 'desc').orderBy('e.id', 'desc');

  // Up to CAP + 1 rows of `way`, in no order (then sorted: at most 501 rows). Without the vocabulary the planner
  // chooses; with it, a bitmap of the candidates unless they are so many that a read in any order fills sooner.
  const firstRows = (way: Way) => {
    const cap = sql.lit(SEARCH_COUNT_CAP + 1);
    if (!way.candidates) return base.select('e.published_at').where(way.condition).limit(cap);
    // Dense: walked in date order, so a filter's own date index (a category's, a channel's) is read, not the table.
    // Judged on the fewer matches there may well be: a walk that meets fewer than expected reads on as they thin
    // out, the bitmap costs its candidates whatever ('ძილი კითხვები' at 1 000 000: 55 000 expected, 25 000 together;
    // the walk read 20 000 episodes, 48 ms, the bitmap takes 8-12 ms).
    if (way.fewest * Math.max(way.total, way.fewest) > DENSE * (SEARCH_COUNT_CAP + 1) * episodes)
      return walk(way).limit(cap);
    return found(fencedFor(way).select('e.published_at'), { ...way, candidates: way.candidates }).limit(cap);
  };
  const firstMatches = (way: Way) =>
    once(
      db
        .selectFrom(firstRows(way).as('m'))
        .select(['m.id', 'm.t'])
        .orderBy('m.t', 'desc')
        .orderBy('m.published_at', 'desc')
        .orderBy('m.id', 'desc'),
    );
  /**
   * The first matches counted (up to CAP + 1, and how many of them are title matches) and, when they are within the
   * cap, the page's rows (episode_rows) in the same statement. Reading the rows after the count took another
   * exchange: on PGlite another wait in its one thread's queue, for most searches.
   */
  const firstPage = async () => {
    const { rows } = await sql<EpisodeRow & { n: number; titles: number }>`${sql.raw(GENERIC_PLAN)}
      with m as (${firstRows(all)})
      select c.n, c.titles, r.* from (select count(*)::int as n, (count(*) filter (where m.t))::int as titles from m) c
      left join lateral episode_rows(case when c.n <= ${sql.lit(SEARCH_COUNT_CAP)} then array(
          select m.id from m order by m.t desc, m.published_at desc, m.id desc offset ${offset} limit ${limit}) end)
        with ordinality as r on true
      order by r.ordinality`.execute(db);
    const [counts] = rows;
    return {
      count: counts?.n ?? 0,
      titles: counts?.titles ?? 0,
      items: rows.filter((r) => r.id !== null).map(toEpisode),
    };
  };
  // The newest `take` title matches from `title_words` (migration 0014): for each title word of the rarest query
  // word, its newest `take` entries that pass the filters (index-only) and the tests, newest first; then the newest
  // `take` of those. Each word's range is read in index order and stops at its `take`th match, so a page of a word in
  // thousands of titles reads a page of index entries: no bitmap, no sort of every candidate. One branch per word,
  // the word a value rather than a LATERAL's parameter: the planner then knows how many entries the word has, and
  // does not take a common word for a rare one and sort all its entries (PGlite, whose title_words is never
  // vacuumed, took a bitmap of 39 000 entries, 340-600 ms, where the ordered read of 501 takes 24 ms). Tests, each
  // on a candidate only when the one before passed: the other query words' title words, probed in the same index by
  // (word, date, id); then, unless the words are exactly the title matches, the title match itself on the episode.
  // `coalesce(…, false)` keeps them per row (a correlated sub-select the planner does not turn into a hash of a
  // whole word's range).
  // A channel filter is not in the vocabulary's cells: a common word's range would be read to its end to find a
  // channel's few titles, where a bitmap of the candidates ANDed with the channel's index reads only those.
  const titleLists =
    vocabulary?.titleCandidates && (filters.created_by_id === undefined || vocabulary.titleBound <= CHANNEL_TITLES)
      ? vocabulary.titleLists
      : null;
  // With a `span`, only the newest `span` entries of the first list's words are read and tested (the newest of them
  // all, from each word's newest `span`): what passes is the newest title matches among those entries, all of them
  // when the list's words have at most `span` entries.
  const orderedTitles = async (lists: string[][], take: number, span?: number) => {
    const [driver = [], ...others] = lists;
    const tests = others.map(
      (list) =>
        sql<boolean>`(select true from title_words p where p.word = any(array[${sql.join(list)}]::text[])
          and p.published_at = tw.published_at and p.id = tw.id limit 1) is not null`,
    );
    if (!exact) tests.push(sql<boolean>`(select ${inTitle} from episodes e where e.id = tw.id)`);
    const tested =
      tests.length > 0 ? sql<boolean>`coalesce(${sql.join(tests, sql` and `)}, false)` : sql<boolean>`true`;
    const where = filterCondition(filters, 'tw'); // title_words holds the filters' columns (migration 0014)
    const branches = driver.map(
      (word) => sql`(select tw.id, tw.published_at from title_words tw where tw.word = ${word} and ${where}
        ${span === undefined ? sql`and ${tested}` : sql``} order by tw.published_at desc, tw.id desc
        limit ${span ?? take})`,
    );
    const read =
      span === undefined
        ? sql`(${sql.join(branches, sql` union all `)}) tw`
        : sql`(select w.id, w.published_at from (${sql.join(branches, sql` union all `)}) w
            order by w.published_at desc, w.id desc limit ${span}) tw where ${tested}`;
    // Planned for its values (not GENERIC_PLAN): the plan depends on how many entries each word has.
    const { rows } = await sql<{ id: number; t: boolean }>`
      select tw.id, true as t from ${read}
      group by tw.published_at, tw.id order by tw.published_at desc, tw.id desc limit ${take}`.execute(db);
    return rows;
  };
  // The newest `take` rows of `way`: a walk down the date index when they are dense enough to be met soon (about
  // take × episodes / bound rows read, a few µs each, against the candidates' bitmap at about 0.15 µs a candidate:
  // DENSE, as for the first rows), else the candidates within the newest dates, or their bitmap sorted. ('ქალაქის'
  // page 5 at 1 000 000, 16 667 matches: the walk read 6 030 rows, 13 ms; the newest dates' 300 candidates, 5 ms.)
  const newest = async (way: Way, take: number) => {
    if (way === titled && titleLists) return orderedTitles(titleLists, take);
    const newestOf = (rows: typeof base) =>
      once(rows.orderBy('e.published_at', 'desc').orderBy('e.id', 'desc').limit(sql.lit(take)));
    if (!way.candidates) return newestOf(base.where(way.condition));
    if (DENSE * take * episodes < way.bound * way.bound) return once(walk(way).limit(sql.lit(take)));
    // The newest `take` of the candidates' rows (within `since`), their bitmap read whole and sorted. OFFSET 0 keeps
    // the sub-query whole, so the outer order and limit cannot turn it into a walk.
    const { candidates } = way;
    const newestFound = (since: Condition = sql<boolean>`true`) => {
      const rows = found(fencedFor(way).select('e.published_at').where(since), { ...way, candidates }).offset(
        sql.lit(0),
      );
      return once(
        db
          .selectFrom(rows.as('m'))
          .select(['m.id', 'm.t'])
          .orderBy('m.published_at', 'desc')
          .orderBy('m.id', 'desc')
          .limit(sql.lit(take)),
      );
    };
    // The newest part of the catalogue first, where about WINDOW · take matches are expected: the candidates' bitmap
    // ANDed with a date index's range, so only the candidates in that range are read, not every candidate to sort
    // them ('გარემოში' at 100 000 on PGlite: 1 666 candidates read, 2.8 ms; 40 in the range, 1.2 ms). The range's
    // start assumes episodes spread evenly over the dates; if it holds fewer than `take` matches, the ways below.
    const share = (WINDOW * take) / Math.max(way.bound, 1);
    const windowed = share <= WINDOW_MAX;
    if (windowed) {
      const since = sql<boolean>`e.published_at >= (select max(published_at) - (max(published_at) - min(published_at)) * ${share}::float8
          from episodes where status = 'ready' and is_published)`;
      const ranged = share * (vocabulary?.catalogue ?? Infinity) <= DATE_AND * way.bound;
      const rows = await newestFound(ranged ? since : tested(since));
      if (rows.length === take) return rows;
    }
    // A short walk first: the newest WALK_FIRST · take filtered episodes (an index-only read of a date index), tested.
    // ('თეატრის ისტორია' at 1 000 000: 23 000 title matches, 2.3 %, found by 2 000 rows instead of sorting 25 000.)
    // If `take` of them match, they are the newest `take` matches; the estimate of several words together can
    // be far too low (a title's phrase), and this costs a few milliseconds when it is not.
    // Not when the bitmap holds fewer rows than the walk would read, nor after the newest share of the dates held
    // too few when that share held twice the walk's rows (by the filtered cells' episodes; not known with a channel):
    // the walk's rows are among them ('ეაა' at 1 000 000: 18 of 20 in the share, then 2 000 rows walked for none,
    // 6.8 ms).
    const span = Math.min(WALK_FIRST * take, WALK_MAX);
    const window = filteredIds(db, filters)
      .orderBy('e.published_at', 'desc')
      .orderBy('e.id', 'desc')
      .limit(sql.lit(span));
    const covered = windowed && filters.created_by_id === undefined && share * episodes >= 2 * span;
    const short =
      span >= way.most || covered
        ? []
        : await newestOf(base.where(sql<boolean>`e.id = any(array(${window}))`).where(walked(way)));
    if (short.length === take) return short;
    return newestFound();
  };

  // More matches than the cap, by the vocabulary's counts: none is read to count them.
  const beyond = (vocabulary?.least ?? 0) > SEARCH_COUNT_CAP;
  // Several query words whose title matches are expected past the cap, and met soon in a read of the rarest word's
  // title words in date order (about `visits` entries, at most half of WALK_MAX): the newest CAP + 1 title matches
  // among twice that many of its newest entries are read first, from `title_words` alone. CAP + 1 of them: the count
  // passes the cap and the page is title matches, with no count of the matches, whose bitmap for two common words
  // together is large ('ქართული კინო' at 1 000 000: 83 000 rows, 46 ms, where this read takes 2). Fewer, and the read
  // held every entry of those words: they are every title match, for the page below. Otherwise (the words less often
  // together than expected) the search goes the way below, after a read bounded by the estimate.
  const visits = vocabulary
    ? ((SEARCH_COUNT_CAP + 1) * vocabulary.titleDriver) / Math.max(vocabulary.titleEstimate, 1)
    : Infinity;
  const span = Math.ceil(2 * visits);
  const early =
    vocabulary !== null &&
    titleLists !== null &&
    words.length > 1 &&
    !beyond &&
    need <= SEARCH_COUNT_CAP &&
    vocabulary.titleEstimate > SEARCH_COUNT_CAP &&
    visits <= WALK_MAX / 2
      ? await orderedTitles(titleLists, SEARCH_COUNT_CAP + 1, span)
      : null;
  if (early && early.length > SEARCH_COUNT_CAP) {
    const ids = early.slice(offset, need).map((r) => r.id);
    return { items: await episodesInOrder(db, ids), count: SEARCH_COUNT_CAP };
  }
  const known = early && (vocabulary?.titleDriver ?? Infinity) <= span ? early : null;
  const first = beyond ? null : await firstPage();
  if (first && first.count <= SEARCH_COUNT_CAP) return { items: first.items, count: first.count };
  // Already a page's end of title matches (by the counts, or among those read): the page is title matches only.
  if ((vocabulary?.titleLeast ?? 0) >= need || (first?.titles ?? 0) >= need) {
    const ids = (known ?? (await newest(titled, need))).slice(offset, need).map((r) => r.id);
    return { items: await episodesInOrder(db, ids), count: SEARCH_COUNT_CAP };
  }
  // The page needs the newest `need` title matches; fewer than `need` are all of them. Title-word lists read exactly
  // those in date order (reading CAP + 1 of them, as before, made a two-word phrase driven through a common word
  // test 501 titles for a page of 80: 'კვება ნაწილი' page 4 at 1 000 000). Otherwise title matches can still be
  // few while the descriptions match widely: the same bounded look first, unless the counts expect more than the
  // cap and `newest` would not walk for them: the bounded look would then read CAP + 1 rows only to learn they
  // pass it, and `newest` read them all again ('ბიზ' at 1 000 000: 3 959 title words, each in one title).
  // (`newest` reads title-word lists itself.)
  const atOnce =
    titleLists !== null ||
    (titled.candidates !== null &&
      titled.bound > SEARCH_COUNT_CAP &&
      2 * need * episodes >= titled.bound * titled.bound);
  const titles =
    known ??
    (titled.candidates && titled.bound === 0 ? [] : atOnce ? await newest(titled, need) : await firstMatches(titled));
  const titleIds = (atOnce || titles.length <= SEARCH_COUNT_CAP ? titles : await newest(titled, need)).map((r) => r.id);
  const ids = titleIds.slice(offset, need);
  if (ids.length < limit) {
    // Every title match is known (fewer than a page's end): the newest matches of any kind, less those,
    // hold the rest of the page within their first need + titles rows.
    const rest = (await newest(all, need + titleIds.length)).filter((r) => !r.t);
    ids.push(...rest.slice(Math.max(0, offset - titleIds.length), need - titleIds.length).map((r) => r.id));
  }
  return { items: await episodesInOrder(db, ids), count: SEARCH_COUNT_CAP };
}
