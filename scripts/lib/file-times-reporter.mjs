// A vitest reporter for the browser suites: the moment each test file ended, one JSON line per file appended to
// FILE_TIMES_OUT. The suites run one file after another, so scripts/browser-tests.mjs takes a file's time as the
// time since the one before it ended (imports, hooks and tests: what the lane waited for). Nothing is written
// without FILE_TIMES_OUT.
import { appendFileSync } from 'node:fs';

export default class FileTimesReporter {
  onTestModuleEnd(testModule) {
    const out = process.env.FILE_TIMES_OUT;
    if (out) appendFileSync(out, `${JSON.stringify({ file: testModule.moduleId, endedAt: Date.now(), state: testModule.state() })}\n`);
  }
}
