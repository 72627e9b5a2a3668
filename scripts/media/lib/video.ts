/**
 * Hero loop encoder (needs ffmpeg with libvpx-vp9 and libx264 on PATH). Frames are rendered by
 * sharp, piped once into a lossless FFV1 intermediate, then encoded two-pass to a bitrate that
 * lands each file near the size budget. Both outputs are tagged BT.709 so browsers show the same
 * colours as the poster image.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

export interface LoopOptions {
  width: number;
  height: number;
  fps: number;
  frames: number;
  /** SVG for the frame at `phase` in [0, 1), rasterised at `width`. */
  frameSvg: (phase: number) => string;
  /** Target video bitrate in kbit/s (no audio track). */
  kbps: number;
  webm: string;
  mp4: string;
}

export function assertFfmpeg(): void {
  const probe = spawnSync('ffmpeg', ['-hide_banner', '-version'], { encoding: 'utf8' });
  if (probe.status !== 0) {
    throw new Error(
      'ffmpeg was not found. Install it (apt-get install ffmpeg) or run `npm run media -- --no-video`.',
    );
  }
}

function run(args: string[], input?: (stdin: NodeJS.WritableStream) => Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
      stdio: [input ? 'pipe' : 'ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg ${args.join(' ')}\n${errors}`)),
    );
    if (input && child.stdin) {
      input(child.stdin).then(
        () => child.stdin?.end(),
        (error: unknown) => {
          child.kill();
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }
  });
}

function write(stream: NodeJS.WritableStream, data: Buffer): Promise<void> {
  return new Promise((resolve) => {
    if (stream.write(data)) resolve();
    else stream.once('drain', resolve);
  });
}

const colourTags = [
  '-colorspace',
  'bt709',
  '-color_primaries',
  'bt709',
  '-color_trc',
  'bt709',
  '-color_range',
  'tv',
];
const toYuv = ['-vf', 'scale=out_color_matrix=bt709:out_range=tv,format=yuv420p'];

async function renderIntermediate(options: LoopOptions, file: string): Promise<void> {
  const { width, height, fps, frames, frameSvg } = options;
  const render = (index: number) =>
    sharp(Buffer.from(frameSvg(index / frames)))
      .resize(width, height)
      .removeAlpha()
      .raw()
      .toBuffer();
  await run(
    [
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-s',
      `${width}x${height}`,
      '-r',
      String(fps),
      '-i',
      'pipe:0',
      '-c:v',
      'ffv1',
      file,
    ],
    async (stdin) => {
      // Render one frame ahead so sharp works while ffmpeg consumes the previous frame.
      let next = render(0);
      for (let index = 0; index < frames; index++) {
        const current = await next;
        if (index + 1 < frames) next = render(index + 1);
        await write(stdin, current);
      }
    },
  );
}

async function twoPass(
  source: string,
  output: string,
  codec: string[],
  workDir: string,
  tag: string,
): Promise<void> {
  const log = join(workDir, tag);
  const common = ['-i', source, '-an', ...toYuv, ...codec, ...colourTags, '-passlogfile', log];
  const format = output.endsWith('.webm') ? 'webm' : 'mp4';
  await run([...common, '-pass', '1', '-f', format, '/dev/null']);
  // bitexact keeps the muxers from writing random segment ids, so reruns give identical files.
  const muxer = ['-fflags', '+bitexact', ...(format === 'mp4' ? ['-movflags', '+faststart'] : [])];
  await run([...common, '-pass', '2', ...muxer, output]);
}

export async function encodeLoop(options: LoopOptions): Promise<{ webm: number; mp4: number }> {
  assertFfmpeg();
  const workDir = await mkdtemp(join(tmpdir(), 'rupantaran-loop-'));
  try {
    const intermediate = join(workDir, 'loop.mkv');
    await renderIntermediate(options, intermediate);
    const bitrate = `${options.kbps}k`;
    // One keyframe per loop: the clip is short and calm, so inter frames carry almost everything.
    const gop = String(options.frames);
    await twoPass(
      intermediate,
      options.webm,
      [
        '-c:v',
        'libvpx-vp9',
        '-b:v',
        bitrate,
        '-g',
        gop,
        '-row-mt',
        '1',
        '-deadline',
        'good',
        '-cpu-used',
        '2',
        '-auto-alt-ref',
        '1',
        '-lag-in-frames',
        '25',
      ],
      workDir,
      'vp9',
    );
    await twoPass(
      intermediate,
      options.mp4,
      [
        '-c:v',
        'libx264',
        '-preset',
        'slow',
        '-profile:v',
        'high',
        '-b:v',
        bitrate,
        '-g',
        gop,
        '-pix_fmt',
        'yuv420p',
      ],
      workDir,
      'x264',
    );
    return { webm: (await stat(options.webm)).size, mp4: (await stat(options.mp4)).size };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
