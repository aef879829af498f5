/** The spec truncates descriptions at 30 characters, with Show More / Show Less. */
export const DESCRIPTION_PREVIEW_LENGTH = 30;

/** The first `limit` characters and an ellipsis; null when the text is short enough to show whole. */
export function truncateDescription(text: string, limit: number): string | null {
  const characters = Array.from(text.trim());
  if (characters.length <= limit) return null;
  return `${characters.slice(0, limit).join('').trimEnd()}…`;
}
