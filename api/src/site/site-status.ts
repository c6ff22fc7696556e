import { SITE_MESSAGES } from './site.messages';
import type { SiteConfig } from './config/site.config';
import type { SiteBuild } from './build/site-history';
import type { RendererStatus } from './renderer/incremental-renderer';

export type BuildSummary = Omit<SiteBuild, 'sourceStamp' | 'catalogStamp' | 'restored' | 'renderer'>;

export interface SiteStatus {
  mode: SiteConfig['mode'];
  ready: boolean;
  building: boolean;
  queued: boolean;
  current: BuildSummary | null;
  lastError: { at: string; message: string } | null;
  lastReason: string | null;
  /** Failed attempts since the last published build; a retry is due at nextRetryAt. */
  failures: number;
  nextRetryAt: string | null;
  /** Good builds on disk, newest first; any of them can be restored. */
  keptBuilds: BuildSummary[];
  /** Whether this API instance is the one that builds (several instances on one database elect one). */
  builder: boolean;
  /** A rebuild this instance asked for that no published build has answered yet. */
  forwarded: boolean;
  /** The incremental renderer: what it last rendered and why. */
  incremental: RendererStatus;
}

/** A build as the status shows it: the source stamp is internal. */
export const buildSummary = ({
  sourceStamp: _stamp,
  catalogStamp: _catalog,
  restored: _restored,
  renderer: _renderer,
  ...rest
}: SiteBuild): BuildSummary => rest;

/**
 * What anyone may read (a monitor, the storefront's tests): whether the pages are served and fresh, which build
 * they are, and when and how often building has failed since.
 */
export interface PublicSiteStatus {
  ready: boolean;
  building: boolean;
  queued: boolean;
  current: Pick<BuildSummary, 'id' | 'builtAt' | 'pages'> | null;
  lastError: { at: string; message: string } | null;
  failures: number;
}

/** Where building stands, as the service holds it in memory: what the public status is made of. */
export type BuildProgress = Pick<SiteStatus, 'ready' | 'building' | 'queued' | 'current' | 'lastError' | 'failures'>;

/**
 * The status for a caller without dashboardAccess: a failure's message, the rebuild reasons and the renderer's
 * details can carry internal addresses, paths and errors, so only the time of a failure is told.
 */
export function publicSiteStatus(s: BuildProgress): PublicSiteStatus {
  return {
    ready: s.ready,
    building: s.building,
    queued: s.queued,
    current: s.current && { id: s.current.id, builtAt: s.current.builtAt, pages: s.current.pages },
    lastError: s.lastError && { at: s.lastError.at, message: SITE_MESSAGES.buildFailed },
    failures: s.failures,
  };
}
