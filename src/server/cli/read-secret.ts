import { CliInputError } from './cli-context.js';

type SecretInput = NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };

/**
 * Asks for a secret (a password) on standard input, so it never sits in the shell's history or
 * the process list. On a terminal nothing typed is echoed; piped in, the first line is taken.
 */
export async function readSecret(
  input: SecretInput,
  output: NodeJS.WritableStream,
  prompt: string,
): Promise<string> {
  output.write(prompt);
  if (input.isTTY && typeof input.setRawMode === 'function') return readFromTerminal(input, output);
  const secret = await readFirstLine(input);
  output.write('\n');
  return secret;
}

function readFirstLine(input: SecretInput): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const cleanUp = () => {
      input.off('data', onData);
      input.off('end', onEnd);
      input.off('error', onError);
      input.pause();
    };
    const onEnd = () => {
      cleanUp();
      resolve(text.split(/\r?\n/)[0] ?? '');
    };
    const onData = (chunk: Buffer | string) => {
      text += chunk.toString();
      if (text.includes('\n')) onEnd();
    };
    const onError = (error: Error) => {
      cleanUp();
      reject(error);
    };
    input.on('data', onData);
    input.once('end', onEnd);
    input.once('error', onError);
    input.resume();
  });
}

function readFromTerminal(input: SecretInput, output: NodeJS.WritableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (error?: Error) => {
      input.off('data', onData);
      input.setRawMode?.(false);
      input.pause();
      // The Enter key was not echoed either.
      output.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: Buffer | string) => {
      for (const character of chunk.toString()) {
        if (character === '\r' || character === '\n' || character === '\u0004') return finish();
        if (character === '\u0003') return finish(new CliInputError('入力を中断しました'));
        if (character === '\u007f' || character === '\b') {
          typed = Array.from(typed).slice(0, -1).join('');
        } else {
          typed += character;
        }
      }
    };
    input.setRawMode?.(true);
    input.on('data', onData);
    input.resume();
  });
}
