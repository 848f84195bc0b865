// Writes public/sounds/notification.wav: the notification sound, a short two-note chime (A5 then E6, each a
// sine with its octave, fast attack, exponential decay), 0.5 s, 16-bit mono at 22 050 Hz (about 22 KB).
// Generated here, nothing downloaded: `node scripts/make-chime.mjs`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const RATE = 22_050;
const SECONDS = 0.5;
const NOTES = [
  { frequency: 880, start: 0, decay: 9 },
  { frequency: 1318.51, start: 0.12, decay: 7 },
];

const samples = new Float64Array(Math.round(RATE * SECONDS));
for (const note of NOTES) {
  const from = Math.round(note.start * RATE);
  for (let i = from; i < samples.length; i += 1) {
    const t = (i - from) / RATE;
    const attack = Math.min(1, t / 0.005);
    const envelope = attack * Math.exp(-note.decay * t);
    const tone =
      Math.sin(2 * Math.PI * note.frequency * t) +
      0.3 * Math.sin(2 * Math.PI * 2 * note.frequency * t);
    samples[i] += 0.35 * envelope * tone;
  }
}
// A 10 ms fade-out so the file ends in silence without a click.
const fade = Math.round(0.01 * RATE);
for (let i = 0; i < fade; i += 1) samples[samples.length - 1 - i] *= i / fade;

const data = Buffer.alloc(samples.length * 2);
samples.forEach((sample, i) => {
  data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, sample)) * 32_767), i * 2);
});
const header = Buffer.alloc(44);
header.write('RIFF', 0);
header.writeUInt32LE(36 + data.length, 4);
header.write('WAVE', 8);
header.write('fmt ', 12);
header.writeUInt32LE(16, 16); // fmt chunk size
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(RATE, 24);
header.writeUInt32LE(RATE * 2, 28); // byte rate
header.writeUInt16LE(2, 32); // block align
header.writeUInt16LE(16, 34); // bits per sample
header.write('data', 36);
header.writeUInt32LE(data.length, 40);

const out = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'public',
  'sounds',
  'notification.wav',
);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, Buffer.concat([header, data]));
console.log(`wrote ${out} (${header.length + data.length} bytes)`);
