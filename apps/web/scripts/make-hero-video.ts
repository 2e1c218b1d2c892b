/**
 * Renders the home page's hero background video and its poster from code, so the artwork lives in
 * the repo: running-stitch threads drifting over dark navy twill, and a rotating stitched hoop.
 * Every motion completes a whole number of cycles in DURATION_S, so the video loops seamlessly.
 *
 * Frames are computed pixel by pixel (no drawing library) and piped as raw RGB into ffmpeg:
 *   node apps/web/scripts/make-hero-video.ts      (needs `ffmpeg` on PATH: apt-get install -y ffmpeg)
 * Writes apps/web/public/media/hero.webm, hero.mp4 and hero-poster.jpg.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const WIDTH = 960;
const HEIGHT = 540;
const FPS = 24;
const DURATION_S = 6;
const FRAMES = FPS * DURATION_S;
const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'media');

type Rgb = [number, number, number];

interface Thread {
  baseY: number;
  amplitude: number;
  /** Waves across the frame width. */
  waves: number;
  /** Whole wave cycles per loop (keeps the loop seamless). */
  waveCycles: number;
  /** Whole dash periods the stitches travel per loop. */
  stitchCycles: number;
  period: number;
  halfWidth: number;
  color: Rgb;
  alpha: number;
  phase: number;
}

const THREADS: Thread[] = [
  {
    baseY: 0.2,
    amplitude: 38,
    waves: 1.2,
    waveCycles: 1,
    stitchCycles: 10,
    period: 26,
    halfWidth: 2.6,
    color: [251, 191, 77],
    alpha: 0.9,
    phase: 0,
  },
  {
    baseY: 0.42,
    amplitude: 52,
    waves: 0.8,
    waveCycles: 1,
    stitchCycles: -8,
    period: 22,
    halfWidth: 2.0,
    color: [142, 191, 255],
    alpha: 0.55,
    phase: 1.7,
  },
  {
    baseY: 0.66,
    amplitude: 30,
    waves: 1.6,
    waveCycles: 2,
    stitchCycles: 12,
    period: 30,
    halfWidth: 3.0,
    color: [255, 255, 255],
    alpha: 0.35,
    phase: 3.1,
  },
  {
    baseY: 0.86,
    amplitude: 44,
    waves: 1.0,
    waveCycles: 1,
    stitchCycles: -6,
    period: 24,
    halfWidth: 2.4,
    color: [251, 191, 77],
    alpha: 0.5,
    phase: 4.4,
  },
];

const HOOP = {
  cx: 0.78 * WIDTH,
  cy: 0.5 * HEIGHT,
  radius: 210,
  halfWidth: 3.2,
  dashes: 96,
  turnsPerLoop: 1 / 16,
};

function smoothstep(edge0: number, edge1: number, x: number): number {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
}

/** Background: navy gradient, a soft blue glow behind the hoop and a faint diagonal twill weave. */
function background(): Float32Array {
  const pixels = new Float32Array(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const v = y / HEIGHT;
      let r = 12 + (20 - 12) * v;
      let g = 23 + (40 - 23) * v;
      let b = 56 + (95 - 56) * v;
      const glow = Math.exp(-(((x - HOOP.cx) / 420) ** 2 + ((y - HOOP.cy) / 300) ** 2));
      r += 20 * glow;
      g += 50 * glow;
      b += 110 * glow;
      const twill = Math.sin((x + y) * 0.55) * Math.sin((x - y) * 0.18);
      const weave = 3.2 * twill;
      const i = (y * WIDTH + x) * 3;
      pixels[i] = r + weave;
      pixels[i + 1] = g + weave;
      pixels[i + 2] = b + weave * 1.4;
    }
  }
  return pixels;
}

function blend(frame: Float32Array, i: number, color: Rgb, alpha: number): void {
  frame[i] += (color[0] - frame[i]) * alpha;
  frame[i + 1] += (color[1] - frame[i + 1]) * alpha;
  frame[i + 2] += (color[2] - frame[i + 2]) * alpha;
}

function drawThread(frame: Float32Array, thread: Thread, t: number): void {
  const k = (2 * Math.PI * thread.waves) / WIDTH;
  const wavePhase = thread.phase + 2 * Math.PI * thread.waveCycles * t;
  const shift = thread.stitchCycles * thread.period * t;
  const reach = thread.halfWidth + 1.5;
  for (let x = 0; x < WIDTH; x++) {
    const centreY = thread.baseY * HEIGHT + thread.amplitude * Math.sin(k * x + wavePhase);
    const slope = thread.amplitude * k * Math.cos(k * x + wavePhase);
    const norm = Math.sqrt(1 + slope * slope);
    // Arc length is approximated by x·norm locally; good enough for the dash pattern to look sewn.
    const along = (((x * norm - shift) % thread.period) + thread.period) % thread.period;
    const dash =
      smoothstep(0, 1.5, along) * (1 - smoothstep(thread.period * 0.62, thread.period * 0.62 + 1.5, along));
    if (dash <= 0) continue;
    const y0 = Math.max(0, Math.floor(centreY - reach * norm));
    const y1 = Math.min(HEIGHT - 1, Math.ceil(centreY + reach * norm));
    for (let y = y0; y <= y1; y++) {
      const distance = Math.abs(y - centreY) / norm;
      const coverage = 1 - smoothstep(thread.halfWidth - 0.8, thread.halfWidth + 0.8, distance);
      if (coverage <= 0) continue;
      // A highlight along the thread's middle gives it a twisted, satin look.
      const sheen = 1 - distance / (thread.halfWidth + 1);
      const lit: Rgb = [
        Math.min(255, thread.color[0] + 40 * sheen),
        Math.min(255, thread.color[1] + 40 * sheen),
        Math.min(255, thread.color[2] + 40 * sheen),
      ];
      blend(frame, (y * WIDTH + x) * 3, lit, thread.alpha * coverage * dash);
    }
  }
}

function drawHoop(frame: Float32Array, t: number): void {
  const rotation = 2 * Math.PI * HOOP.turnsPerLoop * t;
  // Out to the outer ring's soft edge (radius + 12 + 7.5), or its glow is cut off by this square.
  const reach = HOOP.radius + 22;
  for (let y = Math.floor(HOOP.cy - reach); y <= Math.ceil(HOOP.cy + reach); y++) {
    if (y < 0 || y >= HEIGHT) continue;
    for (let x = Math.floor(HOOP.cx - reach); x <= Math.ceil(HOOP.cx + reach); x++) {
      if (x < 0 || x >= WIDTH) continue;
      const dx = x - HOOP.cx;
      const dy = y - HOOP.cy;
      const r = Math.sqrt(dx * dx + dy * dy);
      const i = (y * WIDTH + x) * 3;
      // Outer wooden ring, softly lit.
      const ring = 1 - smoothstep(6, 7.5, Math.abs(r - (HOOP.radius + 12)));
      if (ring > 0) blend(frame, i, [70, 110, 190], 0.28 * ring);
      const band = 1 - smoothstep(HOOP.halfWidth - 0.8, HOOP.halfWidth + 0.8, Math.abs(r - HOOP.radius));
      if (band <= 0) continue;
      const angle = Math.atan2(dy, dx) + rotation;
      const along = ((((angle / (2 * Math.PI)) * HOOP.dashes) % 1) + 1) % 1;
      const dash = smoothstep(0, 0.06, along) * (1 - smoothstep(0.55, 0.61, along));
      blend(frame, i, [232, 240, 255], 0.7 * band * dash);
    }
  }
}

function render(base: Float32Array, frameIndex: number): Buffer {
  const t = frameIndex / FRAMES;
  const frame = base.slice();
  drawHoop(frame, t);
  for (const thread of THREADS) drawThread(frame, thread, t);
  const out = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let i = 0; i < frame.length; i++) out[i] = Math.max(0, Math.min(255, Math.round(frame[i])));
  return out;
}

function ffmpeg(args: string[]): ChildProcess {
  const input = ['-y', '-hide_banner', '-loglevel', 'error', '-f', 'rawvideo', '-pix_fmt', 'rgb24'];
  const size = ['-s', `${WIDTH}x${HEIGHT}`, '-r', String(FPS), '-i', 'pipe:0'];
  return spawn('ffmpeg', [...input, ...size, ...args], { stdio: ['pipe', 'inherit', 'inherit'] });
}

async function write(child: ChildProcess, data: Buffer): Promise<void> {
  if (!child.stdin!.write(data)) await once(child.stdin!, 'drain');
}

async function finish(child: ChildProcess): Promise<void> {
  child.stdin!.end();
  const [code] = (await once(child, 'close')) as [number];
  if (code !== 0) throw new Error(`ffmpeg exited with ${code}`);
}

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  const common = ['-an', '-pix_fmt', 'yuv420p'];
  const encoders = [
    ffmpeg([
      ...common,
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      '40',
      '-row-mt',
      '1',
      '-deadline',
      'good',
      '-cpu-used',
      '2',
      join(OUT_DIR, 'hero.webm'),
    ]),
    ffmpeg([
      ...common,
      '-c:v',
      'libx264',
      '-crf',
      '28',
      '-preset',
      'slow',
      '-profile:v',
      'high',
      '-movflags',
      '+faststart',
      join(OUT_DIR, 'hero.mp4'),
    ]),
  ];
  const poster = ffmpeg(['-frames:v', '1', '-q:v', '3', join(OUT_DIR, 'hero-poster.jpg')]);
  const base = background();
  for (let i = 0; i < FRAMES; i++) {
    const frame = render(base, i);
    if (i === 0) {
      await write(poster, frame);
      await finish(poster);
    }
    await Promise.all(encoders.map((child) => write(child, frame)));
  }
  await Promise.all(encoders.map(finish));
  for (const name of ['hero.webm', 'hero.mp4', 'hero-poster.jpg']) {
    console.log(`${name}: ${(statSync(join(OUT_DIR, name)).size / 1024).toFixed(0)} KiB`);
  }
}

await main();
