// Letters that carry no combining mark to strip, so NFD alone leaves them as they are.
const FOLDED_LETTERS: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
};

/**
 * A name or query as package search compares them: lower-case, accents stripped, punctuation as
 * spaces, runs of spaces as one. 'São Miguel' and 'SAO miguel' both become 'sao miguel'.
 */
export function searchText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øæœßłđðþ]/g, (letter) => FOLDED_LETTERS[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
