// A file's size as people read it (upload progress, the audit log).

/** 3.1 MB, 850 KB, 1.2 GB: decimal units, as phones and computers show file sizes. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const shown =
    value >= 100 || unit === 0 ? Math.round(value).toString() : value.toFixed(1).replace(/\.0$/, '');
  return `${shown} ${units[unit]}`;
}
