import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { blockedAncestor } from './reachability';

describe('blockedAncestor', () => {
  const made: string[] = [];
  afterAll(() => made.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  it('names the 0700 folder (mktemp -d) that keeps other users out', () => {
    const closed = fs.mkdtempSync(path.join(os.tmpdir(), 'closed-'));
    made.push(closed);
    fs.chmodSync(closed, 0o700);
    expect(blockedAncestor(path.join(closed, 'data', 'postgres'), null)).toBe(closed);
  });

  it('passes a folder others may enter, even when the target does not exist yet', () => {
    const open = fs.mkdtempSync(path.join(os.tmpdir(), 'open-'));
    made.push(open);
    fs.chmodSync(open, 0o755);
    expect(blockedAncestor(path.join(open, 'data', 'postgres'), null)).toBeNull();
  });

  it('lets the owning user through its own 0700 folder', () => {
    const own = fs.mkdtempSync(path.join(os.tmpdir(), 'own-'));
    made.push(own);
    fs.chmodSync(own, 0o700);
    const st = fs.statSync(own);
    expect(blockedAncestor(own, { uid: st.uid, gid: st.gid })).toBeNull();
  });
});
