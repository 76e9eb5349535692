import fs from 'node:fs';
import path from 'node:path';

type ManifestChunk = { file: string; name?: string; imports?: string[]; css?: string[] };

export type ChunkTags = {
  /** The chunks' scripts and style sheets fetched beside the entry, the styles applied when they run. */
  preloaded: string;
  /** The same, with their style sheets applied at once: for a page whose first screen is in its HTML. */
  styled: string;
};

const none: ChunkTags = { preloaded: '', styled: '' };

/** Vite's build manifest of the web app at `root`, or null when the build wrote none. */
export function readManifest(root: string): Record<string, ManifestChunk> | null {
  const file = path.join(root, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
}

/**
 * The tags that fetch the chunks Vite named `names` and everything they import, alongside the
 * entry rather than after it (the browser would otherwise learn of them only once the entry has
 * run); '' for a name the build has no chunk of. The files `page` already names are left out.
 */
export function chunkTags(
  manifest: Record<string, ManifestChunk> | null,
  page: string,
  names: readonly string[],
): ChunkTags {
  if (!manifest) return none;
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const name of names) {
    const start = Object.keys(manifest).find((key) => manifest[key]!.name === name && !key.endsWith('.css'));
    if (start) visit(start);
  }
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
