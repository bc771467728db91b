// Shared set-up for the demo API tests: temp data dirs, an in-process server, JSON fetching.

import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDemoApi, type DemoApi, type DemoApiOptions } from '../../../scripts/demo-api/server.ts';

/** "Today" for every test: mid-March 2026, Italian winter time. */
export const NOW = new Date('2026-03-15T10:00:00+01:00');

// Generated pictures are shared by the test files (generation is the slow part); media.test.ts
// alone generates from scratch.
const SHARED_MEDIA = join(tmpdir(), 'fly-party-demo-api-test-media');

/** A fresh temp data dir; with `sharedMedia` its media/ links to the shared generated set. */
export async function makeDataDir(sharedMedia = true): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'demo-api-test-'));
  if (sharedMedia) {
    await mkdir(SHARED_MEDIA, { recursive: true });
    await symlink(SHARED_MEDIA, join(dir, 'media'), 'dir');
  }
  return dir;
}

/** Removes a temp data dir (never the shared media it links to). */
export async function removeDataDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

/** Starts the API in-process on a free port with the test date. */
export function startTestApi(dataDir: string, options: Partial<DemoApiOptions> = {}): Promise<DemoApi> {
  return startDemoApi({ port: 0, dataDir, now: NOW, ...options });
}

/** GETs a path and parses JSON, failing the test on a non-2xx answer. */
export async function getJson<T = unknown>(api: DemoApi, path: string): Promise<T> {
  const response = await fetch(`${api.url}${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** POSTs JSON (or a raw string body) and returns status and parsed body. */
export async function postJson(api: DemoApi, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

/** Every GET endpoint of the contract that takes no parameter. */
export const LIST_ENDPOINTS = [
  '/api/utenti/get_member_blog_posts_from_users',
  '/api/aircrafts/get_aircrafts',
  '/api/eventi/get_eventi_pubblici',
  '/api/safety/get_safety_articles',
  '/api/concorso_letterario/get_concorso_articles',
  '/api/fly_party/get_current_fly_party_info',
  '/api/fly_party/lista_partecipanti_edizione_corrente',
  '/api/fly_party/get_past_fly_parties',
] as const;

/** Every configuration endpoint of the contract. */
export const CONFIGURATION_ENDPOINTS = [
  'get_site_configuration',
  'get_home_configuration',
  'get_la_nostra_storia_configuration',
  'get_chi_siamo_configuration',
  'get_nostra_flotta_configuration',
  'get_eventi_configuration',
  'get_sede_operativa_configuration',
  'get_sicurezza_volo_configuration',
  'get_biblioteca_configuration',
  'get_air_show_configuration',
  'get_partecipanti_page_configuration',
  'get_informazioni_operative_fly_party_configuration',
  'get_programma_volo_fly_party_configuration',
  'get_edizioni_precedenti_fly_party_configuration',
  'get_concorso_letterario_configuration',
  'get_asi_configuration',
].map((name) => `/api/impostazioni/${name}`);
