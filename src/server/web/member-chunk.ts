import fs from 'node:fs';
import path from 'node:path';

type ManifestChunk = { file: string; name?: string; imports?: string[]; css?: string[] };

export type MemberChunkTags = {
  /** The chunk's scripts and style sheets fetched beside the entry, the styles applied when it runs. */
  preloaded: string;
  /** The same, with its style sheets applied at once: for a page whose first screen is in its HTML. */
  styled: string;
};

/**
 * The tags that fetch the member screens' chunk (vite.config.ts puts them in one) and what it
 * imports, alongside the entry rather than after it; '' when the build has no such chunk. Read
 * from Vite's build manifest; the files the page already names are left out.
 */
export function memberChunkTags(root: string, page: string): MemberChunkTags {
  const none = { preloaded: '', styled: '' };
  const file = path.join(root, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return none;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const start = Object.keys(manifest).find(
    (key) => manifest[key]!.name === 'member' && !key.endsWith('.css'),
  );
  if (!start) return none;
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(start);
  const named = (asset: string) => page.includes(`"/${asset}"`);
  const scriptTags = [...scripts]
    .filter((asset) => !named(asset))
    .map((asset) => `<link rel="modulepreload" crossorigin href="/${asset}">`)
    .join('');
  const sheets = [...styles].filter((asset) => !named(asset));
  return {
    preloaded:
      scriptTags +
      sheets.map((asset) => `<link rel="preload" as="style" crossorigin href="/${asset}">`).join(''),
    // Vite's loader finds these already in the page and does not add them again.
    styled:
      scriptTags + sheets.map((asset) => `<link rel="stylesheet" crossorigin href="/${asset}">`).join(''),
  };
}
