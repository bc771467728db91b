/** /favicon.ico: the site icon, 32 pixels, for browsers and tools that ask for it by that name. */
import type { APIRoute } from 'astro';
import faviconSvg from '../../public/favicon.svg?raw';
import { icoFromPng, pngIcon } from '../lib/siteIcons.ts';

const SIZE = 32;

export const GET: APIRoute = async () => {
  const ico = icoFromPng(await pngIcon(faviconSvg, { size: SIZE }), SIZE);
  return new Response(new Uint8Array(ico), { headers: { 'Content-Type': 'image/x-icon' } });
};
