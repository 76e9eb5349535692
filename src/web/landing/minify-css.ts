/**
 * A small minifier for the site's own style sheets, inlined in the landing page: drops comments
 * and the white space around punctuation. Not for arbitrary CSS — it does not look inside quoted
 * strings, which our sheets only use for font names and empty `content`.
 */
export function minifyCss(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .trim();
}
