// A CPU profile of the server summarised by where the time goes (bench/profile.ts, bench/detail-lab.ts).

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
export type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number };

/** Which part of the system a stack frame belongs to. */
function areaOf(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : `(native) ${name}`;
  const nodeModule = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (nodeModule) return nodeModule[1]!;
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const ours = /dist\/node\/(.+)$/.exec(url);
  if (ours) return `ours: ${ours[1]}`;
  return url;
}

/** Only the samples taken after `fromMs` (start-up and module loading are not what we look at). */
export function summarise(profile: Profile, fromMs: number) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const selfMs = new Map<number, number>();
  let clockMs = 0;
  profile.samples.forEach((id, i) => {
    const delta = (profile.timeDeltas[i] ?? 0) / 1000;
    clockMs += delta;
    if (clockMs >= fromMs) selfMs.set(id, (selfMs.get(id) ?? 0) + delta);
  });
  const total = [...selfMs.values()].reduce((a, b) => a + b, 0);
  const idle = [...selfMs].filter(([id]) => byId.get(id)!.callFrame.functionName === '(idle)');
  const busy = total - idle.reduce((sum, [, ms]) => sum + ms, 0);

  const selfByArea = new Map<string, number>();
  const selfByFunction = new Map<string, number>();
  // Inclusive: a sample counts once for every area on its stack.
  const inclusiveByArea = new Map<string, number>();
  const inclusiveByFunction = new Map<string, number>();
  for (const [id, ms] of selfMs) {
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)') continue;
    const area = areaOf(frame.url, frame.functionName);
    selfByArea.set(area, (selfByArea.get(area) ?? 0) + ms);
    const fn = `${frame.functionName || '(anonymous)'} ${area}:${frame.lineNumber + 1}`;
    selfByFunction.set(fn, (selfByFunction.get(fn) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const f = byId.get(at)!.callFrame;
      const a = areaOf(f.url, f.functionName);
      const name = `${f.functionName || '(anonymous)'} ${a}:${f.lineNumber + 1}`;
      for (const [map, key] of [
        [inclusiveByArea, a],
        [inclusiveByFunction, name],
      ] as const) {
        if (seen.has(key)) continue;
        seen.add(key);
        map.set(key, (map.get(key) ?? 0) + ms);
      }
    }
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, ms]) => `| ${name} | ${((100 * ms) / busy).toFixed(1)} % |`);
  return [
    `busy ${busy.toFixed(0)} ms of ${total.toFixed(0)} ms sampled`,
    '',
    '| Self time by area | share of busy time |\n|---|---|',
    ...top(selfByArea, 25),
    '',
    '| Inclusive time by area (on the stack) | share of busy time |\n|---|---|',
    ...top(inclusiveByArea, 25),
    '',
    '| Self time by function | share of busy time |\n|---|---|',
    ...top(selfByFunction, 30),
    '',
    '| Inclusive time by function (on the stack) | share of busy time |\n|---|---|',
    ...top(inclusiveByFunction, 60),
  ].join('\n');
}
