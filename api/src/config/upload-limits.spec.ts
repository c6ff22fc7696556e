import { ConfigError, loadConfig } from './app-config';
import { uploadLimitsFrom } from './upload-limits';

describe('upload limits from the environment', () => {
  it('has the documented defaults, in bytes where they are sizes', () => {
    expect(uploadLimitsFrom({})).toEqual({
      unusedMaxCount: 40,
      unusedMaxBytes: 60 * 1024 * 1024,
      filesPerMinute: 30,
      minFreeDiskBytes: 1024 * 1024 * 1024,
      imageJobs: 2,
      imageJobsQueue: 8,
    });
  });

  it('stops the start on a bad value, naming the variable', () => {
    // fewer than one full request of 5 files a minute could never let a 5-image upload through
    expect(() => loadConfig({ UPLOAD_FILES_PER_MINUTE: '4' })).toThrow(ConfigError);
    expect(() => loadConfig({ UPLOAD_FILES_PER_MINUTE: '4' })).toThrow(/UPLOAD_FILES_PER_MINUTE/);
    expect(() => loadConfig({ UPLOAD_IMAGE_JOBS: '0' })).toThrow(/UPLOAD_IMAGE_JOBS/);
    expect(() => loadConfig({ UPLOAD_UNUSED_MAX_MB: 'lots' })).toThrow(/UPLOAD_UNUSED_MAX_MB/);
    expect(loadConfig({ UPLOAD_IMAGE_JOBS_QUEUE: '0' }).uploads.imageJobsQueue).toBe(0);
  });
});
