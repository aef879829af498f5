/** How long a description search engines show is (about 155–160 characters on a results page). */
export const DESCRIPTION_LENGTH = 160;

/**
 * A description as one line of at most `length` characters: runs of space made one, cut at a word's end with an
 * ellipsis when it is longer. Plain text, as the pages show it (the writer escapes it).
 */
export function shortDescription(text: string, length = DESCRIPTION_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= length) return line;
  const cut = line.slice(0, length - 1);
  const wordEnd = cut.lastIndexOf(' ');
  return `${(wordEnd > length / 2 ? cut.slice(0, wordEnd) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
