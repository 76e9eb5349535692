import fs from 'node:fs';
import path from 'node:path';

type ManifestChunk = { file: string; name?: string; imports?: string[]; css?: string[] };

/**
 * The tags that fetch the member screens' chunk (vite.config.ts puts them in one) and what it
 * imports, alongside the entry rather than after it; '' when the build has no such chunk. Read
 * from Vite's build manifest; the files the page already names are left out.
 */
export function memberChunkTags(root: string, page: string): string {
  const file = path.join(root, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return '';
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const start = Object.keys(manifest).find(
    (key) => manifest[key]!.name === 'member' && !key.endsWith('.css'),
  );
  if (!start) return '';
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
  return [
    ...[...scripts]
      .filter((asset) => !named(asset))
      .map((asset) => `<link rel="modulepreload" crossorigin href="/${asset}">`),
    ...[...styles]
      .filter((asset) => !named(asset))
      .map((asset) => `<link rel="preload" as="style" crossorigin href="/${asset}">`),
  ].join('');
}
