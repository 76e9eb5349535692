import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CliInputError } from './cli-context.js';
import { readSecret } from './read-secret.js';

/** Stands in for a terminal: the keys are pushed as a person would type them. */
function terminal() {
  const input = Object.assign(new PassThrough(), { isTTY: true, rawModes: [] as boolean[] });
  return Object.assign(input, {
    setRawMode(raw: boolean) {
      input.rawModes.push(raw);
      return input;
    },
  });
}

function screen() {
  const output = new PassThrough();
  let shown = '';
  output.on('data', (chunk: Buffer) => (shown += chunk.toString()));
  return { output, shown: () => shown };
}

describe('readSecret', () => {
  it('takes the first line of piped input', async () => {
    const { output, shown } = screen();
    const secret = await readSecret(Readable.from(['sakura', '-2026\r\nmore\n']), output, 'パスワード: ');
    expect(secret).toBe('sakura-2026');
    expect(shown()).toBe('パスワード: \n');
  });

  it('takes piped input without a final newline', async () => {
    expect(await readSecret(Readable.from(['sakura-2026']), new PassThrough(), '')).toBe('sakura-2026');
  });

  it('echoes nothing typed on a terminal, follows backspace and leaves raw mode', async () => {
    const input = terminal();
    const { output, shown } = screen();
    const reading = readSecret(input, output, 'パスワード: ');
    input.write('sakuraX');
    input.write('\u007f-2026');
    input.write('\r');
    expect(await reading).toBe('sakura-2026');
    expect(shown()).toBe('パスワード: \n');
    expect(input.rawModes).toEqual([true, false]);
  });

  it('stops on Ctrl+C with a message', async () => {
    const input = terminal();
    const reading = readSecret(input, new PassThrough(), '');
    input.write('saku\u0003');
    await expect(reading).rejects.toBeInstanceOf(CliInputError);
    expect(input.rawModes).toEqual([true, false]);
  });
});
