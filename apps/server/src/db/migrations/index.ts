import type { Migration } from 'kysely/migration';
import * as m0001 from './0001-projects-and-assets.js';
import * as m0002 from './0002-generation.js';
import * as m0003 from './0003-moodboards.js';
import * as m0004 from './0004-rate-limit.js';
import * as m0005 from './0005-generation-slot-charge.js';
import * as m0006 from './0006-photo-library.js';
import * as m0010 from './0010-review.js';
import * as m0011 from './0011-project-version.js';
import * as m0012 from './0012-workspaces.js';
import * as m0013 from './0013-listing-notices.js';
import * as m0014 from './0014-review-link-mail.js';
import * as m0015 from './0015-personal-access-tokens.js';
import * as m0034 from './0034-slot-history.js';
import * as m0035 from './0035-project-snapshots.js';
import * as m0040 from './0040-live.js';
import * as m0045 from './0045-comments.js';
import * as m0050 from './0050-moodboard-space.js';
import * as m0056 from './0056-board-text-by.js';
import * as m0057 from './0057-mention-digest.js';
import * as m0058 from './0058-canvas.js';
import * as m0059 from './0059-pinned-render.js';
import * as m0060 from './0060-render-upscale.js';
import * as m0061 from './0061-costs.js';
import * as m0062 from './0062-budget-mailed.js';
import * as m0063 from './0063-cost-tokens.js';
import * as m0064 from './0064-project-site.js';
import * as m0065 from './0065-canvas-images.js';
import * as m0066 from './0066-studio-notices.js';
import * as m0067 from './0067-jobs.js';
import * as m0068 from './0068-locales.js';
import * as m0069 from './0069-brand-kits.js';
import * as m0070 from './0070-review-link-locale.js';

/**
 * Versioned migrations, applied in key order at start-up. better-auth's own tables
 * (user, session, account, verification) are created by its migrator before these run.
 * Add new ones with the next number; never edit one that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '0001-projects-and-assets': m0001,
  '0002-generation': m0002,
  '0003-moodboards': m0003,
  '0004-rate-limit': m0004,
  '0005-generation-slot-charge': m0005,
  '0006-photo-library': m0006,
  '0010-review': m0010,
  '0011-project-version': m0011,
  '0012-workspaces': m0012,
  '0013-listing-notices': m0013,
  '0014-review-link-mail': m0014,
  '0015-personal-access-tokens': m0015,
  '0034-slot-history': m0034,
  '0035-project-snapshots': m0035,
  '0040-live': m0040,
  '0045-comments': m0045,
  '0050-moodboard-space': m0050,
  '0056-board-text-by': m0056,
  '0057-mention-digest': m0057,
  '0058-canvas': m0058,
  '0059-pinned-render': m0059,
  '0060-render-upscale': m0060,
  '0061-costs': m0061,
  '0062-budget-mailed': m0062,
  '0063-cost-tokens': m0063,
  '0064-project-site': m0064,
  '0065-canvas-images': m0065,
  '0066-studio-notices': m0066,
  '0067-jobs': m0067,
  '0068-locales': m0068,
  '0069-brand-kits': m0069,
  '0070-review-link-locale': m0070,
};
