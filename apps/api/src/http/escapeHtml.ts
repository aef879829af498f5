/** Text made safe to write into HTML or SVG, between tags or in a quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * A value as JSON to write between `<script>` tags (a data block): no `<` to close the element or open a comment, no
 * `>` or `&`, and no line separators that older parsers read as a line's end. JSON.parse reads it back as it was.
 */
export const jsonInScript = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
