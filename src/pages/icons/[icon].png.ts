/** /icons/{name}.png: the site icon as PNGs for home screens and the web manifest (lib/siteIcons.ts). */
import type { APIRoute } from 'astro';
import faviconSvg from '../../../public/favicon.svg?raw';
import { pngIcon, siteIcons, type SiteIconName } from '../../lib/siteIcons.ts';

export const getStaticPaths = () => Object.keys(siteIcons).map((icon) => ({ params: { icon } }));

export const GET: APIRoute = async ({ params }) => {
  const png = await pngIcon(faviconSvg, siteIcons[params.icon as SiteIconName]);
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
