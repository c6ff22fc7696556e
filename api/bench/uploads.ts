/**
 * What an image upload costs, and what the per-instance bound on image jobs (UPLOAD_IMAGE_JOBS) does under load.
 *
 *   npm run build -w common && npm run build -w api && npm run bench:uploads -w api -- [--images 3] [--requests 4]
 *                                                                                     [--clients 4] [--write-docs]
 *
 * 1. In this process: the work one uploaded file gets (decode, orient, resize to at most 2048 px, re-encode, and the
 *    three WebP widths of the disk driver) on a phone-camera-sized JPEG and a large PNG, CPU seconds and wall seconds
 *    per file (CPU counts every libvips thread).
 * 2. The built API as its own process, for UPLOAD_IMAGE_JOBS 1, 2 and 4: `--clients` staff members upload `--requests`
 *    draft uploads of `--images` JPEGs in all, at once, while a probe asks GET /health every 200 ms. Reports images per
 *    second, request latency, the health probe's latency (what every other caller waits meanwhile) and the API's CPU.
 *    The other limits are set out of the way (quota, rate, disk) so only the job bound acts.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import sharp from 'sharp';
import { makeWidthVariants, normaliseImage } from '../src/uploads/image-processing';
import { numberArg as arg, startBenchApi, writeDocsSection } from './bench-api';
import { machineFacts, percentile } from './report';

const HEADING = 'Image uploads';
const IMAGES = arg('images', 3);
const REQUESTS = arg('requests', 4);
const CLIENTS = arg('clients', 4);
const JOB_LIMITS = [1, 2, 4];
/** What the table shows, printed under it. */
const READING =
  'Reading it: the work is CPU-bound, so once the cores are busy more image jobs at once add no images per ' +
  'second; they stretch each upload and what every other caller of the instance waits (the /health columns). ' +
  'Hence the default UPLOAD_IMAGE_JOBS of 2 with a queue of 8, a 503 with Retry-After beyond that. On a ' +
  'shared machine (see the load average) wall times are inflated; compare the rows with each other, and the ' +
  'CPU seconds, which do not depend on waiting.';

/** A 12-megapixel JPEG of about 4 MB (a phone photo), and a 2000 × 1500 PNG (a large screenshot or scan). */
async function inputs(): Promise<{ name: string; kind: 'jpeg' | 'png'; buffer: Buffer }[]> {
  const noisy = (w: number, h: number, sigma: number) =>
    sharp({ create: { width: w, height: h, channels: 3, background: { r: 120, g: 90, b: 60 }, noise: { type: 'gaussian', mean: 120, sigma } } }).blur(
      0.8,
    );
  const jpeg = await noisy(4000, 3000, 40).jpeg({ quality: 88 }).toBuffer();
  const png = await noisy(2000, 1500, 12).png().toBuffer();
  for (const b of [jpeg, png]) if (b.length > 5 * 1024 * 1024) throw new Error(`test image of ${b.length} bytes is over the 5 MB upload limit`);
  return [
    { name: `JPEG 4000 × 3000, ${(jpeg.length / 1024 / 1024).toFixed(1)} MB`, kind: 'jpeg', buffer: jpeg },
    { name: `PNG 2000 × 1500, ${(png.length / 1024 / 1024).toFixed(1)} MB`, kind: 'png', buffer: png },
  ];
}

const cpuSeconds = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1e6;

/** utime + stime of a process from /proc (Linux), in seconds. */
function processCpu(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function perFileCost(files: Awaited<ReturnType<typeof inputs>>): Promise<string[]> {
  const rows: string[] = [];
  for (const f of files) {
    await normaliseImage(f.buffer, f.kind); // warm-up: libvips loads its codecs once
    const runs = 3;
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    for (let i = 0; i < runs; i++) {
      const out = await normaliseImage(f.buffer, f.kind);
      await makeWidthVariants(out.buffer, out.width);
    }
    const cpu = cpuSeconds(process.cpuUsage(cpu0)) / runs;
    const wall = (performance.now() - t0) / 1000 / runs;
    const row = `| ${f.name} | ${cpu.toFixed(2)} | ${wall.toFixed(2)} | ${(cpu * 5).toFixed(1)} |`;
    console.log(row);
    rows.push(row);
  }
  return rows;
}

async function underLoad(jobs: number, photo: Buffer): Promise<string> {
  const api = await startBenchApi(`uploads${jobs}`, {
    UPLOAD_IMAGE_JOBS: String(jobs),
    UPLOAD_IMAGE_JOBS_QUEUE: '1000',
    UPLOAD_FILES_PER_MINUTE: '10000',
    UPLOAD_UNUSED_MAX_FILES: '10000',
    UPLOAD_UNUSED_MAX_MB: '100000',
    UPLOAD_MIN_FREE_DISK_MB: '0',
  });
  try {
    const token = await api.signIn();
    const upload = async () => {
      const form = new FormData();
      for (let i = 0; i < IMAGES; i++) form.append('files', new Blob([photo], { type: 'image/jpeg' }), `photo-${i}.jpg`);
      const started = performance.now();
      const res = await fetch(`${api.base}/api/v1/upload/drafts/product`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      await res.arrayBuffer();
      return { ms: performance.now() - started, status: res.status };
    };
    await upload(); // warm-up
    let probing = true;
    const health: number[] = [];
    const probe = (async () => {
      while (probing) {
        const t0 = performance.now();
        await fetch(`${api.base}/api/v1/health`).then((r) => r.arrayBuffer());
        health.push(performance.now() - t0);
        await new Promise((r) => setTimeout(r, 200));
      }
    })();
    const cpu0 = processCpu(api.child.pid!);
    const started = performance.now();
    const results: { ms: number; status: number }[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (next < REQUESTS) {
          next++;
          results.push(await upload());
        }
      }),
    );
    const took = (performance.now() - started) / 1000;
    const cpu = processCpu(api.child.pid!) - cpu0;
    probing = false;
    await probe;
    const ok = results.filter((r) => r.status === 200);
    const ms = ok.map((r) => r.ms).sort((a, b) => a - b);
    const hs = health.sort((a, b) => a - b);
    const images = ok.length * IMAGES;
    const row =
      `| ${jobs} | ${results.length} × ${IMAGES} | ${results.length - ok.length} | ${(images / took).toFixed(2)} | ${(percentile(ms, 50) / 1000).toFixed(1)} | ` +
      `${(percentile(ms, 95) / 1000).toFixed(1)} | ${percentile(hs, 50).toFixed(0)} | ${percentile(hs, 95).toFixed(0)} | ${(cpu / Math.max(1, images)).toFixed(2)} |`;
    console.log(row);
    return row;
  } finally {
    await api.stop();
  }
}

async function main() {
  const files = await inputs();
  console.log('| File | CPU s per file | wall s per file | CPU s for 5 such files |');
  const costRows = await perFileCost(files);
  const loadRows: string[] = [];
  for (const jobs of JOB_LIMITS) loadRows.push(await underLoad(jobs, files[0].buffer));
  const uptime = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
  const section = [
    `## ${HEADING}`,
    '',
    `Measured ${new Date().toISOString()}.`,
    '',
    ...machineFacts(),
    `- \`uptime\` load average at the end of the run: ${uptime}`,
    '',
    `Command: \`npm run build -w common && npm run build -w api && npm run bench:uploads -w api -- --images ${IMAGES} --requests ${REQUESTS} --clients ${CLIENTS} --write-docs\``,
    '',
    'What one uploaded file costs (decode, orient, resize to at most 2048 px, re-encode without metadata, three WebP widths), in the benchmark process, mean of 3:',
    '',
    '| File | CPU s per file | wall s per file | CPU s for 5 such files |',
    '|---|---|---|---|',
    ...costRows,
    '',
    `The built API with UPLOAD_IMAGE_JOBS at 1, 2 and 4: ${CLIENTS} staff members send ${REQUESTS} draft uploads of ${IMAGES} of the JPEGs in all, at once, ` +
      'while GET /health is asked every 200 ms (its latency is what any other caller of the instance waits meanwhile). API CPU counts the API process only.',
    '',
    '| Image jobs at once | Uploads × files | Refused | Images/s | p50 s per upload | p95 s per upload | /health p50 ms | /health p95 ms | API CPU s per image |',
    '|---|---|---|---|---|---|---|---|---|',
    ...loadRows,
    '',
    READING,
    '',
  ].join('\n');
  console.log(section);
  if (process.argv.includes('--write-docs')) writeDocsSection(HEADING, section);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
