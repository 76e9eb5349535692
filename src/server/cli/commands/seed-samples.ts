import { seedMissingSamples } from '#server/modules/samples/seed-samples.js';
import type { CliCommand } from '../cli-context.js';

export const samplesSeed: CliCommand = {
  summary: 'まだ登録されていないサンプルコンテンツを登録します',
  usage: 'samples:seed',
  options: {},
  async run({ db: openDb, clock, config, print }) {
    const db = await openDb();
    const written = await seedMissingSamples(db, clock.now(), config.timeZone);
    print(
      written.length === 0
        ? 'サンプルコンテンツはすべて登録済みです'
        : `サンプルコンテンツを ${written.length} 件登録しました`,
    );
  },
};
