const MTAVRULI_START = 0x1c90;
const MKHEDRULI_START = 0x10d0;

/**
 * The same folding as the database's georgian_fold(): ASCII lower case, and capital Georgian
 * (Mtavruli U+1C90–U+1CBF) to ordinary Mkhedruli letters.
 */
export function georgianFold(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= 0x41 && code <= 0x5a) out += String.fromCharCode(code + 32);
    else if (code >= MTAVRULI_START && code <= 0x1cbf && code !== 0x1cbb && code !== 0x1cbc)
      out += String.fromCodePoint(code - MTAVRULI_START + MKHEDRULI_START);
    else out += ch;
  }
  return out;
}

const LATIN: Record<string, string> = {
  ა: 'a',
  ბ: 'b',
  გ: 'g',
  დ: 'd',
  ე: 'e',
  ვ: 'v',
  ზ: 'z',
  თ: 't',
  ი: 'i',
  კ: 'k',
  ლ: 'l',
  მ: 'm',
  ნ: 'n',
  ო: 'o',
  პ: 'p',
  ჟ: 'zh',
  რ: 'r',
  ს: 's',
  ტ: 't',
  უ: 'u',
  ფ: 'p',
  ქ: 'k',
  ღ: 'gh',
  ყ: 'q',
  შ: 'sh',
  ჩ: 'ch',
  ც: 'ts',
  ძ: 'dz',
  წ: 'ts',
  ჭ: 'ch',
  ხ: 'kh',
  ჯ: 'j',
  ჰ: 'h',
};

/** URL alias: Georgian transliterated to Latin (national system), lower case, dashes. */
export function slugify(text: string): string {
  const latin = [...georgianFold(text)].map((ch) => LATIN[ch] ?? ch).join('');
  const slug = latin
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return slug || 'item';
}

/** h:mm:ss, or m:ss under an hour (spec §9). */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/** Search words: letters and digits of any script, folded, at most 8. */
export function searchWords(query: string): string[] {
  return (georgianFold(query).match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
