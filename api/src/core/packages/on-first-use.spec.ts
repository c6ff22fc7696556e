import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { onFirstUse } from './on-first-use';

describe('onFirstUse', () => {
  it('loads nothing until first asked, then loads once and keeps the answer', () => {
    let loads = 0;
    const lib = onFirstUse(() => ({ n: ++loads }));
    expect(loads).toBe(0);
    const first = lib();
    expect(lib()).toBe(first);
    expect(loads).toBe(1);
  });

  /** The built app, as `npm start` runs it (the build runs before the tests). */
  const appModule = path.join(__dirname, '..', '..', '..', 'dist', 'src', 'app.module.js');

  it('loading the whole app loads none of the packages only some requests need', () => {
    expect(fs.existsSync(appModule)).toBe(true); // npm test builds before it tests
    const heavy = ['exceljs', 'xmlbuilder2', 'qrcode', 'sharp', 'cloudinary', '@aws-sdk/client-s3', 'nodemailer'];
    const script = `require('reflect-metadata'); require(${JSON.stringify(appModule)});
      const loaded = Object.keys(require.cache);
      console.log(JSON.stringify(${JSON.stringify(heavy)}.filter((p) => loaded.some((f) => f.includes('/node_modules/' + p + '/')))));`;
    const loaded = JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
    expect(loaded).toEqual([]);
  });
});
