/**
 * The cms module's face (issue 10): the brand's site configuration and content, loaded from
 * config/brands/<brand>/ and the operator's publications, served on the /api calls. The platform
 * opens the store at start (`SiteStore.open`) and registers `cmsRoutes`; betting reads settings
 * through the store's `SiteSettingsSource` (ctx.site).
 */
export { cmsRoutes } from './routes';
export { SiteStore, type SiteLog } from './site-store';
export { BrandConfigError, type ConfigIssue } from './brand-site';
export { listBrands } from './site-files';
export { channelOf } from './content-service';
