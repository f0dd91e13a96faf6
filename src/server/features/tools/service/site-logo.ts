import { eq, sql } from 'drizzle-orm';
import { siteLogoUrl, toolImageMessages as m, type CropQuery, type SiteLogo } from '../../../../shared/tools/images';
import { withTransaction, type Db } from '../../../db/client';
import { siteSettings } from '../../../db/schema/index';
import { recordActivity } from '../../../platform/activity-log';
import { NotFound } from '../../../platform/errors';
import { cachedRead } from '../../../platform/read-cache';
import { logoPicture } from './picture';
import type { Actor } from './images';
import type { Deps } from '../../../platform/deps';

/**
 * The site logo (site_settings, one row with id 1; decision 0126): without one the app draws its
 * own mark. The page's HTML names the uploaded logo (spa.ts), so every screen shows it at once.
 */

const ROW = 1;
const logoColumns = {
  logoName: siteSettings.logoName,
  logoContentType: siteSettings.logoContentType,
  logoWidth: siteSettings.logoWidth,
  logoHeight: siteSettings.logoHeight,
  bytes: sql<number | null>`octet_length(${siteSettings.logoData})`.mapWith(Number),
  updatedBy: siteSettings.updatedBy,
  updatedAt: siteSettings.updatedAt,
};

async function readLogo(db: Db, lock = false): Promise<SiteLogo['logo']> {
  const query = db.select(logoColumns).from(siteSettings).where(eq(siteSettings.id, ROW));
  const [row] = lock ? await query.for('update') : await query;
  if (!row?.logoName) return null;
  return {
    name: row.logoName,
    url: siteLogoUrl(row.logoName),
    contentType: row.logoContentType ?? 'image/webp',
    width: row.logoWidth ?? 0,
    height: row.logoHeight ?? 0,
    bytes: row.bytes ?? 0,
    uploadedBy: row.updatedBy,
    updatedAt: row.updatedAt,
  };
}

const audited = (logo: NonNullable<SiteLogo['logo']>) => ({
  name: logo.name,
  contentType: logo.contentType,
  width: logo.width,
  height: logo.height,
  bytes: logo.bytes,
});

/** GET /api/admin/site-logo */
export async function getSiteLogo(deps: Deps): Promise<SiteLogo> {
  const { db } = deps;
  return { logo: await readLogo(db) };
}

/** The logo's public address for the page's <head>, or null; read on every page, kept a few seconds. */
export function currentLogoUrl(deps: Deps): Promise<string | null> {
  return cachedRead(deps, 'site-logo', 5_000, async () => {
    const [row] = await deps.db
      .select({ name: siteSettings.logoName })
      .from(siteSettings)
      .where(eq(siteSettings.id, ROW));
    return row?.name ? siteLogoUrl(row.name) : null;
  });
}

/** PUT /api/admin/site-logo: the upload made square and stored; a previous logo is replaced. */
export async function saveSiteLogo(deps: Deps, actor: Actor, upload: Buffer, crop: CropQuery): Promise<SiteLogo> {
  const { db } = deps;
  const picture = await logoPicture(upload, crop);
  return withTransaction(db, async (tx) => {
    // The one row exists from the first save on; its lock puts two saves at once in turn.
    await tx.insert(siteSettings).values({ id: ROW }).onConflictDoNothing({ target: siteSettings.id });
    const before = await readLogo(tx, true);
    const values = {
      logoName: picture.name,
      logoContentType: picture.contentType,
      logoWidth: picture.width,
      logoHeight: picture.height,
      logoData: picture.data,
      updatedBy: actor.userId,
      updatedAt: new Date(),
    };
    await tx.update(siteSettings).set(values).where(eq(siteSettings.id, ROW));
    const logo = (await readLogo(tx))!;
    await recordActivity(
      tx,
      {
        userId: actor.userId,
        action: before ? 'site_logo.replace' : 'site_logo.upload',
        resourceType: 'site_logo',
        resourceId: ROW,
        oldValues: before ? audited(before) : null,
        newValues: audited(logo),
      },
      actor.meta,
    );
    return { logo };
  });
}

/** DELETE /api/admin/site-logo: back to the drawn mark (nothing to do without a logo). */
export async function deleteSiteLogo(deps: Deps, actor: Actor): Promise<void> {
  const { db } = deps;
  await withTransaction(db, async (tx) => {
    const before = await readLogo(tx, true);
    if (!before) return;
    await tx
      .update(siteSettings)
      .set({
        logoName: null,
        logoContentType: null,
        logoWidth: null,
        logoHeight: null,
        logoData: null,
        updatedBy: actor.userId,
        updatedAt: new Date(),
      })
      .where(eq(siteSettings.id, ROW));
    await recordActivity(
      tx,
      {
        userId: actor.userId,
        action: 'site_logo.delete',
        resourceType: 'site_logo',
        resourceId: ROW,
        oldValues: audited(before),
      },
      actor.meta,
    );
  });
}

/** GET /api/public/site-logo/:name */
export async function findSiteLogo(deps: Deps, name: string): Promise<{ contentType: string; data: Buffer }> {
  const { db } = deps;
  const [row] = await db
    .select({ contentType: siteSettings.logoContentType, data: siteSettings.logoData })
    .from(siteSettings)
    .where(eq(siteSettings.logoName, name));
  if (!row?.data || !row.contentType) throw new NotFound(m.imageNotFound);
  return { contentType: row.contentType, data: row.data };
}
