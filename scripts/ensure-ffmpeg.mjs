// Makes sure Debian's ffmpeg (with ffprobe) is installed for the video conversion tests, as
// ensure-chromium.mjs does for Chromium: `node scripts/ensure-ffmpeg.mjs`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const tools = ['/usr/bin/ffmpeg', '/usr/bin/ffprobe'];
const installed = () => tools.every((file) => fs.existsSync(file));

if (!installed()) {
  if (process.getuid?.() !== 0) {
    console.error('[ffmpeg] missing. Install it with: sudo apt-get update && sudo apt-get install -y ffmpeg');
    process.exit(1);
  }
  console.log('[ffmpeg] missing; running: apt-get update && apt-get install -y ffmpeg');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'ffmpeg'], { stdio: 'inherit', env });
  if (!installed()) {
    console.error('[ffmpeg] apt-get finished but ffmpeg is still missing');
    process.exit(1);
  }
}
console.log(`[ffmpeg] ready: ${tools.join(', ')}`);
