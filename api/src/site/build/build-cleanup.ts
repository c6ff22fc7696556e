import { buildFolders, keptBuildIds, removeBuildFolder } from './build-folders';

/** How long a replaced build stays on disk, so responses already streaming from it can finish. */
const REPLACED_GRACE_MS = 30_000;

/** Removes build folders beyond the ones kept: half-written ones on start, older good ones after each publish. */
export class BuildCleanup {
  private readonly timers = new Set<NodeJS.Timeout>();
  private tidied = false;

  constructor(
    private readonly siteDir: string,
    private readonly keepBuilds: number,
    private readonly currentId: () => string | undefined,
  ) {}

  /** On start (once): half-written folders of a crashed build, and good builds beyond the ones kept. */
  tidyOnce(): void {
    if (this.tidied) return;
    this.tidied = true;
    const keep = this.kept();
    for (const name of buildFolders(this.siteDir)) {
      if (!keep.has(name)) removeBuildFolder(this.siteDir, name);
    }
  }

  /**
   * Keeps the newest good builds (keepBuilds, the current one included) and removes the rest. The build just replaced
   * goes a little later, so responses already streaming from it can finish.
   */
  prune(replaced: string | null): void {
    const keep = this.kept();
    for (const name of buildFolders(this.siteDir)) {
      if (keep.has(name)) continue;
      if (name === replaced) this.removeLater(name);
      else removeBuildFolder(this.siteDir, name);
    }
  }

  dispose(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }

  private kept(): Set<string> {
    return keptBuildIds(this.siteDir, this.keepBuilds, this.currentId());
  }

  private removeLater(id: string): void {
    const t = setTimeout(() => {
      this.timers.delete(t);
      if (!this.kept().has(id)) removeBuildFolder(this.siteDir, id);
    }, REPLACED_GRACE_MS);
    t.unref?.();
    this.timers.add(t);
  }
}
