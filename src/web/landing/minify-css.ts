import { transform } from 'lightningcss';

/** Lightning CSS writes a browser version as major << 16 | minor << 8. */
const version = (major: number, minor = 0) => (major << 16) | (minor << 8);

/**
 * The browsers the web app is built for (Vite's default build target, "baseline widely available"),
 * so the minifier uses no syntax they lack and adds no prefixes they do not need.
 */
const targets = {
  chrome: version(111),
  edge: version(111),
  firefox: version(114),
  safari: version(16, 4),
  ios_saf: version(16, 4),
};

/**
 * The site's style sheets minified for inlining into the landing page. CSS that Lightning CSS cannot
 * parse, or warns about (an unknown pseudo-class, say), stops the build rather than ship quietly.
 */
export function minifyCss(source: string, filename = 'landing.css'): string {
  const { code, warnings } = transform({
    filename,
    code: new TextEncoder().encode(source),
    minify: true,
    targets,
  });
  const [warning] = warnings;
  if (warning) throw new Error(`${filename}:${warning.loc.line}: ${warning.message}`);
  return new TextDecoder().decode(code);
}
